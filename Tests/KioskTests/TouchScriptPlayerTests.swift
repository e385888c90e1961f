import Foundation
import Kiosk
import KioskHeadless
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct TouchScriptPlayerTests {
    @Test func tapsReachAControlAtTheirScriptedTimes() throws {
        let screen = HeadlessScreen(width: 300, height: 300)
        let control = UIControl(frame: CGRect(x: 80, y: 180, width: 40, height: 40))
        screen.window.addSubview(control)
        var downs: [CFTimeInterval] = [], upsInside: [CFTimeInterval] = []
        control.addAction(UIAction { _ in downs.append(CACurrentMediaTime()) }, for: .touchDown)
        control.addAction(UIAction { _ in upsInside.append(CACurrentMediaTime()) }, for: .touchUpInside)
        screen.advance(by: 1)
        screen.play(try TouchScript(parsing: """
            at 0.5 tap 100,200
            at 1.25 tap 100,200 for 0
            at 2 tap 10,10
            """))
        // Times are from the start of playing (1 s).
        #expect(downs == [1.5, 2.25])
        #expect(upsInside == [1.55, 2.25])
        #expect(screen.time == 3.05)
    }

    @Test func aSwipeDragsAPanRecognizerAllTheWay() throws {
        let screen = HeadlessScreen(width: 200, height: 100)
        var log: [(state: UIGestureRecognizer.State, translation: CGPoint, time: CFTimeInterval)] = []
        let pan = UIPanGestureRecognizer { pan in
            log.append((pan.state, pan.translation(in: nil), CACurrentMediaTime()))
        }
        screen.window.addGestureRecognizer(pan)
        screen.play(try TouchScript(parsing: "at 0.25 swipe 10,50 -> 110,50 over 0.1"))
        #expect(log.first?.state == .began)
        #expect(log.last?.state == .ended)
        #expect(log.last?.translation == CGPoint(x: 100, y: 0))
        #expect(log.last?.time == 0.35)
        #expect(log.filter { $0.state == .changed }.count == log.count - 2)
    }

    @Test func twoFingersPlayTogether() throws {
        let screen = HeadlessScreen(width: 200, height: 200)
        final class Recorder: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(event?.allTouches?.count ?? 0)
            }
        }
        let view = Recorder(frame: screen.window.bounds)
        view.isMultipleTouchEnabled = true
        screen.window.addSubview(view)
        screen.play(try TouchScript(parsing: "at 0 down 0 10,10 ; at 0.1 down 1 20,20 ; at 0.2 up 0 ; at 0.2 up 1"))
        #expect(view.counts == [1, 2])
        #expect(screen.time == 0.2)
    }

    @Test func theLiveSourceHandsOutStepsWhenTheyAreDue() throws {
        var source = ScriptedTouchSource(script: try TouchScript(parsing: "at 0.5 tap 100,200 ; at 1 swipe 0,0 -> 10,0 over 0.01"),
                                         startingAt: 10)
        #expect(source.nextEventTime == 10.5)
        #expect(source.events(dueBy: 10.49).isEmpty)
        #expect(source.events(dueBy: 10.5) == [TouchInputEvent(finger: 0, phase: .began, location: CGPoint(x: 100, y: 200), timestamp: 10.5)])
        #expect(source.nextEventTime == 10.55)
        #expect(source.events(dueBy: 20) == [
            TouchInputEvent(finger: 0, phase: .ended, location: CGPoint(x: 100, y: 200), timestamp: 10.55),
            TouchInputEvent(finger: 0, phase: .began, location: CGPoint(x: 0, y: 0), timestamp: 11),
            TouchInputEvent(finger: 0, phase: .moved, location: CGPoint(x: 10, y: 0), timestamp: 11.01),
            TouchInputEvent(finger: 0, phase: .ended, location: CGPoint(x: 10, y: 0), timestamp: 11.01),
        ])
        #expect(source.isFinished)
        #expect(source.nextEventTime == nil)
    }
}
