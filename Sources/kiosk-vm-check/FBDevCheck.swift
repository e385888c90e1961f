import CoreGraphics
import Foundation
import Glibc
import Kiosk
import QuartzCore
import Raster

/// `fbdev`: opens the framebuffer by name, shows a layer tree through the render
/// server, changes it twice (implicitly animated), and after each change compares
/// every pixel of the buffer on screen, read back from the device, with CARenderer's
/// picture of the same tree packed by the channel layout the driver reports. Then
/// powers the output down (FBIOBLANK, or black where the driver cannot blank) and up,
/// checks the frame clock and that closing puts the mode back.
@MainActor struct FBDevCheck {
    let name: String
    let rotation: Rotation
    let bitsPerPixel: Int
    /// What the device should give: buffers, pacing, and (when given) refresh rate.
    let buffers: Int
    let pacing: FramePacing
    let refreshRate: Double?
    /// How the output should go dark when powered down.
    let blanking: FBDevDisplay.Blanking
    /// A VT to hold in graphics mode while drawing, so that the console leaves the framebuffer alone.
    let terminal: String?
    let log = CheckLog()

    init(_ options: Options) throws(UsageError) {
        name = options.string("--name", default: "Virtual FB")
        rotation = try options.rotation()
        bitsPerPixel = Int(try options.number("--bpp", default: 32))
        buffers = Int(try options.number("--buffers", default: 2))
        switch options.string("--pacing", default: "timer") {
        case "timer": pacing = .timer
        case "vsync": pacing = .vsync
        case let other: throw UsageError(message: "--pacing \(other): expected timer or vsync")
        }
        refreshRate = options.string("--refresh") == nil ? nil : try options.number("--refresh", default: 0)
        switch options.string("--blanking", default: "black") {
        case "black": blanking = .black
        case "driver": blanking = .driver
        case let other: throw UsageError(message: "--blanking \(other): expected black or driver")
        }
        terminal = options.string("--vt")
    }

    func run() throws -> Int32 {
        let console = try terminal.map { try VirtualTerminal(path: $0) }
        defer { console?.restore() }
        let before = try FBDevDevice(named: name).screenInfo()
        report("before: \(before), y offset \(before.yOffset)")
        let display = try FBDevDisplay(configuration: .init(device: .named(name), rotation: rotation))
        let info = display.screenInfo
        report("display \(display.path): \(info); layout \(display.layout); \(display.bufferCount) buffers; "
              + "\(String(format: "%.4f", display.refreshRate)) Hz; rotation \(rotation.rawValue); frame \(display.pixelWidth)×\(display.pixelHeight)")
        log.expect(info.bitsPerPixel == bitsPerPixel, "\(info.bitsPerPixel) bpp (expected \(bitsPerPixel))")
        log.expect(display.bufferCount == buffers,
                      "\(display.bufferCount) buffer(s) (expected \(buffers)): virtual height \(info.virtualHeight) for \(info.height) rows")
        if let refreshRate {
            log.expect(abs(display.refreshRate - refreshRate) < 5e-5, "refresh rate from the mode's timings: \(display.refreshRate) Hz (expected \(refreshRate))")
        }

        let server = RenderServer(display: display)
        let shown = Scene(width: display.pixelWidth, height: display.pixelHeight)
        server.rootLayer = shown.root
        server.start()
        for step in 0...2 {
            if step > 0 { shown.change(step) }
            let start = MonotonicMediaClock().now
            let framesBefore = server.framesRendered
            CATransaction.flush()
            let settled = server.waitUntilIdle(timeout: 60)
            log.expect(settled, String(format: "step %d: the render server settled after %d frame(s) in %.0f ms", step,
                                          server.framesRendered - framesBefore, (MonotonicMediaClock().now - start) * 1000))
            try compare(display, step: step)
        }
        report("frames rendered: \(server.framesRendered)")
        server.stop()

        // Powered down the output is dark: blanked by the driver, or drawn black (every
        // visible pixel's colour bits 0); powered up it shows the picture again.
        try display.powerDown()
        report("powered down: \(display.blankingInEffect.map { "\($0)" } ?? "lit")")
        log.expect(display.blankingInEffect == blanking, "powered down by \(blanking)",
                   detail: display.blankingInEffect.map { "\($0)" } ?? "lit")
        if blanking == .black {
            let info = try FBDevDevice(path: display.path).screenInfo()
            let mask = Self.bits(info.red) | Self.bits(info.green) | Self.bits(info.blue)
            let bytes = try readBack(display.path, info: info)
            let lit = stride(from: 0, to: bytes.count, by: info.bitsPerPixel / 8).filter { offset in
                let stored = info.bitsPerPixel == 32
                    ? bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
                    : UInt32(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) })
                return stored & mask != 0
            }.count
            log.expect(lit == 0, "powered down, every visible pixel is black", detail: "\(lit) are not")
        }
        try display.powerUp()
        try compare(display, step: 2)

        // The frame clock: with the timer every returned time is on the refresh grid,
        // whole periods apart; with vsync each is a vsync's time plus a period, later each time.
        let period = 1 / display.refreshRate
        var times: [Double] = []
        var wakes: [Double] = []
        for _ in 0..<31 {
            guard let time = display.waitForNextFrame() else { break }
            times.append(time)
            wakes.append(MonotonicMediaClock().now)
        }
        let steps = zip(times.dropFirst(), times).map { ($0 - $1) / period }
        let intervals = zip(wakes.dropFirst(), wakes).map { ($0 - $1) * 1000 }
        report(String(format: "pacing %@: 30 waits, interval mean %.3f ms, min %.3f, max %.3f (period %.3f ms)",
                     "\(display.pacing)", intervals.reduce(0, +) / Double(intervals.count),
                     intervals.min() ?? 0, intervals.max() ?? 0, period * 1000))
        log.expect(display.pacing == pacing, "paced by \(display.pacing) (expected \(pacing))")
        if pacing == .timer {
            log.expect(times.count == 31 && steps.allSatisfy { $0 >= 1 - 1e-6 && abs($0 - $0.rounded()) < 1e-6 },
                          "frame times step by whole periods: \(steps.map { Int($0.rounded()) })")
        } else {
            log.expect(times.count == 31 && steps.allSatisfy { $0 > 0 },
                          "frame times move forward: \(steps.map { String(format: "%.3f", $0) }) periods")
        }

        display.close()
        log.expect(display.waitForNextFrame() == nil, "a closed display returns nil from waitForNextFrame")
        let after = try FBDevDevice(named: name).screenInfo()
        report("after: \(after), y offset \(after.yOffset)")
        log.expect(after == before, "closing put back the mode and pan position found at open")
        return log.exitCode
    }

    /// Reads the buffer on screen and compares each pixel's colour bits with the expected picture.
    private func compare(_ display: FBDevDisplay, step: Int) throws {
        let info = try FBDevDevice(path: display.path).screenInfo()
        log.expect(info.yOffset == display.frontBuffer * info.height,
                      "step \(step): the device shows buffer \(display.frontBuffer) (y offset \(info.yOffset))")
        let bytes = try readBack(display.path, info: info)
        let expected = Scene.picture(step: step, width: display.pixelWidth, height: display.pixelHeight)
        let bytesPerPixel = info.bitsPerPixel / 8
        let mask = Self.bits(info.red) | Self.bits(info.green) | Self.bits(info.blue)
        var mismatches = 0
        var first = ""
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let p = expected.view[x, y]
                let to = rotation.map(x: x, y: y, width: expected.width, height: expected.height)
                let offset = to.y * info.bytesPerRow + to.x * bytesPerPixel
                let stored = bytesPerPixel == 4
                    ? bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
                    : UInt32(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) })
                let want = Self.pack(p.red, info.red) | Self.pack(p.green, info.green) | Self.pack(p.blue, info.blue)
                if stored & mask != want {
                    if mismatches == 0 {
                        first = String(format: " first at (%d, %d): stored 0x%08x, expected 0x%08x", x, y, stored & mask, want)
                    }
                    mismatches += 1
                }
            }
        }
        log.expect(mismatches == 0, "step \(step): \(expected.width * expected.height) pixels read back, \(mismatches) differ\(first)")
    }

    /// The visible rows of the buffer on screen, read with pread from the device.
    private func readBack(_ path: String, info: FBDevScreenInfo) throws -> [UInt8] {
        let device = try FileDescriptor(opening: path, flags: O_RDONLY)
        let fd = device.rawValue
        let length = info.bytesPerRow * info.height
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, length - done, off_t(info.yOffset * info.bytesPerRow + done)) }
            guard n > 0 else { throw SystemError(call: "pread", path: path, errno: n == 0 ? EIO : errno) }
            done += n
        }
        return bytes
    }

    /// An 8-bit channel value cut to the channel's length and put at its offset.
    static func pack(_ value: UInt8, _ channel: FBDevScreenInfo.Channel) -> UInt32 {
        (UInt32(value) >> UInt32(8 - channel.length)) << UInt32(channel.offset)
    }

    static func bits(_ channel: FBDevScreenInfo.Channel) -> UInt32 {
        ((UInt32(1) << UInt32(channel.length)) - 1) << UInt32(channel.offset)
    }
}

/// The tree shown: a backdrop, an opaque box, a half-transparent one over it and a
/// small one by the bottom-right corner (which shows a wrong rotation at once).
/// Step 1 recolours the first box, step 2 moves the second.
@MainActor final class Scene {
    let root = CALayer()
    let first = CALayer()
    let second = CALayer()
    let corner = CALayer()

    /// The tree after `step` changes, made without animations.
    init(width: Int, height: Int, step: Int = 0) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)
        first.frame = CGRect(x: 40, y: 40, width: 200, height: 120)
        first.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        second.frame = CGRect(x: 180, y: 100, width: 150, height: 150)
        second.backgroundColor = CGColor(red: 0, green: 0.8, blue: 0.2, alpha: 1)
        second.opacity = 0.5
        corner.frame = CGRect(x: width - 100, y: height - 80, width: 60, height: 50)
        corner.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        for layer in [first, second, corner] { root.addSublayer(layer) }
        for s in stride(from: 1, through: step, by: 1) { change(s) }
    }

    /// Change `step` (1 or 2), animated as implicit changes are.
    func change(_ step: Int) {
        switch step {
        case 1: first.backgroundColor = CGColor(red: 1, green: 0.9, blue: 0, alpha: 1)
        default: second.position = CGPoint(x: 520, y: 400)
        }
    }

    /// CARenderer's picture of the tree after `step` changes, with no animation.
    static func picture(step: Int, width: Int, height: Int) -> Bitmap {
        let scene = Scene(width: width, height: height, step: step)
        let renderer = CARenderer(width: width, height: height)
        renderer.layer = scene.root
        renderer.render(atTime: CACurrentMediaTime())
        return renderer.bitmap
    }
}
