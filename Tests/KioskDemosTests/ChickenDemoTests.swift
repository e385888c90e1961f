import CoreGraphics
import Foundation
import Kiosk
import KioskHeadless
import KioskTesting
@testable import KioskDemos
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// The chicken demo's golden run: every routine of the Core Animation chapter played
/// by taps on a 320 × 480 headless screen, with the button's state, the counter and
/// the views checked after each, and frames compared in the middle of eight of them.
@MainActor @Suite struct ChickenDemoTests {
    /// One routine of the run: when to look at the screen (seconds after the tap
    /// lifts), and what must hold once it has stopped.
    struct Step {
        let routine: ChickenRoutine
        let golden: (name: String, at: TimeInterval)?
        let afterwards: @MainActor (ChickenViewController) -> Bool
    }

    static let layout = ChickenLayout(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))

    /// Whether the chicken is at `frame` with no transform.
    static func chicken(_ c: ChickenViewController, at frame: CGRect) -> Bool {
        c.theChicken.transform == .identity && c.theChicken.frame == frame
    }

    /// Whether firstView is the one shown.
    static func showsFirstView(_ c: ChickenViewController) -> Bool { !c.firstView.isHidden && c.secondView.isHidden }

    static let steps: [Step] = [
        Step(routine: .viewAnimation1, golden: ("chicken-1-crossing", 0.1)) { chicken($0, at: layout.chickenAcross) },
        Step(routine: .viewAnimation2, golden: nil) { chicken($0, at: layout.chickenHome) },
        Step(routine: .viewAnimation3, golden: ("chicken-3-road-half-faded", 0.25)) { $0.theRoad.alpha == 1 },
        Step(routine: .viewAnimation4, golden: nil) { chicken($0, at: layout.chickenHome) },
        Step(routine: .viewAnimation5, golden: nil) { chicken($0, at: layout.chickenRight) },
        Step(routine: .viewAnimation6, golden: nil) { $0.theChicken.transform == CGAffineTransform(scaleX: 1.25, y: 1.25) },
        Step(routine: .viewAnimation7, golden: ("chicken-7-turning", 0.5)) {
            $0.theChicken.transform == CGAffineTransform(rotationAngle: 179.9 * .pi / 180)
        },
        Step(routine: .viewAnimation8, golden: nil) { chicken($0, at: layout.chickenHome) },
        Step(routine: .viewAnimation9, golden: ("chicken-9-curling-up", 0.5)) { !showsFirstView($0) && !$0.secondView.isHidden },
        Step(routine: .viewAnimation10, golden: ("chicken-10-flipping", 0.3)) { showsFirstView($0) },
        Step(routine: .transition1, golden: ("chicken-11-fading", 0.375)) { !showsFirstView($0) && !$0.secondView.isHidden },
        Step(routine: .transition2, golden: nil) { showsFirstView($0) },
        Step(routine: .transition3, golden: ("chicken-13-pushing", 0.375)) { !showsFirstView($0) && !$0.secondView.isHidden },
        Step(routine: .transition4, golden: ("chicken-14-revealing", 0.375)) { showsFirstView($0) },
    ]

    /// A 320 × 480 screen showing the demo, its first frame presented.
    static func scene(width: Int = 320, height: Int = 480) -> (HeadlessScreen, ChickenViewController) {
        let screen = HeadlessScreen(width: width, height: height)
        let controller = ChickenViewController()
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        return (screen, controller)
    }

    @Test func theLayoutIsTheSeedsOnA320By480Screen() {
        let layout = Self.layout
        #expect(layout.chickenHome == CGRect(x: 15, y: 144, width: 62, height: 90))
        #expect(layout.chickenAcross == CGRect(x: 15, y: 330, width: 62, height: 90))
        #expect(layout.chickenRight == CGRect(x: 235, y: 144, width: 62, height: 90))
        #expect(layout.backHome == -220)
        #expect(layout.roadFrame == CGRect(x: 0, y: 234, width: 320, height: 96))
        #expect(layout.animateButtonCenter == CGPoint(x: 160, y: 458))

        let (screen, controller) = Self.scene()
        #expect(controller.theChicken.frame == layout.chickenHome)
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(controller.firstView.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(Self.showsFirstView(controller) && controller.animateButton.isEnabled && controller.counter == 0)
        _ = screen
    }

    /// The demo's own tour, played tap by tap with checks in between: each tap plays
    /// the next routine and disables the button, a tap while it is disabled does
    /// nothing, and the routine's did-stop enables it again exactly at its end.
    @Test func theTourPlaysEachRoutineAndItsDidStopEnablesTheButton() throws {
        let (screen, controller) = Self.scene()
        let tour = try TouchScript(parsing: Demo.chicken.tour(CGSize(width: 320, height: 480)), name: "chicken tour")
        let taps = tour.steps.compactMap { step -> (time: TimeInterval, point: CGPoint)? in
            if case .down(let point) = step.action { (step.time, point) } else { nil }
        }
        #expect(tour.steps.count == 28 && taps.count == 14)
        let frame = 1.0 / 60
        for (i, (step, tap)) in zip(Self.steps, taps).enumerated() {
            #expect(tap.point == Self.layout.animateButtonCenter)
            screen.advance(by: tap.time - screen.time)
            #expect(controller.animateButton.isEnabled, "before \(step.routine)")
            // The tour's tap: down, then up 0.05 s later, when the routine starts.
            screen.tap(at: tap.point)
            let start = screen.time
            let expectedCounter = (i + 1) % 14
            #expect(controller.lastRoutine == step.routine)
            #expect(controller.counter == expectedCounter, "\(step.routine)")
            #expect(!controller.animateButton.isEnabled, "\(step.routine)")

            if let golden = step.golden {
                screen.advance(by: golden.at)
                expectMatchesGolden(screen.snapshot(), named: golden.name, in: goldens)
            }
            // A tap while the routine plays does nothing.
            screen.tap(at: tap.point)
            #expect(controller.counter == expectedCounter && controller.lastRoutine == step.routine)

            // Disabled a frame before the routine's end; enabled by its did-stop at the end.
            // (1 µs past it: times made of sums such as 0.5 + 0.05 + 0.2 can miss the
            // display frame at the end by a rounding error.)
            let end = start + step.routine.playTime
            screen.advance(by: end - frame - screen.time)
            #expect(!controller.animateButton.isEnabled, "\(step.routine) at \(screen.time - start) s")
            screen.advance(by: end + 1e-6 - screen.time)
            #expect(controller.animateButton.isEnabled, "\(step.routine) at \(screen.time - start) s")
            #expect(step.afterwards(controller), "\(step.routine)")
        }
        // The counter wrapped: the next tap starts again with the first routine.
        screen.advance(by: 0.3)
        screen.tap(at: Self.layout.animateButtonCenter)
        #expect(controller.counter == 1 && controller.lastRoutine == .viewAnimation1)
    }

    @Test func theTourFindsTheButtonOnAnotherScreenSize() throws {
        let (screen, controller) = Self.scene(width: 600, height: 800)
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 756, width: 600, height: 44))
        #expect(controller.theRoad.frame == CGRect(x: 0, y: 234, width: 600, height: 416))
        let tour = try TouchScript(parsing: Demo.chicken.tour(CGSize(width: 600, height: 800)))
        // Only the first tap: viewAnimation1 moves the chicken to stand 16 points above the toolbar.
        screen.play(try TouchScript(parsing: "at 0 tap 300,778"))
        #expect(tour.steps.first?.action == .down(CGPoint(x: 300, y: 778)))
        #expect(controller.lastRoutine == .viewAnimation1 && controller.theChicken.frame.maxY == 740)
    }

    @Test func theDemoIsInTheCatalogue() {
        #expect(Demos.named("chicken")?.seed == "04-core-animation-chapter-view-animations-and-transitions")
    }
}
