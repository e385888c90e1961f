import CoreGraphics
import QuartzCore
import Raster
import Testing
@_spi(KioskRuntime) import UIKit

@MainActor @Suite struct SnapshotTests {
    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF
    static let green: UInt32 = 0xFF00_FF00, yellow: UInt32 = 0xFFFF_FF00, gray: UInt32 = 0xFF80_8080

    /// 40 × 30 points: white, with a red left half and a blue 20 × 20 square at the bottom right.
    @MainActor struct Scene {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        let blue = UIView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))

        init() {
            view.backgroundColor = .white
            red.backgroundColor = .red
            blue.backgroundColor = .blue
            view.addSubview(red)
            view.addSubview(blue)
        }

        /// The colour at point (`x`, `y`) of the view.
        static func colour(x: CGFloat, y: CGFloat) -> UInt32 {
            x < 20 ? SnapshotTests.red : y >= 10 ? SnapshotTests.blue : SnapshotTests.white
        }
    }

    /// A window on a screen of `scale` pixels per point, with `view` in it.
    func window(scale: CGFloat, holding view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.addSubview(view)
        return window
    }

    /// `layer`'s tree drawn by an offscreen renderer at `scale` over gray.
    func render(_ layer: CALayer, width: Int, height: Int, scale: CGFloat) -> Bitmap {
        let renderer = CARenderer(width: width, height: height, scale: scale, background: Pixel(rawValue: Self.gray))
        renderer.layer = layer
        renderer.render(atTime: 0)
        return renderer.bitmap
    }

    /// The pixels of `bitmap` that differ from `expected(x, y)`, as (x, y) pairs (the first ten).
    func mismatches(_ bitmap: Bitmap, _ expected: (Int, Int) -> UInt32) -> [[Int]] {
        var wrong: [[Int]] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].rawValue != expected(x, y) && wrong.count < 10 { wrong.append([x, y]) }
        }
        return wrong
    }

    @Test func aSnapshotViewShowsTheCapturedPixelsWhereverItIsPlaced() throws {
        let scene = Scene()
        let window = window(scale: 2, holding: scene.view)
        let snapshot = try #require(scene.view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(snapshot.layer.contentsScale == 2 && snapshot.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.width == 80 && image.height == 60)
        #expect(mismatches(image.bitmap) { x, y in Scene.colour(x: CGFloat(x) / 2, y: CGFloat(y) / 2) }.isEmpty)

        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        snapshot.frame.origin = CGPoint(x: 50, y: 40)
        stage.addSubview(snapshot)
        let picture = render(stage.layer, width: 200, height: 160, scale: 2)
        #expect(mismatches(picture) { x, y in
            let (px, py) = (CGFloat(x) / 2 - 50, CGFloat(y) / 2 - 40)
            return px >= 0 && px < 40 && py >= 0 && py < 30 ? Scene.colour(x: px, y: py) : Self.gray
        }.isEmpty)
        _ = window
    }

    @Test func aSnapshotTakenBeforeAChangeKeepsTheOldPixels() throws {
        let scene = Scene()
        let window = window(scale: 1, holding: scene.view)
        let snapshot = try #require(scene.view.snapshotView(afterScreenUpdates: false))
        scene.red.backgroundColor = .green
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.bitmap[0, 0].rawValue == Self.red)
        #expect(render(snapshot.layer, width: 40, height: 30, scale: 1)[5, 5].rawValue == Self.red)
        let later = try #require(scene.view.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        #expect(later.bitmap[0, 0].rawValue == Self.green && later.bitmap[39, 29].rawValue == Self.blue)
        _ = window
    }

    @Test func afterScreenUpdatesLaysOutFirst() throws {
        final class Shelf: UIView {
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var itemX: CGFloat = 0
            override func layoutSubviews() { item.frame.origin.x = itemX }
        }
        let shelf = Shelf(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        shelf.backgroundColor = .white
        shelf.item.backgroundColor = .red
        shelf.addSubview(shelf.item)
        let window = window(scale: 1, holding: shelf)
        shelf.itemX = 10
        shelf.setNeedsLayout()
        let before = try #require(shelf.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        #expect(before.bitmap[0, 0].rawValue == Self.red && before.bitmap[10, 0].rawValue == Self.white)
        let after = try #require(shelf.snapshotView(afterScreenUpdates: true)?.layer.contents as? CGImage)
        #expect(after.bitmap[0, 0].rawValue == Self.white && after.bitmap[10, 0].rawValue == Self.red)
        #expect(shelf.item.frame.origin.x == 10)
        _ = window
    }

    @Test func aResizableSnapshotKeepsItsCapsAndStretchesItsMiddle() throws {
        // 40 × 10 points of stripes: red 0–5, yellow 5–20, green 20–35, blue 35–40.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        for (x, width, colour) in [(0, 5, UIColor.red), (5, 15, .yellow), (20, 15, .green), (35, 5, .blue)] {
            let stripe = UIView(frame: CGRect(x: x, y: 0, width: width, height: 10))
            stripe.backgroundColor = colour
            view.addSubview(stripe)
        }
        let window = window(scale: 2, holding: view)
        let caps = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let snapshot = try #require(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: caps))
        #expect(snapshot.layer.contentsCenter == CGRect(x: 0.125, y: 0, width: 0.75, height: 1))
        snapshot.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
        let p = render(snapshot.layer, width: 160, height: 20, scale: 2)
        for y in [0, 19] {
            // The caps keep their 10 pixels; the middle's 60 pixels stretch to 140.
            #expect((0..<10).allSatisfy { p[$0, y].rawValue == Self.red })
            #expect((150..<160).allSatisfy { p[$0, y].rawValue == Self.blue })
            #expect((10...78).allSatisfy { p[$0, y].rawValue == Self.yellow })
            #expect((81..<150).allSatisfy { p[$0, y].rawValue == Self.green })
            #expect(p[79, y].rawValue != Self.yellow && p[79, y].rawValue != Self.green)
        }
        _ = window
    }

    @Test func resizableSnapshotHalvesReassembleTheViewAndSplitOpen() throws {
        // Seed 03's split-open push: the top and bottom halves as snapshots, moved apart.
        let scene = Scene()
        let window = window(scale: 2, holding: scene.view)
        let size = scene.view.bounds.size
        let topFrame = CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)
        let bottomFrame = CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
        let top = try #require(scene.view.resizableSnapshotView(from: topFrame, afterScreenUpdates: false, withCapInsets: .zero))
        let bottom = try #require(scene.view.resizableSnapshotView(from: bottomFrame, afterScreenUpdates: false,
                                                                   withCapInsets: .zero))
        top.frame = topFrame
        bottom.frame = bottomFrame
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        container.addSubview(top)
        container.addSubview(bottom)
        let original = render(scene.view.layer, width: 80, height: 60, scale: 2)
        let reassembled = render(container.layer, width: 80, height: 60, scale: 2)
        #expect(mismatches(reassembled) { x, y in original[x, y].rawValue }.isEmpty)

        // Half way: each half has moved a quarter of the height away from the middle.
        top.frame.origin.y -= topFrame.height / 2
        bottom.frame.origin.y += bottomFrame.height / 2
        let halfWay = render(container.layer, width: 80, height: 60, scale: 2)
        #expect(mismatches(halfWay) { x, y in
            let px = CGFloat(x) / 2, py = CGFloat(y) / 2
            if py < 7.5 { return Scene.colour(x: px, y: py + 7.5) }
            if py >= 22.5 { return Scene.colour(x: px, y: py - 7.5) }
            return Self.gray
        }.isEmpty)
        _ = window
    }

    @Test func drawHierarchyDrawsIntoTheCurrentContextScaledToTheRectangle() throws {
        let scene = Scene()
        let window = window(scale: 1, holding: scene.view)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var results: [Bool] = []

        // At the rectangle's own size in a 2× renderer: two pixels per point.
        let double = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { _ in
            results.append(scene.view.drawHierarchy(in: scene.view.bounds, afterScreenUpdates: false))
        }
        let doublePixels = try #require(double.cgImage)
        #expect(double.scale == 2 && doublePixels.width == 80 && doublePixels.height == 60)
        #expect(mismatches(doublePixels.bitmap) { x, y in Scene.colour(x: CGFloat(x) / 2, y: CGFloat(y) / 2) }.isEmpty)

        // Into half the size: one pixel per point of the view.
        let half = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 15), format: format).image { _ in
            results.append(scene.view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 15), afterScreenUpdates: false))
        }
        let halfPixels = try #require(half.cgImage)
        #expect(halfPixels.width == 40 && halfPixels.height == 30)
        #expect(mismatches(halfPixels.bitmap) { x, y in Scene.colour(x: CGFloat(x), y: CGFloat(y)) }.isEmpty)

        // Stretched twice as wide, at an offset, at 1×.
        format.scale = 1
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 30), format: format).image { _ in
            results.append(scene.view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 80, height: 30), afterScreenUpdates: false))
        }
        #expect(mismatches(try #require(wide.cgImage).bitmap) { x, y in
            x < 10 ? 0 : Scene.colour(x: CGFloat(x - 10) / 2, y: CGFloat(y))
        }.isEmpty)
        #expect(results == [true, true, true])
        _ = window
    }

    @Test func drawHierarchyWithoutACurrentContextDrawsNothing() {
        let scene = Scene()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(scene.view.drawHierarchy(in: scene.view.bounds, afterScreenUpdates: true) == false)
        var drewEmptyView = true
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
            drewEmptyView = UIView().drawHierarchy(in: CGRect(x: 0, y: 0, width: 1, height: 1), afterScreenUpdates: false)
        }
        #expect(drewEmptyView == false)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func emptyAreasGiveNoSnapshot() {
        let scene = Scene()
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
        #expect(scene.view.resizableSnapshotView(from: CGRect(x: 5, y: 5, width: 0, height: 10), afterScreenUpdates: false,
                                                 withCapInsets: .zero) == nil)
    }
}
