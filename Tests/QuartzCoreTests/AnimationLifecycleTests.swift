import CoreGraphics
@testable import QuartzCore
import Testing

/// Delegate order, `finished`, removal and media timing, played on an offscreen
/// renderer at chosen times of a virtual clock.
@MainActor @Suite struct AnimationLifecycleTests {
    @Test func delegateHearsStartThenStopWhenTheAnimationPlaysOut() {
        withVirtualClock { clock in
            let stage = Stage()
            let log = DelegateLog()
            let a = basic("opacity", from: 1.0, to: 0.0)
            a.delegate = log
            stage.layer.add(a, forKey: "fade")
            stage.render(at: 100, clock)
            #expect(log.calls == ["start"])
            #expect(stage.layer.animation(forKey: "fade")?.beginTime == 100)
            stage.render(at: 100.999, clock)
            #expect(log.calls == ["start"])
            stage.render(at: 101, clock)
            #expect(log.calls == ["start", "stop(true)"])
            #expect(stage.layer.animationKeys() == nil)
        }
    }

    @Test func removingEarlyStopsUnfinished() {
        withVirtualClock { clock in
            let stage = Stage()
            let log = DelegateLog()
            let a = basic("opacity", from: 1.0, to: 0.0)
            a.delegate = log
            stage.layer.add(a, forKey: "fade")
            stage.render(at: 100, clock)
            stage.layer.removeAnimation(forKey: "fade")
            CATransaction.flush()
            #expect(log.calls == ["start", "stop(false)"])
            stage.render(at: 102, clock)
            #expect(log.calls == ["start", "stop(false)"])
        }
    }

    @Test func replacingUnderTheSameKeyStopsTheFirstUnfinished() {
        withVirtualClock { clock in
            let stage = Stage()
            let first = DelegateLog(), second = DelegateLog()
            let a = basic("position.x", from: 0.0, to: 10.0), b = basic("position.x", from: 10.0, to: 0.0)
            a.delegate = first
            b.delegate = second
            stage.layer.add(a, forKey: "move")
            stage.render(at: 100, clock)
            stage.layer.add(b, forKey: "move")
            stage.render(at: 100.5, clock)
            #expect(first.calls == ["start", "stop(false)"])
            #expect(second.calls == ["start"])
            #expect(stage.layer.animationKeys() == ["move"])
            stage.render(at: 101.5, clock)
            #expect(second.calls == ["start", "stop(true)"])
        }
    }

    @Test func theDelegateGetsTheAddedCopy() {
        withVirtualClock { clock in
            let stage = Stage()
            final class Catcher: CAAnimationDelegate { weak var stopped: CAAnimation? ; func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = anim } }
            let catcher = Catcher()
            let a = basic("opacity", from: 1.0, to: 0.0)
            a.delegate = catcher
            stage.layer.add(a, forKey: "fade")
            let added = stage.layer.animation(forKey: "fade")
            #expect(added !== a)
            a.duration = 50 // changing the original after adding changes nothing
            stage.render(at: 100, clock)
            stage.render(at: 101, clock)
            #expect(catcher.stopped === added)
        }
    }

    @Test func twoSecondsRepeatedThreeAndAHalfTimesLastSevenSeconds() {
        withVirtualClock { clock in
            let stage = Stage()
            let log = DelegateLog()
            let a = basic("position.x", from: 0.0, to: 100.0, duration: 2)
            a.repeatCount = 3.5
            a.delegate = log
            stage.layer.add(a, forKey: "move")
            stage.render(at: 100, clock)
            #expect(close(stage.presented(at: 103, clock).position.x, 50))  // second pass, halfway
            #expect(close(stage.presented(at: 106.5, clock).position.x, 25)) // fourth pass, a quarter in
            stage.render(at: 106.99, clock)
            #expect(log.calls == ["start"] && stage.renderer.isAnimating)
            stage.render(at: 107, clock)
            #expect(log.calls == ["start", "stop(true)"] && !stage.renderer.isAnimating)
            #expect(stage.layer.presentation()!.position.x == 5) // back to the model
        }
    }

    @Test func anAutoreversingCycleIsForwardThenBack() {
        withVirtualClock { clock in
            let stage = Stage()
            let log = DelegateLog()
            let a = basic("position.x", from: 0.0, to: 100.0)
            a.autoreverses = true
            a.delegate = log
            stage.layer.add(a, forKey: "move")
            stage.render(at: 100, clock)
            #expect(close(stage.presented(at: 100.25, clock).position.x, 25))
            #expect(close(stage.presented(at: 101.25, clock).position.x, 75))
            stage.render(at: 101.99, clock)
            #expect(log.calls == ["start"])
            stage.render(at: 102, clock)
            #expect(log.calls == ["start", "stop(true)"])
        }
    }

    @Test func speedAndTimeOffsetReshapeTheTimeline() {
        withVirtualClock { clock in
            let stage = Stage()
            let fast = basic("position.x", from: 0.0, to: 100.0)
            fast.speed = 2
            stage.layer.add(fast, forKey: "x")
            let late = basic("position.y", from: 0.0, to: 100.0)
            late.timeOffset = 0.5
            late.repeatCount = 1
            stage.layer.add(late, forKey: "y")
            stage.render(at: 100, clock)
            let p = stage.presented(at: 100.25, clock)
            #expect(close(p.position.x, 50))
            #expect(close(p.position.y, 75))  // started halfway
            stage.render(at: 100.5, clock)
            #expect(stage.layer.animationKeys() == ["y"]) // the fast one is done in half the time
            #expect(close(stage.presented(at: 100.75, clock).position.y, 25)) // wrapped to the start
        }
    }

    @Test func fillModesDecideWhatShowsOutsideTheActiveTime() {
        withVirtualClock { clock in
            let stage = Stage()
            let backwards = basic("position.x", from: 40.0, to: 80.0)
            backwards.beginTime = 101
            backwards.fillMode = .backwards
            stage.layer.add(backwards, forKey: "x")
            let removed = basic("position.y", from: 40.0, to: 80.0)
            removed.beginTime = 101
            stage.layer.add(removed, forKey: "y")
            let forwards = basic("opacity", from: 1.0, to: 0.5)
            forwards.fillMode = .forwards
            forwards.isRemovedOnCompletion = false
            stage.layer.add(forwards, forKey: "o")
            stage.render(at: 100, clock)
            var p = stage.presented(at: 100.5, clock)
            #expect(p.position.x == 40) // before its begin time, filled backwards
            #expect(p.position.y == 5)  // not yet begun: the model value
            stage.render(at: 103, clock)
            p = stage.presented(at: 103, clock)
            #expect(p.opacity == 0.5)   // held after the end
            #expect(p.position.x == 5 && p.position.y == 5)
            #expect(stage.layer.animationKeys() == ["o"])
        }
    }

    @Test func keyPathsReachIntoStructsAndTransforms() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.layer.add(basic("bounds.size.width", from: 10.0, to: 30.0), forKey: "w")
            stage.layer.add(basic("transform.rotation.z", from: 0.0, to: Double.pi / 2), forKey: "r")
            stage.render(at: 100, clock)
            let p = stage.presented(at: 100.5, clock)
            #expect(p.bounds.width == 20)
            let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            #expect(zip(p.transform.entries, expected.entries).allSatisfy { close($0, $1, 1e-9) })
        }
    }

    @Test func byValueAndAdditive() {
        withVirtualClock { clock in
            let stage = Stage()
            let by = CABasicAnimation(keyPath: "position.x")
            by.byValue = 20.0
            by.duration = 1
            stage.layer.add(by, forKey: "by")
            let additive = basic("position.y", from: 0.0, to: 10.0)
            additive.isAdditive = true
            stage.layer.add(additive, forKey: "add")
            stage.render(at: 100, clock)
            let p = stage.presented(at: 100.5, clock)
            #expect(p.position.x == 15) // 5 → 25
            #expect(p.position.y == 10) // 5 + 5
        }
    }

    @Test func aCumulativeAnimationContinuesFromTheLastPass() {
        withVirtualClock { clock in
            let stage = Stage()
            let cumulative = basic("zPosition", from: 0.0, to: 10.0)
            cumulative.isCumulative = true
            cumulative.repeatCount = 3
            stage.layer.add(cumulative, forKey: "z")
            stage.render(at: 100, clock)
            #expect(stage.presented(at: 101.5, clock).zPosition == 15) // second pass, halfway: 10 + 5
            #expect(stage.presented(at: 102.5, clock).zPosition == 25) // third pass: 20 + 5
        }
    }

    @Test func keyframesAndGroups() {
        withVirtualClock { clock in
            let stage = Stage()
            let k = CAKeyframeAnimation(keyPath: "position.x")
            k.values = [0.0, 10.0, 30.0]
            k.keyTimes = [0, 0.5, 1]
            k.duration = 1
            stage.layer.add(k, forKey: "k")
            let group = CAAnimationGroup()
            group.duration = 2
            group.animations = [basic("position.y", from: 0.0, to: 100.0), basic("opacity", from: 1.0, to: 0.0, duration: 0)]
            stage.layer.add(group, forKey: "g")
            stage.render(at: 100, clock)
            var p = stage.presented(at: 100.75, clock)
            #expect(p.position.x == 20)
            #expect(p.position.y == 75)
            #expect(p.opacity == 0.625) // the child without a duration lasts the group's 2 s
            p = stage.presented(at: 101.5, clock)
            #expect(p.position.y == 5) // the 1 s child is over inside the 2 s group
            #expect(p.opacity == 0.25)
        }
    }

    @Test func aValueThatCannotBeAnimatedIsRefused() {
        let layer = CALayer()
        layer.add(basic("position", from: "left", to: "right"), forKey: "bad")
        layer.add(basic("wobble", from: 0.0, to: 1.0), forKey: "unknown")
        #expect(layer.animationKeys() == nil)
    }
}
