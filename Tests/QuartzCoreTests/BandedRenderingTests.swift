import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// Frames drawn in bands on 2, 3 and 7 threads are byte for byte the frames one
/// thread draws: every transition type (on the screen, and nested in a turned,
/// faded parent, which composes it whole), a navigation-style slide with a shadow
/// and a dimming layer, rounded and masked layers, opacity groups and shadows.
@MainActor @Suite struct BandedRenderingTests {
    static let width = 250, height = 330

    /// A page of `hue`: rounded bordered tiles, a rounded `masksToBounds` clip
    /// holding a sublayer that overflows it, a shadowed card, an opacity group of two
    /// overlapping layers and a turned layer.
    static func page(hue: UInt32) -> CALayer {
        func color(_ rgb: UInt32) -> CGColor { CGColor(Pixel(rawValue: 0xFF00_0000 | rgb)) }
        let page = CALayer()
        page.frame = CGRect(x: 0, y: 0, width: width, height: height)
        page.backgroundColor = color(hue)
        for i in 0..<12 {
            let tile = CALayer()
            tile.frame = CGRect(x: CGFloat(i % 4) * 60 + 7, y: CGFloat(i / 4) * 50 + 9, width: 48, height: 40)
            tile.backgroundColor = color(hue &+ UInt32(i) &* 0x0B_0A09)
            tile.cornerRadius = 9
            tile.borderWidth = 2
            tile.borderColor = color(0xF0F0F0)
            page.addSublayer(tile)
        }
        let clip = CALayer()
        clip.frame = CGRect(x: 20, y: 165, width: 90, height: 70)
        clip.cornerRadius = 17
        clip.masksToBounds = true
        clip.backgroundColor = color(0x305070)
        let overflow = CALayer()
        overflow.frame = CGRect(x: 30, y: -10, width: 90, height: 50)
        overflow.backgroundColor = color(0xE0A020)
        clip.addSublayer(overflow)
        page.addSublayer(clip)
        let card = CALayer()
        card.frame = CGRect(x: 130, y: 170, width: 90, height: 60)
        card.backgroundColor = color(0xFAFAFA)
        card.cornerRadius = 6
        card.shadowOpacity = 0.6
        card.shadowRadius = 7
        card.shadowOffset = CGSize(width: 3, height: 5)
        page.addSublayer(card)
        let group = CALayer()
        group.frame = CGRect(x: 25, y: 255, width: 100, height: 60)
        group.opacity = 0.55
        for (x, rgb) in [(0, 0xC02020), (35, 0x20C040)] as [(CGFloat, UInt32)] {
            let part = CALayer()
            part.frame = CGRect(x: x, y: 5, width: 60, height: 50)
            part.backgroundColor = color(rgb)
            group.addSublayer(part)
        }
        page.addSublayer(group)
        let turned = CALayer()
        turned.frame = CGRect(x: 150, y: 255, width: 70, height: 45)
        turned.backgroundColor = color(0x7030A0)
        turned.cornerRadius = 5
        turned.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        page.addSublayer(turned)
        return page
    }

    /// The scene: a full-screen stage whose page swaps under each transition, and a
    /// small turned, faded stage above it whose page swaps too.
    @MainActor struct Scene {
        let renderer: CARenderer
        let stage = CALayer()
        let inset = CALayer()
        let pages = (BandedRenderingTests.page(hue: 0x203040), BandedRenderingTests.page(hue: 0x604020))
        let small = (CALayer(), CALayer())

        init(threads: Int) {
            renderer = threads == 1
                ? CARenderer(width: BandedRenderingTests.width, height: BandedRenderingTests.height, kernels: .simd)
                : CARenderer(width: BandedRenderingTests.width, height: BandedRenderingTests.height, kernels: .simd,
                             renderThreads: threads)
            renderer.engine.compositor.bandMinimumPixels = 1024
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: BandedRenderingTests.width, height: BandedRenderingTests.height)
            root.backgroundColor = CGColor(Pixel(rawValue: 0xFF80_8080))
            stage.frame = root.frame
            stage.addSublayer(pages.0)
            root.addSublayer(stage)
            inset.frame = CGRect(x: 60, y: 90, width: 120, height: 96)
            inset.opacity = 0.8
            inset.transform = CATransform3DMakeRotation(-0.2, 0, 0, 1)
            for (layer, rgb) in [(small.0, UInt32(0x10A0A0)), (small.1, 0xA0A010)] {
                layer.frame = inset.bounds
                layer.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_0000 | rgb))
                layer.cornerRadius = 11
            }
            inset.addSublayer(small.0)
            root.addSublayer(inset)
            CATransaction.commit()
            renderer.layer = root
        }

        /// Swaps both stages' pages under a one-second transition of `kind` at `time`.
        func swap(under kind: TransitionKind, at time: CFTimeInterval, _ clock: VirtualMediaClock) {
            clock.set(to: time)
            CATransaction.begin()
            for (container, shown, other) in [(stage, pages.0, pages.1), (inset, small.0, small.1)] {
                let transition = CATransition()
                transition.type = kind.type
                transition.subtype = kind.subtype
                transition.duration = 1
                container.removeAllAnimations()
                container.add(transition, forKey: nil)
                let leaving = container.sublayers!.contains { $0 === shown } ? shown : other
                leaving.removeFromSuperlayer()
                container.addSublayer(leaving === shown ? other : shown)
            }
            CATransaction.commit()
        }

        /// A navigation controller's push, as layers: the new page slides in from the
        /// right with a shadow on its left edge while the old one moves a third of the
        /// way left under a dimming layer that darkens.
        func navigationPush(at time: CFTimeInterval, _ clock: VirtualMediaClock) {
            clock.set(to: time)
            let width = CGFloat(BandedRenderingTests.width)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
            stage.removeAllAnimations()
            let (old, new) = stage.sublayers!.contains { $0 === pages.0 } ? (pages.0, pages.1) : (pages.1, pages.0)
            let dim = CALayer()
            dim.frame = stage.bounds
            dim.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_0000))
            dim.opacity = 0
            stage.addSublayer(dim)
            new.removeFromSuperlayer()
            new.position = CGPoint(x: width * 1.5, y: new.position.y)
            new.shadowOpacity = 0.3
            new.shadowRadius = 5
            stage.addSublayer(new)
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            new.position = CGPoint(x: width / 2, y: new.position.y)
            old.position = CGPoint(x: width / 2 - width / 3, y: old.position.y)
            dim.opacity = 0.25
            CATransaction.commit()
        }
    }

    /// Every frame the scene's script draws, as pixel words, and the bands of each.
    static func frames(threads: Int) -> (pixels: [[UInt32]], bands: [Int]) {
        var pixels: [[UInt32]] = [], bands: [Int] = []
        withVirtualClock(at: 0) { clock in
            let scene = Scene(threads: threads)
            @MainActor func frame(_ time: CFTimeInterval) {
                clock.set(to: time)
                scene.renderer.render(atTime: time)
                let bitmap = scene.renderer.bitmap
                pixels.append(Array(UnsafeBufferPointer(start: bitmap.baseAddress, count: bitmap.stride * bitmap.height)))
                bands.append(scene.renderer.engine.compositor.bandsDrawn)
            }
            frame(1)
            var start = 10.0
            for kind in TransitionKind.all + TransitionKind.flipsAndCurls {
                scene.swap(under: kind, at: start, clock)
                for progress in [0.0, 0.13, 0.5, 0.77, 1.01] { frame(start + progress) }
                start += 10
            }
            scene.navigationPush(at: start, clock)
            for progress in [0.0, 0.21, 0.5, 0.9, 1.01] { frame(start + progress) }
        }
        return (pixels, bands)
    }

    @Test(arguments: [2, 3, 7])
    func bandsDrawTheFramesOneThreadDraws(threads: Int) {
        let one = Self.frames(threads: 1)
        let many = Self.frames(threads: threads)
        #expect(one.pixels.count == 1 + 19 * 5 + 5)
        #expect(many.pixels.count == one.pixels.count)
        let differing = zip(one.pixels, many.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing == [], "frames that differ on \(threads) threads")
        #expect(one.bands.allSatisfy { $0 == 0 })
        // The first frame is drawn whole: 330 rows in 21 blocks of 16, each band a share
        // of the blocks left (2 threads: a quarter, 6 4 3 2 2 1 1 1 1; 3: a sixth,
        // 4 3 3 2 2 2 1 1 1 1 1; 7: a fourteenth, 2 2 2 2 and 13 of 1).
        #expect(many.bands[0] == [2: 9, 3: 11, 7: 17][threads])
        #expect(many.bands.filter { $0 > 1 }.count >= 90)
    }

    /// The bands of a rectangle: aligned to 16 rows, each a share of the rows left
    /// (a quarter for two threads), none for less than the minimum damage, and
    /// covering the rectangle's rows exactly, in order.
    @Test func rowBandsCoverTheRowsInAlignedBands() {
        // 905 rows from 32: 57 blocks; at least 3 blocks (32 768 pixels of 1 000 a row).
        let bands = RowBands(covering: Rect(x: 5, y: 37, width: 1000, height: 900), threads: 2)
        #expect(bands.count == 9 && bands.firstRow == 32)
        let sizes = (0..<bands.count).map { bands.rows(of: $0).count }
        #expect(sizes == [240, 176, 128, 96, 80, 48, 48, 48, 41])
        #expect(bands.rows(of: 0) == 32 ..< 272 && bands.rows(of: 8) == 896 ..< 937)
        #expect((1..<bands.count).allSatisfy { bands.rows(of: $0).lowerBound == bands.rows(of: $0 - 1).upperBound })
        #expect(RowBands(covering: Rect(x: 0, y: 0, width: 1000, height: 900), threads: 1).count == 1)
        // 1080×1920 on two threads: 13 bands, the last ones of 32 rows.
        let frame = RowBands(covering: Rect(x: 0, y: 0, width: 1080, height: 1920), threads: 2)
        #expect((0..<frame.count).map { frame.rows(of: $0).count / 16 } == [30, 23, 17, 13, 10, 7, 5, 4, 3, 2, 2, 2, 2])
        let small = RowBands(covering: Rect(x: 0, y: 0, width: 100, height: 600), threads: 4)
        #expect(small.count == 1 && small.rows(of: 0) == 0 ..< 600)
        let thin = RowBands(covering: Rect(x: 0, y: 3, width: 4000, height: 20), threads: 4)
        #expect(thin.count == 2 && thin.rows(of: 0) == 0 ..< 16 && thin.rows(of: 1) == 16 ..< 23)
        #expect(RowBands(covering: .zero, threads: 4).count == 0)
    }

    /// Every piece of a job runs once, on the worker numbers the pool has.
    @Test(arguments: [1, 2, 7])
    func workersRunEveryPieceOnce(threads: Int) {
        let workers = RenderWorkers(threads: threads)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 100)
        let seenWorkers = UnsafeMutableBufferPointer<Int>.allocate(capacity: 100)
        defer { counts.deallocate(); seenWorkers.deallocate() }
        for round in 0..<50 {
            counts.initialize(repeating: 0)
            seenWorkers.initialize(repeating: -1)
            workers.run(round) { piece, worker in
                counts[piece] += 1
                seenWorkers[piece] = worker
            }
            #expect(Array(counts.prefix(round)) == Array(repeating: 1, count: round))
            #expect(counts.dropFirst(round).allSatisfy { $0 == 0 })
            #expect(seenWorkers.prefix(round).allSatisfy { (0..<threads).contains($0) })
        }
        #expect(workers.threadCount == threads)
        #expect(RenderWorkers(threads: 0).threadCount == 1 && RenderWorkers(threads: 500).threadCount == 64)
    }
}
