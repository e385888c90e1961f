import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// The flip and the curls played by the render engine on a layer tree, and
/// transitions that draw their new content live.
@MainActor @Suite struct FlipAndCurlLayerTests {
    typealias Scene = TransitionScene
    static let green = Pixel(rawValue: 0xFF30_A040)

    /// A green root (the transitioning container's superlayer) holding the container.
    @MainActor struct GreenRootScene {
        let scene = LayerTransitionTests.LayerScene()
        let root = CALayer()

        init() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = scene.container.frame
            root.backgroundColor = CGColor(FlipAndCurlLayerTests.green)
            root.addSublayer(scene.container)
            CATransaction.commit()
            scene.renderer.layer = root
        }
    }

    static func transition(_ kind: TransitionKind) -> CATransition {
        let transition = CATransition()
        transition.type = kind.type
        transition.subtype = kind.subtype
        transition.duration = 1
        return transition
    }

    /// The renderer draws the composed frame over what lies beneath (here its black
    /// background): the golden frame composited over black, pixel for pixel.
    @Test(arguments: TransitionKind.flipsAndCurls, [0.25, 0.5, 0.75])
    func framesAreTheComposedPictureOverWhatLiesBeneath(kind: TransitionKind, progress: Double) {
        withVirtualClock(at: 0) { clock in
            let scene = LayerTransitionTests.LayerScene()
            scene.swapPages(with: Self.transition(kind), clock)
            scene.renderer.render(atTime: 100 + progress)
            let expected = Bitmap(width: Scene.width, height: Scene.height, fill: .black)
            let composed = Scene.render(kind.type, kind.subtype, at: progress)
            composed.withView { frame in expected.withView { _ = Kernels.scalar.composite(frame, onto: $0, x: 0, y: 0) } }
            #expect(firstDifference(scene.renderer.bitmap, expected) == nil)
        }
    }

    /// Edge-on at half way, the card hides nothing: the superlayer shows everywhere.
    @Test func theSuperlayerShowsWhereTheCardIsNot() {
        withVirtualClock(at: 0) { clock in
            let green = GreenRootScene()
            green.scene.swapPages(with: Self.transition(TransitionKind(type: .flip, subtype: .fromBottom)), clock)
            green.scene.renderer.render(atTime: 100.5)
            #expect(firstDifference(green.scene.renderer.bitmap, Scene.picture(Self.green, [])) == nil)
            green.scene.renderer.render(atTime: 100.25)
            #expect(green.scene.renderer.bitmap[24, 1] == Self.green && green.scene.renderer.bitmap[24, 16] == Scene.red)
        }
    }

    @Test func rendersLiveContentIsCopiedAndOffByDefault() {
        let transition = CATransition()
        #expect(!transition.rendersLiveContent)
        transition.rendersLiveContent = true
        #expect((transition.copy() as! CATransition).rendersLiveContent)
    }

    /// Half way through a push from the right, x = 30 shows the new page's x = 6.
    /// The new page turns green after the transition began: a live transition shows
    /// it in the next frame, a cached one keeps its snapshot (blue) to the end.
    @Test(arguments: [true, false])
    func liveContentShowsChangesMadeWhileTheTransitionPlays(live: Bool) {
        withVirtualClock(at: 0) { clock in
            let scene = LayerTransitionTests.LayerScene()
            let transition = Self.transition(TransitionKind(type: .push, subtype: .fromRight))
            transition.rendersLiveContent = live
            scene.swapPages(with: transition, clock)
            scene.renderer.render(atTime: 100.25)
            #expect(scene.renderer.bitmap[30, 20] == Scene.red)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.bluePage.backgroundColor = CGColor(Self.green)
            CATransaction.commit()
            scene.renderer.render(atTime: 100.5)
            #expect(scene.renderer.bitmap[30, 20] == (live ? Self.green : Scene.blue))
            #expect(scene.renderer.bitmap[10, 20] == Scene.red)
            scene.renderer.render(atTime: 101)
            #expect(scene.renderer.bitmap[30, 20] == Self.green)
        }
    }
}
