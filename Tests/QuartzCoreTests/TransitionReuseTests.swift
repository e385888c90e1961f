import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// Issue 19: no frame may cost more because the page under a transition holds more.
/// A transition keeps what its live sublayers drew, so the frame where it ends does
/// not make it all again, and a page's snapshot is reused while the page draws the
/// same picture (the page brought in now leaving, a page brought back unchanged).
@MainActor @Suite struct TransitionReuseTests {
    typealias Scene = LayerTransitionTests.LayerScene

    /// A linear push of `duration` seconds.
    static func push(duration: Double = 1) -> CATransition {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    /// Swaps the container's page for `next` under `transition` at media time `time`.
    static func swap(_ scene: Scene, to next: CALayer, with transition: CATransition, at time: Double,
                     _ clock: VirtualMediaClock) {
        clock.set(to: time)
        CATransaction.begin()
        scene.container.add(transition, forKey: nil)
        scene.container.sublayers?.first?.removeFromSuperlayer()
        scene.container.addSublayer(next)
        CATransaction.commit()
    }

    @Test func theIncomingPagesCachesLastThroughTheTransition() {
        withVirtualClock(at: 0) { clock in
            let scene = Scene()
            scene.renderer.render(atTime: 99)
            // The container, the page and its marker.
            #expect(scene.renderer.tableCounts.contentsCaches == 3)
            Self.swap(scene, to: scene.bluePage, with: Self.push(), at: 100, clock)
            scene.renderer.render(atTime: 100)
            scene.renderer.render(atTime: 100.5)
            // The container, drawn as the transition, keeps the blue page's and its marker's.
            #expect(scene.renderer.tableCounts.contentsCaches == 3)
        }
    }

    /// The before picture is drawn from the last frame's own copy of the subtree when
    /// no commit came in since that frame (nothing presented anew), else presented anew.
    @Test func theBeforePictureIsTheLastFramesTree() {
        withVirtualClock(at: 0) { clock in
            let scene = Scene()
            scene.renderer.render(atTime: 99)
            let shown = (0..<scene.renderer.bitmap.height).flatMap { y in
                (0..<scene.renderer.bitmap.width).map { scene.renderer.bitmap[$0, y] }
            }
            Self.swap(scene, to: scene.bluePage, with: Self.push(), at: 100, clock)
            scene.renderer.render(atTime: 100)
            #expect(scene.renderer.engine.beforeSnapshotsFromFrame == 1)
            // At progress 0 the push shows its before picture where the page was.
            let first = (0..<scene.renderer.bitmap.height).flatMap { y in
                (0..<scene.renderer.bitmap.width).map { scene.renderer.bitmap[$0, y] }
            }
            #expect(first == shown)
            scene.renderer.render(atTime: 102)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.bluePage.sublayers?.first?.backgroundColor = CGColor(Pixel.black)
            CATransaction.commit()
            CATransaction.flush()
            Self.swap(scene, to: scene.redPage, with: Self.push(), at: 103, clock)
            scene.renderer.render(atTime: 103)
            #expect(scene.renderer.engine.beforeSnapshotsFromFrame == 1)
            // The before picture shows the change committed after the last frame.
            #expect(scene.renderer.bitmap[38, 6] == Pixel.black)
        }
    }

    @Test func anUnchangedPagesSnapshotIsTakenOnce() {
        withVirtualClock(at: 0) { clock in
            let scene = Scene()
            scene.renderer.render(atTime: 99)
            Self.swap(scene, to: scene.bluePage, with: Self.push(), at: 100, clock)
            scene.renderer.render(atTime: 100)
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 2)
            scene.renderer.render(atTime: 102)
            // Back to the red page: both pages are as they were snapshotted.
            Self.swap(scene, to: scene.redPage, with: Self.push(), at: 103, clock)
            scene.renderer.render(atTime: 103.25)
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 2)
            let reused = Bitmap(width: LayerTransitionTests.Scene.width, height: LayerTransitionTests.Scene.height)
            _ = reused.withView { target in scene.renderer.bitmap.withView { Kernels.scalar.copy($0, to: target, x: 0, y: 0) } }
            scene.renderer.render(atTime: 105)
            // The red page changes: its snapshot is drawn again, the blue one's is not.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.redPage.sublayers?.first?.backgroundColor = CGColor(Pixel.black)
            CATransaction.commit()
            scene.renderer.render(atTime: 106)
            Self.swap(scene, to: scene.bluePage, with: Self.push(), at: 107, clock)
            scene.renderer.render(atTime: 107)
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 3)

            // The reused snapshots draw what a renderer without them draws.
            let fresh = Scene()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            fresh.container.sublayers?.first?.removeFromSuperlayer()
            fresh.container.addSublayer(fresh.bluePage)
            CATransaction.commit()
            fresh.renderer.render(atTime: 108)
            Self.swap(fresh, to: fresh.redPage, with: Self.push(), at: 109, clock)
            fresh.renderer.render(atTime: 109.25)
            #expect(fresh.renderer.engine.compositor.snapshotsDrawn == 2)
            #expect(Self.pixels(of: fresh.renderer.bitmap) == Self.pixels(of: reused))
        }
    }

    /// Small snapshots taken between two page transitions (a navigation bar's titles
    /// cross-fading) do not push the pages' snapshots out: the transition back to an
    /// unchanged page draws no snapshot.
    @Test func smallSnapshotsBetweenKeepThePagesSnapshots() {
        withVirtualClock(at: 0) { clock in
            let scene = Scene()
            let root = CALayer(), badge = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = scene.container.frame
            badge.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            badge.backgroundColor = CGColor(Pixel.black)
            root.addSublayer(scene.container)
            root.addSublayer(badge)
            CATransaction.commit()
            scene.renderer.layer = root
            scene.renderer.render(atTime: 99)
            Self.swap(scene, to: scene.bluePage, with: Self.push(), at: 100, clock)
            scene.renderer.render(atTime: 100)
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 2)
            scene.renderer.render(atTime: 102)
            for (index, colour) in [Pixel.white, Pixel.black, LayerTransitionTests.Scene.yellow].enumerated() {
                let time = 103 + Double(index)
                clock.set(to: time)
                CATransaction.begin()
                let fade = CATransition()
                fade.type = .fade
                fade.duration = 0.25
                badge.add(fade, forKey: nil)
                badge.backgroundColor = CGColor(colour)
                CATransaction.commit()
                scene.renderer.render(atTime: time)
                scene.renderer.render(atTime: time + 0.5)
            }
            // The badge's black, white and yellow pictures.
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 5)
            Self.swap(scene, to: scene.redPage, with: Self.push(), at: 107, clock)
            scene.renderer.render(atTime: 107.25)
            #expect(scene.renderer.engine.compositor.snapshotsDrawn == 5)
        }
    }

    static func pixels(of bitmap: Bitmap) -> [UInt32] {
        bitmap.withView { view in (0..<view.height).flatMap { y in (0..<view.width).map { view[$0, y].rawValue } } }
    }
}
