import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// A presented subtree in which nothing animates and nothing was committed since the
/// frame that presented it is left as it is (`RenderLayer.stillVersion`): a page of
/// labels under an animating status square costs the square, not the page (issue 19
/// item 2). Every change below a still layer — a value, a sublayer list, an animation,
/// a layer moved between pages — is presented, and every frame is what a fresh
/// renderer draws.
@MainActor @Suite struct StillSubtreeTests {
    typealias Scene = RetainedItemsTests

    /// Renders `renderer` at `time`, expecting a fresh renderer's frame; returns the
    /// layers presented and the still subtrees passed by in that frame.
    static func frame(_ renderer: CARenderer, _ root: CALayer, at time: Double, _ step: String)
        -> (presented: Int, passed: Int) {
        let (presented, passed) = (renderer.engine.layersPresented, renderer.engine.stillSubtreesPassed)
        Scene.expectFresh(renderer, root, at: time, step)
        return (renderer.engine.layersPresented - presented, renderer.engine.stillSubtreesPassed - passed)
    }

    /// The 40-label scene drawn once, with the status square sliding for ten seconds.
    static func slidingStatus(_ clock: VirtualMediaClock) -> (scene: (root: CALayer, status: CALayer, page: CALayer,
                                                                   labels: [CALayer]), renderer: CARenderer) {
        let scene = Scene.scene()
        let renderer = CARenderer(width: Scene.width, height: Scene.height)
        renderer.layer = scene.root
        renderer.render(atTime: 0)
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (10, 110, 10)
        scene.status.add(slide, forKey: "slide")
        Scene.change {}
        clock.set(to: 1)
        return (scene, renderer)
    }

    @Test func aStillPageUnderAnAnimationIsNotPresentedAgain() {
        withVirtualClock(at: 0) { clock in
            let (scene, renderer) = Self.slidingStatus(clock)
            // The frame the animation starts in: the status square (committed with its
            // animation) is presented; the page was still since frame 0 and is passed by whole.
            #expect(Self.frame(renderer, scene.root, at: 1, "sliding") == (presented: 1, passed: 1))
            for step in 2...4 {
                // The square animates, so it is presented every frame; the root's values
                // stay, and the page is passed by.
                #expect(Self.frame(renderer, scene.root, at: Double(step), "sliding \(step)") == (presented: 1, passed: 1))
            }
        }
    }

    /// A page sliding in (as a navigation push slides its page) is presented every
    /// frame, its still labels not visited: they are passed by with it.
    @Test func aSlidingPageIsPresentedWithoutVisitingItsStillLabels() {
        withVirtualClock(at: 0) { clock in
            let (root, _, page, labels) = Scene.scene()
            let renderer = CARenderer(width: Scene.width, height: Scene.height)
            renderer.layer = root
            renderer.render(atTime: 0)
            let slide = CABasicAnimation(keyPath: "position.x")
            (slide.fromValue, slide.toValue, slide.duration) = (160, 60, 4)
            page.add(slide, forKey: "slide")
            Scene.change {}
            // The first frame of the slide visits the labels, each still; from then on the
            // page is presented without a visit to them.
            clock.set(to: 1)
            var skipped = renderer.engine.stillSublayersPassed
            #expect(Self.frame(renderer, root, at: 1, "sliding from the right") == (presented: 1, passed: 40 + 1))
            #expect(renderer.engine.stillSublayersPassed == skipped)
            for time in [1.5, 2, 3] {
                clock.set(to: time)
                skipped = renderer.engine.stillSublayersPassed
                #expect(Self.frame(renderer, root, at: time, "sliding at \(time)") == (presented: 1, passed: 40 + 1))
                #expect(renderer.engine.stillSublayersPassed == skipped + 1)
            }
            // A label changed while the page slides: visited and presented, the others passed.
            Scene.change { labels[0].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
            clock.set(to: 3.5)
            skipped = renderer.engine.stillSublayersPassed
            #expect(Self.frame(renderer, root, at: 3.5, "label 0 red") == (presented: 2, passed: 39 + 1))
            #expect(renderer.engine.stillSublayersPassed == skipped)
        }
    }

    @Test func aValueChangedDeepInAStillPageIsPresented() {
        withVirtualClock(at: 0) { clock in
            let (scene, renderer) = Self.slidingStatus(clock)
            _ = Self.frame(renderer, scene.root, at: 1, "sliding")
            Scene.change { scene.labels[17].backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1) }
            // The label presented anew, with the sliding square; the page walked (its values
            // kept) past its 39 other labels, each still.
            #expect(Self.frame(renderer, scene.root, at: 2, "label 17 green") == (presented: 2, passed: 39))
            // Still again from the next frame.
            #expect(Self.frame(renderer, scene.root, at: 3, "sliding on") == (presented: 1, passed: 1))
        }
    }

    @Test func aSublayerAddedToAStillLabelIsPresented() {
        withVirtualClock(at: 0) { clock in
            let (scene, renderer) = Self.slidingStatus(clock)
            _ = Self.frame(renderer, scene.root, at: 1, "sliding")
            let badge = CALayer()
            Scene.change {
                badge.frame = CGRect(x: 2, y: 2, width: 5, height: 5)
                badge.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
                scene.labels[3].addSublayer(badge)
            }
            // The new badge, with the sliding square; the label, committed again for its
            // sublayer list with the same values, is walked, not presented anew.
            #expect(Self.frame(renderer, scene.root, at: 2, "badge added") == (presented: 2, passed: 39))
            Scene.change { badge.removeFromSuperlayer() }
            #expect(Self.frame(renderer, scene.root, at: 3, "badge removed") == (presented: 1, passed: 39))
            #expect(Self.frame(renderer, scene.root, at: 4, "still again") == (presented: 1, passed: 1))
        }
    }

    @Test func anAnimationAddedDeepInAStillPageIsPlayed() {
        withVirtualClock(at: 0) { clock in
            let (scene, renderer) = Self.slidingStatus(clock)
            _ = Self.frame(renderer, scene.root, at: 1, "sliding")
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0.2, 2)
            scene.labels[30].add(fade, forKey: "fade")
            Scene.change {}
            // The fading label is presented every frame it plays, and the page walked to
            // it past the 39 others.
            for time in [1.5, 2, 2.5] {
                clock.set(to: time)
                #expect(Self.frame(renderer, scene.root, at: time, "fading at \(time)") == (presented: 2, passed: 39))
            }
            // Ended at 3: presented at its end values, then taken off the engine's copy
            // (3.5), and committed once more without it by the main actor (4). The page is
            // walked to it in each of those frames and is still again after them.
            for time in [3, 3.5, 4] {
                clock.set(to: time)
                #expect(Self.frame(renderer, scene.root, at: time, "faded at \(time)").passed == 39)
            }
            clock.set(to: 4.5)
            #expect(Self.frame(renderer, scene.root, at: 4.5, "still again") == (presented: 1, passed: 1))
        }
    }

    @Test func aLabelMovedToAnotherPageAndChangedThereIsPresented() {
        withVirtualClock(at: 0) { clock in
            let (scene, renderer) = Self.slidingStatus(clock)
            let other = CALayer()
            Scene.change {
                other.frame = CGRect(x: 0, y: 100, width: 60, height: 40)
                for _ in 0..<3 { other.addSublayer(CALayer()) }
                scene.root.addSublayer(other)
            }
            _ = Self.frame(renderer, scene.root, at: 1, "two pages")
            _ = Self.frame(renderer, scene.root, at: 2, "both still")
            let moved = scene.labels[8]
            Scene.change { other.addSublayer(moved) }
            _ = Self.frame(renderer, scene.root, at: 3, "label 8 moved")
            _ = Self.frame(renderer, scene.root, at: 4, "both still again")
            // Changed in its new page: that page is walked to it past its three others, and
            // the old page passed by whole.
            Scene.change { moved.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
            #expect(Self.frame(renderer, scene.root, at: 5, "moved label blue") == (presented: 2, passed: 3 + 1))
            // A label changed in the old page: walked past its 38 others (the moved label is
            // gone from it), the new page passed by whole.
            Scene.change { scene.labels[9].backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
            #expect(Self.frame(renderer, scene.root, at: 6, "label 9 yellow") == (presented: 2, passed: 38 + 1))
        }
    }
}
