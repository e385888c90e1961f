import CoreGraphics
import Foundation
import Kiosk
import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// A control that counts the events it sends.
@MainActor private final class Counter {
    var touchUpInside = 0
    func attach(to control: UIControl) {
        control.addAction(UIAction { [unowned self] _ in touchUpInside += 1 }, for: .touchUpInside)
    }
}

@MainActor @Suite struct HeadlessScreenTests {
    @Test func startsAtTimeZeroWithABlackFrameAndAKeyWindowFillingTheScreen() {
        let screen = HeadlessScreen(width: 32, height: 24, scale: 2)
        #expect(screen.time == 0)
        #expect(CACurrentMediaTime() == 0)
        #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 32, height: 24))
        #expect(screen.window.isKeyWindow)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 32, height: 24) && UIScreen.main.scale == 2)
        let frame = screen.snapshot()
        #expect(frame.width == 64 && frame.height == 48)
        #expect(screen.pixel(x: 63, y: 47) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func advanceEndsAtExactlyTheTimeAskedAndPresentsWhatChanged() {
        let screen = HeadlessScreen(width: 20, height: 20)
        let box = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        screen.window.addSubview(box)
        #expect(screen.pixel(x: 15, y: 5) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        screen.advance(by: 0.1)
        #expect(screen.time == 0.1)
        #expect(screen.pixel(x: 15, y: 5) == .red)
        #expect(screen.pixel(x: 5, y: 5) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        screen.advance(by: 0.25)
        #expect(screen.time == 0.1 + 0.25)
    }

    /// Frames are shown on the 1/60 s grid: an animation ending at 0.015 s is seen to
    /// stop at the first frame after it, 1/60 s, even though the advance ends at 0.02.
    @Test func framesFallOnTheSixtiethOfASecondGrid() {
        let screen = HeadlessScreen(width: 10, height: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        var stoppedAt: [CFTimeInterval] = []
        UIView.animate(withDuration: 0.015, animations: { view.alpha = 0 }, completion: { _ in
            stoppedAt.append(CACurrentMediaTime())
        })
        screen.advance(by: 0.01)
        #expect(stoppedAt.isEmpty)
        screen.advance(by: 0.01)
        #expect(stoppedAt == [1.0 / 60])
        #expect(screen.time == 0.02)
    }

    @Test func anAnimationIsPresentedAtEachFrameTime() {
        let screen = HeadlessScreen(width: 10, height: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .white
        screen.window.addSubview(view)
        screen.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        screen.advance(by: 0)
        screen.advance(by: 0.5)
        // Half of white over black.
        var red: CGFloat = 0
        _ = screen.pixel(x: 5, y: 5).getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(abs(red - 0.5) <= 1.0 / 255)
        screen.advance(by: 0.5)
        #expect(screen.pixel(x: 5, y: 5) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func tapIsDownAndUpFiftyMillisecondsApartAndReachesAControl() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.window.addSubview(control)
        let counter = Counter()
        counter.attach(to: control)
        var downAt: [CFTimeInterval] = []
        control.addAction(UIAction { _ in downAt.append(CACurrentMediaTime()) }, for: .touchDown)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 20, y: 20))
        #expect(downAt == [1])
        #expect(counter.touchUpInside == 1)
        #expect(screen.time == 1.05)
    }

    @Test func fingersMoveAndLiftIndependently() {
        let screen = HeadlessScreen(width: 200, height: 100)
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: nil))
            states.append(pan.state)
        }
        screen.window.addGestureRecognizer(pan)
        screen.touchDown(at: CGPoint(x: 10, y: 50))
        screen.touchDown(at: CGPoint(x: 150, y: 50), finger: 1)
        screen.touchUp(finger: 1)
        screen.advance(by: 0.1)
        screen.touchMove(to: CGPoint(x: 40, y: 50))
        screen.advance(by: 0.1)
        screen.touchMove(to: CGPoint(x: 90, y: 60))
        screen.touchUp()
        #expect(states == [.began, .changed, .ended])
        #expect(translations == [CGPoint(x: 30, y: 0), CGPoint(x: 80, y: 10), CGPoint(x: 80, y: 10)])
    }

    @Test func whenTheScreenGoesAwayTheMainScreenBeforeItComesBack() {
        let before = UIScreen.main
        do {
            let screen = HeadlessScreen(width: 8, height: 8, scale: 3)
            #expect(UIScreen.main === screen.window.screen)
        }
        #expect(UIScreen.main === before)
    }

    /// Touch calls for a finger that is not down, or one already down, change nothing.
    @Test func touchCallsOutOfOrderAreIgnored() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(control)
        let counter = Counter()
        counter.attach(to: control)
        screen.touchUp()
        screen.touchMove(to: CGPoint(x: 5, y: 5))
        screen.touchDown(at: CGPoint(x: 5, y: 5))
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.touchUp()
        screen.touchUp()
        #expect(counter.touchUpInside == 1)
    }
}
