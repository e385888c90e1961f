import CoreGraphics
import Glibc
@_spi(KioskRuntime) import QuartzCore
import Raster

/// Whole frames through the render engine (`CARenderer`), against memcpy of one
/// frame: what a page of many layers costs when nothing changed, when one small
/// layer changed, and during push, flip, curl and fade transitions (two cached
/// snapshots composited; the flip through the projective warp, the curl through the
/// curl kernel; the flip and the curl also at their dearest frames), plus the first
/// frame of a push, which takes the snapshots, and a blur panel that blurs again
/// over moving content (`blur`); and, uncounted, a navigation push as layers and the
/// on-screen keyboard sliding up.
@MainActor enum LayerFrames {
    struct Row {
        /// A short name without spaces (`flip`), the key of the instruction counts.
        let id: String
        let name: String
        /// The median and the fastest of the timed runs.
        let ms: Double
        let minMs: Double
        let memcpyMs: Double
        let pixelsWritten: Int
        /// Heap allocations in each timed frame (none counted in the counted mode).
        let allocations: AllocationsPerFrame
    }

    /// How each frame runs: timed (median of `iterations`, after one untimed frame),
    /// or, for `.ci/instructions`, once untimed and then once inside `countedFrame`.
    enum Mode {
        case timed(iterations: Int)
        case counted
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

    /// The frames in report order. Every input is fixed (a virtual clock, fixed
    /// pages and progress steps), so a counted run executes the same instructions
    /// each time (with `SWIFT_DETERMINISTIC_HASHING=1`: dictionaries hash with a
    /// per-process seed otherwise).
    /// `threads` render threads draw each frame (one: the path `.ci/instructions` counts).
    static func run(width: Int, height: Int, mode: Mode, kernels: Kernels, threads: Int = 1) -> [Row] {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.install(clock)
        let renderer = threads == 1 ? CARenderer(width: width, height: height, kernels: kernels)
                                    : CARenderer(width: width, height: height, kernels: kernels, renderThreads: threads)
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

        var memcpyMs = 0.0
        if case let .timed(iterations) = mode {
            let frameBytes = width * height * 4
            let from = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
            let to = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
            defer { from.deallocate(); to.deallocate() }
            memset(from, 0x5A, frameBytes)
            memset(to, 0, frameBytes)
            memcpyMs = median((0..<iterations).map { _ in timed { _ = memcpy(to, from, frameBytes) } })
        }

        /// Runs `step` once per frame, the clock a sixtieth of a second on each time.
        func measure(_ id: String, _ name: String, _ step: () -> Void) -> Row {
            func frame(_ body: () -> Void) -> Int {
                t += 1.0 / 60
                clock.set(to: t)
                body()
                return renderer.pixelsWritten
            }
            switch mode {
            case let .timed(iterations):
                var times: [Double] = [], allocations: [Int] = [], written = frame(step)
                times.reserveCapacity(iterations)
                allocations.reserveCapacity(iterations)
                for _ in 0..<iterations {
                    written = frame {
                        var made = 0
                        times.append(timed { made = HeapAllocations.counted(step) })
                        allocations.append(made)
                    }
                }
                return Row(id: id, name: name, ms: median(times), minMs: times.min() ?? 0, memcpyMs: memcpyMs,
                           pixelsWritten: written, allocations: AllocationsPerFrame(allocations))
            case .counted:
                _ = frame(step)
                let written = frame { countedFrame(step) }
                frameCounted("\(id)\t\(width)x\(height)\t\(written)")
                return Row(id: id, name: name, ms: 0, minMs: 0, memcpyMs: 0, pixelsWritten: written,
                           allocations: AllocationsPerFrame([]))
            }
        }

        let idle = measure("idle", "idle frame") { renderer.render(atTime: t) }
        let tile = first.sublayers![7]
        var toggle = false
        let small = measure("tile", "one tile recoloured") {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            toggle.toggle()
            tile.backgroundColor = toggle ? CGColor.white : CGColor.black
            CATransaction.commit()
            renderer.render(atTime: t)
        }

        /// Swaps the pages under a transition of `type`, added at time `t`.
        func begin(_ type: CATransitionType, _ subtype: CATransitionSubtype?) {
            clock.set(to: t)
            let animation = CATransition()
            animation.type = type
            animation.subtype = subtype
            animation.duration = 1e6
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.begin()
            root.removeAllAnimations() // one transition at a time
            root.add(animation, forKey: nil)
            let shown = root.sublayers![0]
            shown.removeFromSuperlayer()
            root.addSublayer(shown === first ? second : first)
            CATransaction.commit()
        }

        /// A transition of `type` that lasts long enough to stay mid-flight, from
        /// `progress` on, creeping about half a pixel a frame.
        func transition(_ id: String, _ name: String, _ type: CATransitionType, _ subtype: CATransitionSubtype?,
                        from progress: Double) -> Row {
            begin(type, subtype)
            let start = t
            renderer.render(atTime: t) // snapshots both pages once
            var step = 0
            return measure(id, name) {
                step += 1
                renderer.render(atTime: start + progress * 1e6 + Double(step) * 1e6 / Double(width) / 2)
            }
        }
        // The first frame of a push: the pages are swapped and both snapshotted.
        let firstPush = measure("push-first", "push, first frame") {
            begin(.push, .fromRight)
            renderer.render(atTime: t)
        }
        let push = transition("push", "push transition", .push, .fromRight, from: 0)
        let flip = transition("flip", "flip transition", .flip, .fromLeft, from: 0.25)
        // The dearest frames of a flip and a curl (issue 19's budget is for every frame):
        // the card almost facing the viewer covers the screen and is warped everywhere;
        // half way through the curl the flap and the fold are widest.
        let flipFacing = transition("flip-facing", "flip, card facing", .flip, .fromLeft, from: 0.02)
        let curl = transition("curl", "curl transition", .pageCurl, nil, from: 0.25)
        let curlHalf = transition("curl-half", "curl, half way", .pageCurl, nil, from: 0.5)
        let fade = transition("fade", "fade (dissolve)", .fade, nil, from: 0.25)
        let blur = blurPanel()
        guard case .timed = mode else { return [idle, small, firstPush, push, flip, flipFacing, curl, curlHalf, fade, blur] }
        // Not counted: a frame added to the counted ones needs a new baseline.
        let navigation = navigationPush()
        let keyboard = keyboardSliding()
        return [idle, small, firstPush, push, flip, flipFacing, curl, curlHalf, fade, blur, navigation, keyboard]

        /// A text field's on-screen keyboard half way up over a tile page (see
        /// `KeyboardSlideFrame`): UIKit's views, drawn by the same renderer.
        func keyboardSliding() -> Row {
            clock.set(to: t)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let tiles = page(width: width, height: height, hue: 0x20_4030, tiles: 60)
            CATransaction.commit()
            let (window, halfWay) = KeyboardSlideFrame.begin(width: width, height: height, page: tiles, at: t)
            renderer.layer = window.layer
            renderer.render(atTime: halfWay)
            var step = 0
            return withExtendedLifetime(window) {
                measure("keyboard", "keyboard sliding") {
                    step += 1
                    renderer.render(atTime: halfWay + Double(step % 2) / 60)
                }
            }
        }

        /// A blur panel (a visual effect view's backdrop: blur radius 30, white at 30 %)
        /// across the full width, a quarter of the height, over the tile page, while a
        /// tile under it moves a pixel each frame: every frame draws the panel's area,
        /// blurs it again and tints it. The panel stays for the frames after it.
        func blurPanel() -> Row {
            clock.set(to: t)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.removeAllAnimations()
            let panel = CABackdropLayer()
            panel.frame = CGRect(x: 0, y: CGFloat(height) * 0.6, width: CGFloat(width), height: CGFloat(height / 4))
            panel.blurRadius = 30
            panel.tintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
            root.addSublayer(panel)
            CATransaction.commit()
            let page = root.sublayers![0]
            let tile = page.sublayers!.min { abs($0.frame.midY - panel.frame.midY) < abs($1.frame.midY - panel.frame.midY) }!
            renderer.render(atTime: t)
            var step = 0
            return measure("blur", "blur panel, content moving") {
                step += 1
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                tile.position.x += step % 2 == 0 ? -1 : 1
                CATransaction.commit()
                renderer.render(atTime: t)
            }
        }

        /// A navigation controller's push as layers, not snapshots: the shown page
        /// moves a third of the way left under a darkening dim layer while a new page
        /// slides in from the right with a shadow; a long linear animation timed a
        /// quarter of the way in, and then back and forth by 51.3 pixels a frame, as far
        /// as a push of 0.35 s moves the page in each frame at 60 Hz (the old page 17.1),
        /// never on whole pixels.
        func navigationPush() -> Row {
            clock.set(to: t)
            let w = CGFloat(width)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.removeAllAnimations()
            let old = root.sublayers![0]
            let new = page(width: width, height: height, hue: 0x30_4020, tiles: 60)
            new.position = CGPoint(x: w * 1.5, y: old.position.y)
            new.shadowOpacity = 0.3
            new.shadowRadius = 5
            let dim = CALayer()
            dim.frame = old.frame
            dim.backgroundColor = CGColor(Pixel.black)
            dim.opacity = 0
            root.addSublayer(dim)
            root.addSublayer(new)
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1e6)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            new.position.x = w / 2
            old.position.x = w / 2 - w / 3
            dim.opacity = 0.25
            CATransaction.commit()
            let start = t
            renderer.render(atTime: t)
            var step = 0
            return measure("navigation", "navigation push") {
                step += 1
                renderer.render(atTime: start + 0.25 * 1e6 + Double(step % 2) * 51.3 * 1e6 / Double(width))
            }
        }
    }
}

/// Runs one frame. Callgrind counts the instructions inside it
/// (`--toggle-collect=*kiosk_bench_counted_frame*`: the optimiser makes copies of
/// it for each closure, named after it).
@inline(never) @_silgen_name("kiosk_bench_counted_frame")
func countedFrame(_ body: () -> Void) {
    body()
}

/// Prints a counted frame's line. Callgrind writes out the frame's count on
/// entering it (`--dump-before=kiosk_bench_frame_counted`): one dump per frame.
@inline(never) @_silgen_name("kiosk_bench_frame_counted")
func frameCounted(_ line: String) {
    print(line)
    fflush(nil)
}
