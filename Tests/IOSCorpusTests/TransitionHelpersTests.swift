@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `TransitionHelpers.swift`: CATransaction wrappers, named curves, a content transition.
@MainActor @Suite struct TransitionHelpersTests {
    /// A standalone 40 × 40 red layer at (80, 80), settled on screen.
    private func stage() -> (HeadlessScreen, CALayer) {
        let screen = CorpusStage.screen()
        let layer = CALayer()
        LayerTransaction.withoutActions {
            layer.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
            layer.backgroundColor = UIColor.red.cgColor
        }
        screen.window.layer.addSublayer(layer)
        screen.advance(by: 0)
        return (screen, layer)
    }

    @Test func withoutActionsChangesAStandaloneLayerAtOnce() {
        let (screen, layer) = stage()
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 0, 0, 255])
        LayerTransaction.withoutActions { layer.opacity = 0.5 }
        #expect(layer.animationKeys() == nil)
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 127, 127, 255])
    }

    @Test func animateUsesTheDurationAndCurveAndCompletesOnce() {
        let (screen, layer) = stage()
        var completions = 0
        LayerTransaction.animate(duration: 0.5, timing: CAMediaTimingFunction(name: .linear),
                                 changes: { layer.position.x += 50 }, completion: { completions += 1 })
        screen.advance(by: 0.25)
        #expect(CorpusStage.presented(layer).position.x == 125)
        #expect(completions == 0)
        screen.advance(by: 0.25)
        #expect(CorpusStage.presented(layer).position.x == 150 && completions == 1)
        screen.advance(by: 1)
        #expect(completions == 1)
    }

    @Test func theNamedCurvesAreTheirControlPoints() {
        #expect(Curves.all.count == 3)
        #expect(Curves.standard == CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1))
        // At half time: the standard curve 0.775561…, the decelerating one 0.839245….
        #expect(abs(Curves.standard.progress(at: 0.5) - 0.775561) < 1e-6)
        #expect(abs(Curves.decelerate.progress(at: 0.5) - 0.839245) < 1e-6)
    }

    @Test func transitionContentPlaysAFadeAlongTheStandardCurve() {
        let screen = CorpusStage.screen()
        let view = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0)
        view.transitionContent(duration: 0.2) { view.backgroundColor = .blue }
        screen.advance(by: 0.1)
        // Blue at 0.7756 of the way, red at the rest.
        #expect(CorpusStage.rgba(screen, 100, 100) == [57, 0, 198, 255])
        screen.advance(by: 0.1)
        #expect(CorpusStage.rgba(screen, 100, 100) == [0, 0, 255, 255])
    }
}
