@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `AnimationFactory.swift`: Core Animation objects made by a plain class, played on views' layers.
@MainActor @Suite struct AnimationFactoryTests {
    /// A 40 × 40 view at (80, 80) on a 200 × 200 screen, its model opacity 1.
    private func stage() -> (HeadlessScreen, UIView) {
        let screen = CorpusStage.screen()
        let view = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0)
        return (screen, view)
    }

    @Test func fadeInPlaysOverTheDefaultDurationAlongEaseOut() {
        let (screen, view) = stage()
        view.layer.add(AnimationFactory.shared.fadeIn(), forKey: "fade")
        screen.advance(by: 0)
        #expect(CorpusStage.presented(view).opacity == 0)
        screen.advance(by: 0.15)
        // Ease-out (0, 0, 0.58, 1) at half time: 0.684643…
        #expect(abs(CorpusStage.presented(view).opacity - 0.684643) < 1e-5)
        screen.advance(by: 0.15)
        #expect(CorpusStage.presented(view).opacity == 1 && view.layer.animationKeys() == nil)
    }

    @Test func moveHoldsItsEndBecauseOfItsFillMode() {
        let (screen, view) = stage()
        view.layer.add(AnimationFactory.shared.move(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 180, y: 100)), forKey: "move")
        screen.advance(by: 0.25)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 100, y: 60))
        screen.advance(by: 1)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 180, y: 100))
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
        #expect(CorpusStage.rgba(screen, 175, 100) == [255, 0, 0, 255])
    }

    @Test func shakeIsAddedOnTopOfWhereTheLayerIs() {
        let (screen, view) = stage()
        view.layer.add(AnimationFactory.shared.shake(), forKey: "shake")
        var xs: [CGFloat] = []
        for _ in 0..<5 {
            screen.advance(by: 0.04)
            xs.append(CorpusStage.presented(view).position.x)
        }
        // Key times every 0.08 s: −10 at 0.08, +10 at 0.16, −5 at 0.24, halfway between.
        #expect(xs.map { ($0 * 1000).rounded() / 1000 } == [95, 90, 100, 110, 102.5])
        screen.advance(by: 0.2)
        #expect(CorpusStage.presented(view).position.x == 100 && view.layer.animationKeys() == nil)
    }

    @Test func pulseGrowsDimsAndComesBack() {
        let (screen, view) = stage()
        view.layer.add(AnimationFactory.shared.pulse(), forKey: "pulse")
        screen.advance(by: 0.3)
        // Half of the forward pass along ease-in-ease-out: half of each change.
        #expect(abs(CorpusStage.presented(view).transform.m11 - 1.1) < 1e-9)
        #expect(abs(CorpusStage.presented(view).opacity - 0.75) < 1e-6)
        // 0.1 s before and after the turn the values match: it plays back the way it came.
        screen.advance(by: 0.2)
        let before = CorpusStage.presented(view)
        screen.advance(by: 0.2)
        let after = CorpusStage.presented(view)
        #expect(before.transform.m11 == after.transform.m11 && before.opacity == after.opacity)
        // Ease-in-ease-out at 5/6 of the pass: 0.943869…
        #expect(abs(before.transform.m11 - 1.188774) < 1e-6 && abs(before.opacity - 0.528065) < 1e-6)
        screen.advance(by: 0.5)
        #expect(CorpusStage.presented(view).transform == CATransform3DIdentity)
        #expect(CorpusStage.presented(view).opacity == 1 && view.layer.animationKeys() == nil)
    }

    @Test func aCrossfadeMixesTheOldAndNewContentsLinearly() {
        let (screen, view) = stage()
        view.layer.add(AnimationFactory.shared.crossfade(duration: 0.2), forKey: kCATransition)
        view.backgroundColor = .blue
        screen.advance(by: 0.1)
        // Half of each, as the cross-fade kernel rounds: red 127, blue 128.
        #expect(CorpusStage.rgba(screen, 100, 100) == [127, 0, 128, 255])
        screen.advance(by: 0.1)
        #expect(CorpusStage.rgba(screen, 100, 100) == [0, 0, 255, 255])
    }

    @Test func thePushAndTiltAreConfiguredAsAsked() {
        let push = AnimationFactory.shared.push(from: .fromRight)
        #expect(push.type == .push && push.subtype == .fromRight && push.duration == 0.35)
        #expect(push.timingFunction == AnimationFactory.shared.standardCurve)
        let tilt = AnimationFactory.tilt(degrees: 60)
        #expect(abs(tilt.m33 - 0.5) < 1e-12 && abs(tilt.m34 - -0.001) < 1e-12)
    }

    @Test func theFactoryWorksOffTheMainActor() async {
        let summary = await Task.detached { () -> [String] in
            let factory = AnimationFactory()
            factory.defaultDuration = 2
            let fade = factory.fadeIn()
            let spin = factory.spin(period: 0.5)
            return ["\(fade.keyPath ?? "-") \(fade.duration)", "\(spin.keyPath ?? "-") \(spin.duration) \(spin.repeatCount)"]
        }.value
        #expect(summary == ["opacity 2.0", "transform.rotation.z 0.5 inf"])
    }
}
