import CoreGraphics
import Foundation
import KioskTesting
@_spi(KioskRuntime) import QuartzCore
import Testing
@testable import UIKit

/// A root view on an offscreen renderer and a virtual clock: `render(at:)` commits
/// and draws the frame shown at that time, delivering animation callbacks.
@MainActor private struct Scene {
    let clock = VirtualMediaClock(startingAt: 0)
    let renderer = CARenderer(width: 40, height: 40, kernels: .scalar)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() {
        root.addSubview(view)
        renderer.layer = root.layer
    }

    func render(at t: CFTimeInterval) {
        clock.set(to: t)
        renderer.render(atTime: t)
    }

    /// The alpha on screen at `t`.
    func presentedAlpha(at t: CFTimeInterval) -> Double {
        clock.set(to: t)
        return Double(view.layer.presentation()!.opacity)
    }

    func run(_ body: (Scene) -> Void) { MediaClocks.withClock(clock) { body(self) } }
}

@MainActor @Suite struct AnimationBlockTests {
    @Test func outsideABlockAViewChangesAtOnce() {
        Scene().run { s in
            s.render(at: 0)
            s.view.alpha = 0.5
            s.view.center = CGPoint(x: 20, y: 20)
            #expect(s.view.layer.animationKeys() == nil)
            #expect(s.presentedAlpha(at: 0) == 0.5)
        }
    }

    @Test func animateUsesEaseInEaseOutAndReadsBackFromThePresentationLayer() {
        Scene().run { s in
            s.render(at: 0)
            UIView.animate(withDuration: 1) { s.view.alpha = 0 }
            #expect(s.view.alpha == 0)
            s.render(at: 0)
            // 0.129162 of the way from 1 to 0 at a quarter of the time.
            #expect(abs(s.presentedAlpha(at: 0.25) - (1 - 0.129162)) < 1e-5)
            #expect(abs(s.presentedAlpha(at: 0.5) - 0.5) < 1e-6)
        }
    }

    @Test func beginCommitDefaultsToAFifthOfASecondAndCallsItsClosuresWithIDAndContext() {
        Scene().run { s in
            s.render(at: 0)
            var calls: [String] = []
            let context = UnsafeMutableRawPointer(bitPattern: 0x1234)
            UIView.beginAnimations("fade", context: context)
            UIView.setAnimationWillStart { id, ctx in calls.append("start \(id ?? "-") \(ctx == context)") }
            UIView.setAnimationDidStop { id, finished, ctx in calls.append("stop \(id ?? "-") \(finished) \(ctx == context)") }
            s.view.alpha = 0
            UIView.commitAnimations()
            s.render(at: 0)
            #expect(calls == ["start fade true"])
            #expect(abs(s.presentedAlpha(at: 0.1) - 0.5) < 1e-6)
            s.render(at: 0.19)
            #expect(calls == ["start fade true"])
            s.render(at: 0.2)
            #expect(calls == ["start fade true", "stop fade true true"])
            #expect(s.view.layer.animationKeys() == nil)
        }
    }

    @Test func repeatTwoWithAutoreverseEndsBackAtTheStartValueAfterTwoSeconds() {
        Scene().run { s in
            s.render(at: 0)
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .repeat, .curveLinear],
                           animations: {
                               UIView.setAnimationRepeatCount(2)
                               s.view.alpha = 0
                           }, completion: { finished.append($0) })
            s.render(at: 0)
            #expect(abs(s.presentedAlpha(at: 0.25) - 0.5) < 1e-9)
            #expect(abs(s.presentedAlpha(at: 0.5) - 0) < 1e-9)
            #expect(abs(s.presentedAlpha(at: 1.75) - 0.5) < 1e-9)
            #expect(abs(s.presentedAlpha(at: 1.999) - 0.998) < 1e-6)
            s.render(at: 1.999)
            #expect(finished.isEmpty)
            s.render(at: 2)
            #expect(finished == [true])
            // Then it snaps to the model value.
            #expect(s.presentedAlpha(at: 2) == 0)
        }
    }

    @Test func repeatTwoAndAHalfWithAutoreverseEndsOnTheNewValue() {
        Scene().run { s in
            s.render(at: 0)
            var finished: [Bool] = []
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.5)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatCount(2.5)
            UIView.setAnimationRepeatAutoreverses(true)
            UIView.setAnimationDidStop { _, flag, _ in finished.append(flag) }
            s.view.alpha = 0
            UIView.commitAnimations()
            s.render(at: 0)
            #expect(abs(s.presentedAlpha(at: 2.25) - 0.5) < 1e-9)
            #expect(abs(s.presentedAlpha(at: 2.499) - 0.002) < 1e-6)
            s.render(at: 2.499)
            #expect(finished.isEmpty)
            s.render(at: 2.5)
            #expect(finished == [true])
        }
    }

    @Test func aNestedBlockStartsWithItsParentAndInheritsUnlessItOverrides() {
        Scene().run { s in
            let other = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            let third = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
            s.root.addSubview(other)
            s.root.addSubview(third)
            s.render(at: 0)
            UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: {
                s.view.alpha = 0
                UIView.animate(withDuration: 0.2, delay: 0,
                               options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear,
                                         .repeat, .autoreverse],
                               animations: {
                                   UIView.setAnimationRepeatCount(2.5)
                                   other.alpha = 0
                               })
                // No override: the parent's 1 s, linear, despite asking for 5 s ease-in.
                UIView.animate(withDuration: 5, delay: 0, options: .curveEaseIn, animations: { third.alpha = 0 })
            })
            s.render(at: 0)
            s.clock.set(to: 0.5)
            #expect(other.layer.presentation()!.opacity == 1)
            #expect(s.view.layer.presentation()!.opacity == 1)
            s.clock.set(to: 1.1)
            #expect(abs(Double(other.layer.presentation()!.opacity) - 0.5) < 1e-6)
            s.clock.set(to: 1.5)
            #expect(abs(Double(s.view.layer.presentation()!.opacity) - 0.5) < 1e-6)
            #expect(abs(Double(third.layer.presentation()!.opacity) - 0.5) < 1e-6)
            // 2.5 cycles of 0.4 s end at 2.0, on the new value.
            let otherAnimation = other.layer.animation(forKey: "opacity")!
            #expect(otherAnimation.repeatCount == 2.5 && otherAnimation.autoreverses && otherAnimation.duration == 0.2)
            let thirdAnimation = third.layer.animation(forKey: "opacity")!
            #expect(thirdAnimation.duration == 1 && thirdAnimation.repeatCount == 0)
        }
    }

    @Test func aDelayedBlockShowsTheOldValueUntilItStarts() {
        Scene().run { s in
            s.render(at: 0)
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { s.view.alpha = 0 })
            s.render(at: 0)
            #expect(s.presentedAlpha(at: 0.4) == 1)
            #expect(abs(s.presentedAlpha(at: 1) - 0.5) < 1e-9)
        }
    }

    @Test func replacingARunningAnimationFinishesItFalseAndBeginFromCurrentStateStartsWhereItWas() {
        Scene().run { s in
            s.render(at: 0)
            var log: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { s.view.alpha = 0 },
                           completion: { log.append("first \($0)") })
            s.render(at: 0)
            s.clock.set(to: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { s.view.alpha = 1 }, completion: { log.append("second \($0)") })
            s.render(at: 0.5)
            #expect(log == ["first false"])
            #expect(abs(s.presentedAlpha(at: 0.5) - 0.5) < 1e-9)
            #expect(abs(s.presentedAlpha(at: 1) - 0.75) < 1e-9)
            s.render(at: 1.5)
            #expect(log == ["first false", "second true"])
        }
    }

    @Test func withoutBeginFromCurrentStateANewBlockStartsFromTheModelValue() {
        Scene().run { s in
            s.render(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { s.view.alpha = 0 })
            s.render(at: 0)
            s.clock.set(to: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { s.view.alpha = 1 })
            s.render(at: 0.5)
            // From the old model value (0) to 1.
            #expect(abs(s.presentedAlpha(at: 0.75) - 0.25) < 1e-9)
        }
    }

    @Test func performWithoutAnimationAndDisabledAnimationsMakeNoAnimations() {
        Scene().run { s in
            s.render(at: 0)
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { s.view.alpha = 0.5 }
                #expect(UIView.areAnimationsEnabled)
            }, completion: { finished.append($0) })
            #expect(s.view.layer.animationKeys() == nil)
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1) { s.view.alpha = 0.25 }
            UIView.setAnimationsEnabled(true)
            #expect(s.view.layer.animationKeys() == nil)
            // A block with nothing to animate completes, finished, at the next delivery.
            #expect(finished.isEmpty)
            s.render(at: 0)
            #expect(finished == [true])
            #expect(s.presentedAlpha(at: 0) == 0.25)
        }
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        Scene().run { s in
            let other = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            s.root.addSubview(other)
            s.render(at: 0)
            UIView.animate(withDuration: 1) {
                s.view.alpha = 0
                s.view.center = CGPoint(x: 15, y: 15)
            }
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.alpha = 0 })
            #expect(s.view.animationsIgnoringTouches == 2)
            #expect(other.animationsIgnoringTouches == 0)
            s.render(at: 0)
            s.render(at: 1)
            #expect(s.view.animationsIgnoringTouches == 0)
        }
    }

    @Test func theLayoutSubviewsOptionAnimatesWhatLayoutChanges() {
        final class Column: UIView {
            let child = UIView()
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10) }
        }
        Scene().run { s in
            let column = Column(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            column.addSubview(column.child)
            s.root.addSubview(column)
            column.layoutIfNeeded()
            s.render(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                column.bounds.size.width = 40
            })
            s.render(at: 0)
            #expect(column.child.frame.width == 40)
            s.clock.set(to: 0.5)
            #expect(column.child.layer.presentation()!.bounds.width == 30)
        }
    }
}

@MainActor @Suite struct BeginCommitTransitionTests {
    /// The begin/commit API's curl plays the same frames as `transition(with:)`'s, and
    /// its did-stop closure hears the end.
    @Test func setAnimationTransitionCurlsUpLikeTheBlockAPI() {
        ViewTransitionStage.run { stage in
            var stops: [Bool] = []
            UIView.beginAnimations("curl", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationTransition(.curlUp, for: stage.container, cache: true)
            UIView.setAnimationDidStop { _, finished, _ in stops.append(finished) }
            stage.oldPage.removeFromSuperview()
            stage.container.addSubview(stage.newPage)
            UIView.commitAnimations()
            let transition = stage.container.layer.animation(forKey: kCATransition) as? CATransition
            #expect(transition?.type == .pageCurl && transition?.rendersLiveContent == false)
            stage.render(after: 0)
            expectMatchesGolden(stage.render(after: 0.5), named: "view-transition-curlUp-0.5", in: goldens)
            #expect(stops.isEmpty)
            stage.render(after: 1)
            #expect(stops == [true])
        }
    }

    @Test func withoutCacheTheTransitionDrawsLiveContent() {
        ViewTransitionStage.run { stage in
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationTransition(.flipFromRight, for: stage.container, cache: false)
            stage.container.addSubview(stage.newPage)
            UIView.commitAnimations()
            let transition = stage.container.layer.animation(forKey: kCATransition) as? CATransition
            #expect(transition?.type == .flip && transition?.subtype == .fromRight)
            #expect(transition?.rendersLiveContent == true && transition?.duration == 0.2)
        }
    }
}

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
