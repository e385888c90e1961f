import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A scroll by whole pixels moves the pixels already drawn and draws only the
/// revealed strip (issue 16 item 6): every frame byte for byte the frame a fresh
/// compositor draws, with exactly the strip's pixels drawn; an overlay that does not
/// scroll is drawn at both its places; a blur or a fractional scroll draws as before.
@Suite struct ScrollMoveTests {
    static let width = 140, height = 220
    /// The scroll view's frame: the clip whose content scrolls.
    static let clip = Rect(x: 10, y: 20, width: 110, height: 170)

    /// Premultiplied pixels with alpha of every value: text-like antialiased contents.
    static let text = Fixture.image(width: 60, height: 14) { x, y in
        let alpha = UInt8((x * 37 + y * 11) % 256)
        return Pixel(red: alpha / 2, green: alpha / 3, blue: alpha, alpha: alpha)
    }

    /// A window (opaque background) holding a clipped scroll view (its own background)
    /// whose content, scrolled to `offset`, is rows: solid ones, text-like contents,
    /// rounded ones, a translucent one, an opacity group, a rounded clip; and, when
    /// asked, an overlay above the scroll view and a blurring backdrop.
    static func scene(offset: CGPoint, overlay: Bool = false, backdrop: Bool = false) -> RenderLayer {
        func color(_ rgb: UInt32) -> Pixel { Pixel(rawValue: 0xFF00_0000 | rgb) }
        var rows: [RenderLayer] = []
        for i in 0..<24 {
            let id = UInt64(100 + 10 * i), y = CGFloat(i) * 31
            let rowColor = color(0x203040 &+ UInt32(i) &* 0x0B_0907)
            switch i % 6 {
            case 0:
                rows.append(Fixture.layer(id, x: 0, y: y, width: 160, height: 30, color: rowColor))
            case 1:
                rows.append(Fixture.layer(id, x: 4, y: y, width: 100, height: 30, color: rowColor, sublayers: [
                    Fixture.layer(id + 1, x: 6, y: 8, width: 60, height: 14) { $0.contents = text },
                ]))
            case 2:
                rows.append(Fixture.layer(id, x: 8, y: y + 2, width: 90, height: 26, color: rowColor) { $0.cornerRadius = 9 })
            case 3:
                rows.append(Fixture.layer(id, x: 0, y: y, width: 110, height: 30, color: rowColor) { $0.opacity = 0.5 })
            case 4:
                rows.append(Fixture.layer(id, x: 10, y: y, width: 90, height: 30, sublayers: [
                    Fixture.layer(id + 1, x: 0, y: 0, width: 50, height: 30, color: color(0xC02020)),
                    Fixture.layer(id + 2, x: 30, y: 5, width: 50, height: 20, color: color(0x20C040)),
                ]) { $0.opacity = 0.6 })
            default:
                rows.append(Fixture.layer(id, x: 5, y: y, width: 100, height: 30, color: rowColor, sublayers: [
                    Fixture.layer(id + 1, x: 40, y: -6, width: 80, height: 20, color: color(0xE0A020)),
                ]) { $0.cornerRadius = 10; $0.masksToBounds = true })
            }
        }
        let scroll = Fixture.layer(2, x: CGFloat(clip.x), y: CGFloat(clip.y), width: CGFloat(clip.width),
                                   height: CGFloat(clip.height), color: color(0xF4F4F0), sublayers: rows) {
            $0.masksToBounds = true
            $0.bounds.origin = offset
        }
        var top = [scroll]
        if overlay { top.append(Fixture.layer(3, x: 90, y: 60, width: 20, height: 50, color: color(0x101010))) }
        if backdrop {
            top.append(Fixture.layer(4, x: 30, y: 150, width: 60, height: 30) { $0.backdrop = BackdropProperties(blurRadius: 4) })
        }
        return Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: color(0xFFFFFF), sublayers: top)
    }

    /// A compositor (with `threads` workers, bands of any size) that drew `from`, then `to`;
    /// `to` drawn from scratch by a fresh compositor.
    static func scroll(from: RenderLayer, to: RenderLayer, threads: Int = 1, scale: CGFloat = 1, kernels: Kernels = .simd)
        -> (compositor: LayerCompositor, moved: Bitmap, fresh: Bitmap) {
        let compositor = LayerCompositor(kernels: kernels)
        if threads > 1 {
            compositor.workers = RenderWorkers(threads: threads)
            compositor.bandMinimumPixels = 1
        }
        let w = Int(CGFloat(width) * scale), h = Int(CGFloat(height) * scale)
        let target = Bitmap(width: w, height: h)
        _ = compositor.render(from, into: target.view, scale: scale)
        _ = compositor.render(to, into: target.view, scale: scale)
        return (compositor, target, Fixture.render(to, width: w, height: h, scale: scale, kernels: kernels))
    }

    /// The pixels of `clip` not kept by a move of (dx, dy): the revealed strip.
    static func strip(dx: Int, dy: Int) -> Int {
        clip.area - max(0, clip.width - abs(dx)) * max(0, clip.height - abs(dy))
    }

    static let moves: [(Int, Int)] = [(0, 1), (0, -1), (0, 7), (0, -7), (0, 120), (0, -120), (5, 0), (-7, 0), (3, -4), (-6, 9)]

    @Test(arguments: moves)
    func aScrollMovesThePixelsAndDrawsOnlyTheStrip(dx: Int, dy: Int) {
        let start = CGPoint(x: 12, y: 200)
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: start),
                                                    to: Self.scene(offset: CGPoint(x: start.x + CGFloat(dx), y: start.y + CGFloat(dy))))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsWritten == Self.strip(dx: dx, dy: dy))
        #expect(compositor.pixelsMoved == Self.clip.area - Self.strip(dx: dx, dy: dy))
    }

    /// Moves drawn in bands on several threads are the frames one thread draws.
    @Test(arguments: [2, 3])
    func bandsOnWorkersDrawTheSameFrame(threads: Int) {
        for (dx, dy) in [(0, 7), (0, -120), (-6, 9)] {
            let to = Self.scene(offset: CGPoint(x: 12 + dx, y: 200 + dy))
            let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 12, y: 200)), to: to, threads: threads)
            #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
            #expect(compositor.pixelsWritten == Self.strip(dx: dx, dy: dy))
        }
    }

    /// The scalar kernels (a pixel at a time, the copy walking backwards where it must) move alike.
    @Test(arguments: [(0, 7), (0, -7), (5, 0), (-6, 9)])
    func theScalarKernelsMoveAlike(dx: Int, dy: Int) {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 12, y: 200)),
                                                    to: Self.scene(offset: CGPoint(x: 12 + dx, y: 200 + dy)), kernels: .scalar)
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsWritten == Self.strip(dx: dx, dy: dy))
    }

    /// Scale 2: a point is two pixels, and a whole-point scroll a whole-pixel move.
    @Test func aScrollAtScaleTwoMovesTwoPixelsAPoint() {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 0, y: 40)),
                                                    to: Self.scene(offset: CGPoint(x: 0, y: 43)), scale: 2)
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsWritten == 2 * Self.clip.width * 2 * 3)
        #expect(compositor.pixelsMoved == 4 * Self.clip.area - 2 * Self.clip.width * 2 * 3)
    }

    /// An overlay that does not scroll is drawn where the moved pixels put it and where it is.
    @Test(arguments: [(0, 7), (0, -3), (4, 5)])
    func anOverlayIsRedrawnAtBothPlaces(dx: Int, dy: Int) {
        let start = CGPoint(x: 12, y: 200)
        let (compositor, moved, fresh) = Self.scroll(
            from: Self.scene(offset: start, overlay: true),
            to: Self.scene(offset: CGPoint(x: start.x + CGFloat(dx), y: start.y + CGFloat(dy)), overlay: true))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        let kept = Self.clip.intersection(Self.clip.offsetBy(dx: dx, dy: dy))
        let overlay = Rect(x: 90, y: 60, width: 20, height: 50)
        var expected = Region()
        for piece in Self.clip.subtracting(kept) { expected.formUnion(piece) }
        expected.formUnion(overlay.intersection(kept))
        expected.formUnion(overlay.offsetBy(dx: dx, dy: dy).intersection(kept))
        #expect(compositor.pixelsWritten == expected.area)
        #expect(compositor.pixelsMoved == kept.area)
    }

    /// A backdrop blurs the frame's own pixels: its frames are drawn as before, not moved.
    @Test func aBackdropDrawsWithoutMoving() {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 0, y: 100), backdrop: true),
                                                    to: Self.scene(offset: CGPoint(x: 0, y: 107), backdrop: true))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsMoved == 0)
        #expect(compositor.pixelsWritten > Self.strip(dx: 0, dy: 7))
    }

    /// A scroll by part of a pixel cannot move pixels: the frame is drawn as before.
    @Test func aFractionalScrollDrawsWithoutMoving() {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 0, y: 100)),
                                                    to: Self.scene(offset: CGPoint(x: 0, y: 107.5)))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsMoved == 0)
        #expect(compositor.pixelsWritten > Self.strip(dx: 0, dy: 8))
    }

    /// A scroll that keeps one row of the clip would draw more than the rows that
    /// changed (the gaps between rows need no drawing): the changes are drawn instead.
    @Test(arguments: [169, -169])
    func aMoveDrawingMoreThanTheChangesIsNotMade(dy: Int) {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 0, y: 200)),
                                                    to: Self.scene(offset: CGPoint(x: 0, y: 200 + dy)))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsMoved == 0)
        #expect(compositor.pixelsWritten < Self.strip(dx: 0, dy: dy))
    }

    /// A scroll farther than the clip keeps no pixel: nothing is moved, the changes are drawn.
    @Test func aScrollFartherThanTheClipDrawsItWhole() {
        let (compositor, moved, fresh) = Self.scroll(from: Self.scene(offset: CGPoint(x: 0, y: 20)),
                                                    to: Self.scene(offset: CGPoint(x: 0, y: 20 + 171)))
        #expect(Fixture.pixels(moved) == Fixture.pixels(fresh))
        #expect(compositor.pixelsMoved == 0)
        #expect(compositor.pixelsWritten > 0)
    }

    /// The region returned holds the moved pixels too (the display must show them).
    @Test func theRegionWrittenHoldsTheMovedPixels() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        _ = compositor.render(Self.scene(offset: CGPoint(x: 0, y: 50)), into: target.view, scale: 1)
        let region = compositor.render(Self.scene(offset: CGPoint(x: 0, y: 60)), into: target.view, scale: 1)
        #expect(region.area == Self.clip.area)
        #expect(region.bounds == Self.clip)
        #expect(compositor.pixelsWritten == 10 * Self.clip.width && compositor.pixelsMoved == 160 * Self.clip.width)
    }
}
