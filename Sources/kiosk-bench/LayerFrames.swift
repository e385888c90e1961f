import CoreGraphics
import Glibc
import QuartzCore
import Raster

/// Whole frames through the render engine (`CARenderer`), against memcpy of one
/// frame: what a page of many layers costs when nothing changed, when one small
/// layer changed, and during push, flip and curl transitions (two cached snapshots
/// composited; the flip through the projective warp, the curl through the curl kernel).
@MainActor enum LayerFrames {
    struct Row {
        let name: String
        let ms: Double
        let memcpyMs: Double
        let pixelsWritten: Int
    }

    /// A full-screen page of `tiles` coloured rounded tiles with borders.
    static func page(width: Int, height: Int, hue: UInt32, tiles: Int) -> CALayer {
        let page = CALayer()
        page.frame = CGRect(x: 0, y: 0, width: width, height: height)
        page.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_0000 | hue))
        let columns = 6, size = CGFloat(width) / CGFloat(columns)
        for i in 0..<tiles {
            let tile = CALayer()
            tile.frame = CGRect(x: CGFloat(i % columns) * size + 4, y: CGFloat(i / columns) * size + 4,
                                width: size - 8, height: size - 8)
            tile.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_0000 | (hue &+ UInt32(i) &* 0x0A0B0C)))
            tile.cornerRadius = 12
            tile.borderWidth = 2
            page.addSublayer(tile)
        }
        return page
    }

    static func run(width: Int, height: Int, iterations: Int, kernels: Kernels) -> [Row] {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.install(clock)
        let renderer = CARenderer(width: width, height: height, kernels: kernels)
        let root = CALayer()
        let first = page(width: width, height: height, hue: 0x20_3040, tiles: 60)
        let second = page(width: width, height: height, hue: 0x40_3020, tiles: 60)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = first.frame
        root.addSublayer(first)
        CATransaction.commit()
        renderer.layer = root
        var t = 1.0
        renderer.render(atTime: t) // builds the caches

        let frameBytes = width * height * 4
        let from = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        let to = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        defer { from.deallocate(); to.deallocate() }
        memset(from, 0x5A, frameBytes)
        memset(to, 0, frameBytes)
        let memcpyMs = median((0..<iterations).map { _ in timed { _ = memcpy(to, from, frameBytes) } })

        func measure(_ name: String, _ step: () -> Void) -> Row {
            var times: [Double] = [], written = 0
            for _ in 0..<iterations {
                t += 1.0 / 60
                clock.set(to: t)
                times.append(timed(step))
                written = renderer.pixelsWritten
            }
            return Row(name: name, ms: median(times), memcpyMs: memcpyMs, pixelsWritten: written)
        }

        let idle = measure("idle frame") { renderer.render(atTime: t) }
        let tile = first.sublayers![7]
        var toggle = false
        let small = measure("one tile recoloured") {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            toggle.toggle()
            tile.backgroundColor = toggle ? CGColor.white : CGColor.black
            CATransaction.commit()
            renderer.render(atTime: t)
        }

        /// Swaps the pages under a transition of `type` that lasts long enough to stay
        /// mid-flight, from `progress` on, creeping about half a pixel a frame.
        func transition(_ name: String, _ type: CATransitionType, _ subtype: CATransitionSubtype?,
                        from progress: Double) -> Row {
            clock.set(to: t)
            let animation = CATransition()
            animation.type = type
            animation.subtype = subtype
            animation.duration = 1e6
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.begin()
            root.add(animation, forKey: nil)
            let shown = root.sublayers![0]
            shown.removeFromSuperlayer()
            root.addSublayer(shown === first ? second : first)
            CATransaction.commit()
            let start = t
            renderer.render(atTime: t) // snapshots both pages once
            var step = 0
            return measure(name) {
                step += 1
                renderer.render(atTime: start + progress * 1e6 + Double(step) * 1e6 / Double(width) / 2)
            }
        }
        let push = transition("push transition", .push, .fromRight, from: 0)
        let flip = transition("flip transition", .flip, .fromLeft, from: 0.25)
        let curl = transition("curl transition", .pageCurl, nil, from: 0.25)
        return [idle, small, push, flip, curl]
    }
}
