import CoreGraphics
@testable import QuartzCore
import Testing

/// Animations, timing functions and transforms are isolated to no actor, as in Apple's
/// SDK: Swift 6 code makes and configures them in any context (this file compiles with
/// no warning), and a layer on the main actor plays a copy of what it is given.
@Suite struct AnimationIsolationTests {
    /// A plain helper type, as app code writes them: no actor anywhere.
    struct Factory {
        let curve = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)

        func fade(duration: CFTimeInterval) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1.0
            animation.toValue = 0.0
            animation.duration = duration
            return animation
        }

        func wobble() -> CAAnimationGroup {
            let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            turn.values = [0, 0.1, -0.1, 0]
            turn.keyTimes = [0, 0.25, 0.75, 1]
            let group = CAAnimationGroup()
            group.animations = [turn, fade(duration: 0)]
            group.duration = 0.5
            group.repeatCount = 3
            group.timingFunction = curve
            return group
        }

        func push() -> CATransition {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
            return transition
        }
    }

    /// What the helper made off the main actor, in a form that can come back.
    struct Made: Sendable, Equatable {
        var keyPaths: [String?]
        var groupDuration: CFTimeInterval
        var repeatCount: Float
        var transition: String
        var curveAtHalf: Double
        var perspective: CGFloat
    }

    @Test func animationsAreMadeAndConfiguredOffTheMainActor() async {
        let made = await Task.detached { () -> Made in
            let factory = Factory()
            let group = factory.wobble()
            let children = (group.animations ?? []).map { ($0 as? CAPropertyAnimation)?.keyPath }
            let push = factory.push()
            var tilt = CATransform3DIdentity
            tilt.m34 = -1 / 500
            tilt = CATransform3DRotate(tilt, .pi / 4, 1, 0, 0)
            return Made(keyPaths: children, groupDuration: group.duration, repeatCount: group.repeatCount,
                        transition: "\(push.type.rawValue)/\(push.subtype?.rawValue ?? "-")",
                        curveAtHalf: (factory.curve.progress(at: 0.5) * 10_000).rounded() / 10_000,
                        perspective: tilt.m34)
        }.value
        #expect(made.keyPaths == ["transform.rotation.z", "opacity"])
        #expect(made.groupDuration == 0.5 && made.repeatCount == 3)
        #expect(made.transition == "push/fromRight")
        // The (0.4, 0, 0.2, 1) curve at half time: solved for x = 0.5, y = 0.77556….
        #expect(made.curveAtHalf == 0.7756)
        // Rotating about x by 45° turns the perspective entry by cos 45°.
        #expect(abs(made.perspective - -1.0 / 500 * cos(.pi / 4)) < 1e-15)
    }

    @MainActor @Test func anAnimationMadeByAPlainHelperPlaysAsACopy() {
        withVirtualClock { clock in
            let stage = Stage()
            let fade = Factory().fade(duration: 2)
            stage.layer.add(fade, forKey: "fade")
            stage.render(at: 100, clock)
            // The layer holds a copy: changing the helper's object later changes nothing.
            fade.duration = 10
            fade.toValue = 1.0
            #expect(stage.presented(at: 101, clock).opacity == 0.5)
            #expect(stage.layer.animation(forKey: "fade")?.duration == 2)
        }
    }
}
