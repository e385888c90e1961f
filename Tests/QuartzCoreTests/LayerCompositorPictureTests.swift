import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// Rasterized layers and snapshots: pictures of a subtree in its own layer space.
@Suite struct LayerCompositorPictureTests {
    private func card(x: CGFloat, inner: Pixel) -> RenderLayer {
        Fixture.root([Fixture.layer(2, x: x, y: 20, width: 30, height: 30, color: Fixture.green, sublayers: [
            Fixture.layer(3, x: 5, y: 5, width: 10, height: 10, color: inner),
        ]) { $0.shouldRasterize = true }])
    }

    @Test func aRasterizedLayerIsDrawnOnceAndMovedAsAPicture() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 100, height: 100)
        _ = compositor.render(card(x: 20, inner: Fixture.red), into: target.view, scale: 1)
        #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (0, 1))
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(unrasterized(card(x: 20, inner: Fixture.red)))))

        let region = compositor.render(card(x: 30, inner: Fixture.red), into: target.view, scale: 1)
        #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (1, 1))
        #expect(region.area == 40 * 30)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(unrasterized(card(x: 30, inner: Fixture.red)))))

        // A snapshot of the layer leaves its cached picture alone.
        _ = compositor.snapshot(card(x: 30, inner: Fixture.red).sublayers[0], scale: 1)
        _ = compositor.render(card(x: 40, inner: Fixture.red), into: target.view, scale: 1)
        #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (2, 1))

        _ = compositor.render(card(x: 30, inner: Fixture.blue), into: target.view, scale: 1)
        #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (2, 2))
        #expect(target[40, 30] == Fixture.blue)
    }

    private func unrasterized(_ root: RenderLayer) -> RenderLayer {
        var root = root
        root.sublayers[0].properties.shouldRasterize = false
        return root
    }

    @Test func aSnapshotIsTheLayerInItsOwnSpaceAtTheScale() {
        // Position, transform, opacity and the hidden flag do not show in a snapshot.
        let layer = Fixture.layer(2, x: 50, y: 50, width: 10, height: 6, color: Fixture.green, sublayers: [
            Fixture.layer(3, x: 2, y: 1, width: 4, height: 4, color: Fixture.red),
        ]) {
            $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            $0.opacity = 0.5
            $0.isHidden = true
        }
        let snapshot = LayerCompositor().snapshot(layer, scale: 2)
        #expect((snapshot.width, snapshot.height) == (20, 12))
        #expect(Fixture.isFilled(snapshot, Rect(x: 4, y: 2, width: 8, height: 8), with: Fixture.red, elsewhere: Fixture.green))
    }

    @Test func aSnapshotRoundsFractionalBoundsUpAndLeavesTheRestClear() {
        let layer = Fixture.layer(2, x: 0, y: 0, width: 2.5, height: 1, sublayers: [
            Fixture.layer(3, x: 0, y: 0, width: 1, height: 1, color: Fixture.red),
        ])
        let snapshot = LayerCompositor().snapshot(layer, scale: 1)
        #expect((snapshot.width, snapshot.height) == (3, 1))
        #expect([snapshot[0, 0], snapshot[1, 0], snapshot[2, 0]] == [Fixture.red, .clear, .clear])
    }

    @Test func aTransitionReplacesTheLayersContentAndSublayers() {
        // Snapshots of different sizes are refused (nothing is composed), and the
        // background, border and sublayers the frame stands in for are not drawn: nothing shows.
        var layer = Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.green, sublayers: [
            Fixture.layer(3, x: 0, y: 0, width: 5, height: 5, color: Fixture.red),
        ]) { $0.borderWidth = 1 }
        layer.transition = TransitionFrame(snapshotID: 1, before: CGImage(bitmap: Bitmap(width: 20, height: 20)),
                                           after: CGImage(bitmap: Bitmap(width: 10, height: 20)),
                                           type: .fade, subtype: nil, progress: 0.5)
        let target = Fixture.render(Fixture.root([layer]))
        #expect(Fixture.count(.black, in: target) == 100 * 100)
    }
}
