import CoreGraphics
import Foundation
import Glibc
import QuartzCore
import Raster

/// A Linux framebuffer (fbdev) as the render server's display: 32 bpp XRGB8888 or
/// 16 bpp RGB565 (or either with red and blue swapped, see `FBDevPixelLayout`), turned
/// by `rotation` through Raster's output pass. When the virtual screen holds two frames
/// (the display asks for that), frames alternate between them and the display pans to
/// the finished one; otherwise it draws into the one on screen. Frames are paced by
/// FBIO_WAITFORVSYNC or a timer (`FramePacer`).
///
/// Around a VT switch (`suspend()`/`resume()`) it keeps the picture and stops drawing,
/// then puts the picture back. `powerDown()` blanks the output (FBIOBLANK), or where
/// the driver cannot (vfb answers EINVAL) draws black and keeps the picture for
/// `powerUp()`. On close or deinit the mode and pan position found at open come back.
/// Every kernel call goes through a `FramebufferDevice`.
public final class FBDevDisplay: Display, @unchecked Sendable {
    /// Which device, how it is turned, and whether to ask for a second buffer.
    public struct Configuration: Sendable {
        /// How to find the device.
        public enum Device: Sendable, Equatable {
            case path(String)
            /// The device whose driver has this name (fix.id), e.g. "Virtual FB".
            case named(String)
        }

        public var device: Device
        public var rotation: Rotation
        /// Pixels per point.
        public var scale: CGFloat
        /// Ask the driver for a virtual screen two frames high when it is shorter.
        public var requestsDoubleBuffering: Bool

        public init(device: Device = .path("/dev/fb0"), rotation: Rotation = .degrees0, scale: CGFloat = 1,
                    requestsDoubleBuffering: Bool = true) {
            self.device = device
            self.rotation = rotation
            self.scale = scale
            self.requestsDoubleBuffering = requestsDoubleBuffering
        }
    }

    /// How the output is dark while powered down.
    public enum Blanking: Sendable, Equatable {
        /// The driver blanks it (FBIOBLANK with FB_BLANK_POWERDOWN).
        case driver
        /// The driver cannot (EINVAL): the display draws black over the picture.
        case black
    }

    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: CGFloat
    public let rotation: Rotation
    /// The mode in use (after any change the display asked for).
    public let screenInfo: FBDevScreenInfo
    public let layout: FBDevPixelLayout
    /// 2 when panning between two frames, else 1.
    public let bufferCount: Int
    /// Frames per second the pacer assumes: from the mode's timings, else 60.
    public let refreshRate: Double
    public var path: String { device.path }

    private let device: any FramebufferDevice
    private let memory: UnsafeMutableRawPointer
    private let mappedLength: Int
    private let pacer: FramePacer
    private let kernels: Kernels
    /// Where swapped layouts get their channels exchanged before the output pass.
    private let staging: Bitmap?
    /// The variable screen info found at open, put back at close when it was changed.
    private let original: FBDevVariableInfo
    private let changedMode: Bool
    /// The variable screen info in use, which pans start from.
    private let current: FBDevVariableInfo

    private let lock = NSLock()
    // Guarded by `lock`:
    private var damage: ScanoutDamage
    private var front = 0
    private var closed = false
    private var suspended = false
    private var poweredDown = false
    /// How the output is darkened while powered down (nil while lit, or suspended).
    private var blanking: Blanking?
    /// The picture on screen, kept while another VT owns the framebuffer or the output
    /// is blacked out; frames presented meanwhile are drawn into it.
    private var kept: UnsafeMutableRawPointer?
    private var stats = DisplayStatistics()

    public convenience init(configuration: Configuration = Configuration(), kernels: Kernels = .simd) throws(FBDevError) {
        try self.init(configuration: configuration, kernels: kernels, opener: .kernel)
    }

    /// Opens the framebuffer through `opener` (the kernel's, or a recorded one).
    init(configuration: Configuration, kernels: Kernels, opener: FramebufferDeviceOpener) throws(FBDevError) {
        let device = try Self.open(configuration.device, opener: opener)
        self.device = device
        let mode: (variable: FBDevVariableInfo, fixed: FBDevFixedInfo, changed: Bool)
        do {
            original = try device.variableScreenInfo()
            mode = try Self.mode(of: device, from: original, doubleBuffered: configuration.requestsDoubleBuffering)
        } catch {
            throw .system(error)
        }
        changedMode = mode.changed
        current = mode.variable
        let info = FBDevScreenInfo(mode.variable, mode.fixed)
        guard let layout = info.layout else {
            if mode.changed { try? device.setVariableScreenInfo(original) }
            throw .unsupportedFormat(path: device.path, info: info)
        }
        self.layout = layout
        screenInfo = info
        var buffers = info.yPanStep > 0 && info.framesThatFit >= 2 ? 2 : 1
        if buffers == 2, (try? device.panDisplay(Self.panned(mode.variable, toRow: 0))) == nil { buffers = 1 }
        bufferCount = buffers
        mappedLength = info.bytesPerRow * info.height * buffers
        do {
            memory = try device.map(length: mappedLength)
        } catch {
            if mode.changed { try? device.setVariableScreenInfo(original) }
            throw .system(error)
        }
        rotation = configuration.rotation
        scale = configuration.scale
        pixelWidth = rotation.swapsAxes ? info.height : info.width
        pixelHeight = rotation.swapsAxes ? info.width : info.height
        damage = ScanoutDamage(bufferCount: buffers, bounds: Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        refreshRate = info.refreshRate ?? 60
        staging = layout.swapsRedAndBlue ? Bitmap(width: pixelWidth, height: pixelHeight) : nil
        self.kernels = kernels
        pacer = FramePacer(name: device.path, refreshRate: refreshRate) { try device.waitForVSync() }
    }

    /// The device `configured` names, by path or by its driver's name.
    private static func open(_ configured: Configuration.Device, opener: FramebufferDeviceOpener) throws(FBDevError)
        -> any FramebufferDevice {
        let path: String
        switch configured {
        case .path(let named):
            path = named
        case .named(let name):
            let found = FBDevDevice.all(opener: opener)
            guard let match = found.first(where: { $0.name == name }) else {
                throw .noDeviceNamed(name, found: found.map { "\($0.path) (\($0.name))" })
            }
            path = match.path
        }
        do {
            return try opener.open(path)
        } catch {
            throw .system(error)
        }
    }

    /// The mode to draw in: `found`, or a virtual screen two frames high when
    /// `doubleBuffered` asks for one, the memory holds it and the driver takes it.
    private static func mode(of device: any FramebufferDevice, from found: FBDevVariableInfo, doubleBuffered: Bool)
        throws(SystemError) -> (variable: FBDevVariableInfo, fixed: FBDevFixedInfo, changed: Bool) {
        let fixed = try device.fixedScreenInfo()
        let info = FBDevScreenInfo(found, fixed)
        guard doubleBuffered, info.yPanStep > 0, info.virtualHeight < 2 * info.height,
              info.memoryLength >= 2 * info.height * info.bytesPerRow else { return (found, fixed, false) }
        var wanted = found
        wanted.yresVirtual = 2 * found.yres
        wanted.yoffset = 0
        guard (try? device.setVariableScreenInfo(wanted)) != nil else { return (found, fixed, false) }
        return (try device.variableScreenInfo(), try device.fixedScreenInfo(), true)
    }

    deinit { close() }

    public var description: String {
        "fbdev \(path) \(screenInfo.width)x\(screenInfo.height), \(bufferCount) buffer(s), rotation \(rotation.rawValue)°"
    }

    public var isConsoleDevice: Bool { true }

    /// How frames are paced now.
    public var pacing: FramePacing { pacer.currentMode }

    // MARK: Frames

    public func waitForNextFrame() -> CFTimeInterval? {
        pacer.waitForNextFrame()
    }

    /// Copies the damaged rectangles (plus what the back buffer missed) into the back
    /// buffer, converted and turned, then pans to it. While the picture is kept aside
    /// (suspended, blacked out) it is drawn into the kept copy instead.
    public func present(_ frame: BitmapView, damage frameDamage: Region) {
        present(frame, damage: frameDamage, workers: nil)
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers) {
        present(frame, damage: frameDamage, workers: Optional(workers))
    }

    /// `present(_:damage:)`, the copy in bands on `workers` if given.
    private func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers?) {
        lock.lock()
        defer { lock.unlock() }
        if closed { return }
        precondition(frame.width == pixelWidth && frame.height == pixelHeight,
                     "FBDevDisplay.present: a \(frame.width)×\(frame.height) frame for a \(pixelWidth)×\(pixelHeight) display")
        let target = kept == nil && bufferCount == 2 ? 1 - front : front
        let rects = damage.write(frameDamage, into: target)
        let scanout = ScanoutView(baseAddress: kept ?? buffer(target), width: screenInfo.width, height: screenInfo.height,
                                  bytesPerRow: screenInfo.bytesPerRow, format: layout.format)
        let (kernels, rotation, staging) = (kernels, rotation, staging)
        func copy(_ rect: Rect) {
            if let staging {
                RedBlueSwap.copy(rect, of: frame, to: staging.view)
                kernels.present(staging.view, rect: rect, to: scanout, rotation: rotation)
            } else {
                kernels.present(frame, rect: rect, to: scanout, rotation: rotation)
            }
        }
        if let workers {
            ScanoutBands.copy(rects, width: pixelWidth, height: pixelHeight, rotation: rotation, workers: workers, copy)
        } else {
            for rect in rects { copy(rect) }
        }
        for rect in rects {
            stats.bytesCopied += ScanoutCopy(rect, width: pixelWidth, height: pixelHeight, rotation: rotation)
                .bytes(in: layout.format)
        }
        stats.framesPresented += 1
        if kept == nil && bufferCount == 2 {
            try? device.panDisplay(Self.panned(current, toRow: target * screenInfo.height))
            front = target
        }
    }

    /// Nothing to wait for: a pan shows its buffer at once (at the next vsync at the latest).
    public func waitUntilShown() {}

    /// The buffer on screen: 0 or 1 (always 0 with one buffer).
    public var frontBuffer: Int {
        lock.lock()
        defer { lock.unlock() }
        return front
    }

    // MARK: VT switches and power

    /// Keeps the picture on screen and stops drawing to the framebuffer: another VT's
    /// console draws there now. Frames wait meanwhile.
    public func suspend() throws {
        pacer.pause()
        lock.lock()
        defer { lock.unlock() }
        guard !closed && !suspended else { return }
        suspended = true
        // Blacked out, the picture is kept already; blanked by the driver, the console unblanks.
        if kept == nil { kept = keepPicture() }
        blanking = nil
    }

    /// Puts the kept picture (with every frame presented meanwhile) back on screen and
    /// goes on drawing, or darkens the output again if it is powered down.
    public func resume() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !closed && suspended else { return }
        suspended = false
        // The console may have panned elsewhere, and drawn over any buffer.
        if bufferCount == 2 { try? device.panDisplay(Self.panned(current, toRow: front * screenInfo.height)) }
        restorePicture()
        damage.invalidateAll()
        if poweredDown {
            try darken()
        } else {
            pacer.resume()
        }
    }

    /// Blanks the output (FBIOBLANK, FB_BLANK_POWERDOWN); where the driver answers
    /// EINVAL, draws black instead and keeps the picture. While suspended it is done
    /// when the display resumes. Frames wait meanwhile.
    public func powerDown() throws {
        pacer.pause()
        lock.lock()
        defer { lock.unlock() }
        guard !closed && !poweredDown else { return }
        poweredDown = true
        guard !suspended else { return }
        do {
            try darken()
        } catch {
            poweredDown = false
            pacer.resume()
            throw error
        }
    }

    /// Turns the output back on with the newest picture.
    public func powerUp() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !closed && poweredDown else { return }
        poweredDown = false
        guard !suspended else { return }
        switch blanking {
        case .driver?:
            do {
                try device.blank(.unblank)
            } catch {
                poweredDown = true
                throw FBDevError.system(error)
            }
        case .black?:
            restorePicture()
        case nil:
            break
        }
        blanking = nil
        pacer.resume()
    }

    /// Whether the output is powered down (asked for; while suspended it is darkened on resume).
    public var isPoweredDown: Bool {
        lock.lock()
        defer { lock.unlock() }
        return poweredDown
    }

    /// How the output is dark now: by the driver, drawn black, or nil while lit (or suspended).
    public var blankingInEffect: Blanking? {
        lock.lock()
        defer { lock.unlock() }
        return blanking
    }

    /// Stops pacing (`waitForNextFrame()` returns nil from now on), unmaps the memory
    /// and puts back the mode and pan position found at open; a blanked output is
    /// turned back on. Later calls do nothing. Call it after the render server has stopped.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        pacer.close()
        if blanking == .driver && !suspended { try? device.blank(.unblank) }
        kept?.deallocate()
        kept = nil
        device.unmap(memory, length: mappedLength)
        if changedMode {
            try? device.setVariableScreenInfo(original)
        } else if bufferCount == 2 {
            try? device.panDisplay(Self.panned(original, toRow: Int(original.yoffset)))
        }
    }

    /// The buffer on screen now, turned upright; nil while closed, suspended or powered down.
    public func readBack() -> Bitmap? {
        lock.lock()
        defer { lock.unlock() }
        guard !closed && !suspended && !poweredDown else { return nil }
        return ScanoutReadBack(format: layout.format, swapsRedAndBlue: layout.swapsRedAndBlue, rotation: rotation)
            .picture(from: buffer(front), bytesPerRow: screenInfo.bytesPerRow, width: pixelWidth, height: pixelHeight)
    }

    public var statistics: DisplayStatistics {
        lock.lock()
        defer { lock.unlock() }
        return stats
    }

    // MARK: Memory (called with `lock` held)

    /// The bytes of one frame in video memory.
    private var frameBytes: Int { screenInfo.bytesPerRow * screenInfo.height }

    private func buffer(_ index: Int) -> UnsafeMutableRawPointer { memory + index * frameBytes }

    /// A copy of the frame on screen.
    private func keepPicture() -> UnsafeMutableRawPointer {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 16)
        copy.copyMemory(from: buffer(front), byteCount: frameBytes)
        return copy
    }

    /// Darkens the output: FBIOBLANK, or black over a kept picture where the driver has no blanking.
    private func darken() throws(FBDevError) {
        do {
            try device.blank(.powerDown)
            blanking = .driver
        } catch where error.errno == EINVAL {
            kept = keepPicture()
            buffer(front).initializeMemory(as: UInt8.self, repeating: 0, count: frameBytes)
            blanking = .black
        } catch {
            throw .system(error)
        }
    }

    /// Puts the kept picture back on screen and lets it go.
    private func restorePicture() {
        guard let kept else { return }
        buffer(front).copyMemory(from: kept, byteCount: frameBytes)
        kept.deallocate()
        self.kept = nil
    }

    /// `info` panned to show the virtual screen from `row`.
    private static func panned(_ info: FBDevVariableInfo, toRow row: Int) -> FBDevVariableInfo {
        var info = info
        info.xoffset = 0
        info.yoffset = UInt32(row)
        return info
    }
}
