import CKioskSystem
import CoreGraphics
import Foundation
import Glibc
import QuartzCore
import Raster

/// A Linux framebuffer (fbdev) as the render server's display: 32 bpp XRGB8888 or
/// 16 bpp RGB565 (or either with red and blue swapped, see `FBDevPixelLayout`), turned by `rotation` through Raster's output pass. When the virtual
/// screen holds two frames (the display asks for that), frames alternate between them
/// and the display pans to the finished one; otherwise it draws into the one on screen.
/// Frames are paced by FBIO_WAITFORVSYNC or a timer (`FramePacer`). On close or
/// deinit the mode and pan position found at open come back.
public final class FBDevDisplay: DisplayTarget, @unchecked Sendable {
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

    private let device: FBDevDevice
    private let memory: UnsafeMutableRawPointer
    private let mappedLength: Int
    private let pacer: FramePacer
    private let kernels: Kernels
    /// Where swapped layouts get their channels exchanged before the output pass.
    private let staging: Bitmap?
    /// The variable screen info found at open, put back at close when it was changed.
    private let original: fb_var_screeninfo
    private let changedMode: Bool
    /// The variable screen info in use, which pans start from.
    private let current: fb_var_screeninfo
    // Used on the render thread only:
    private var damage: ScanoutDamage
    private var front = 0
    private let closeLock = NSLock()
    private var closed = false

    public init(configuration: Configuration = Configuration(), kernels: Kernels = .simd) throws(FBDevError) {
        switch configuration.device {
        case .path(let path): device = try FBDevDevice(path: path)
        case .named(let name): device = try FBDevDevice(named: name)
        }
        var (variable, fixed) = try device.rawScreenInfo()
        original = variable
        var changed = false
        var info = FBDevScreenInfo(variable, fixed)
        if configuration.requestsDoubleBuffering, info.yPanStep > 0, info.virtualHeight < 2 * info.height,
           info.memoryLength >= 2 * info.height * info.bytesPerRow {
            var wanted = variable
            wanted.yres_virtual = 2 * variable.yres
            wanted.yoffset = 0
            if (try? device.setVariableScreenInfo(wanted)) != nil {
                changed = true
                (variable, fixed) = try device.rawScreenInfo()
                info = FBDevScreenInfo(variable, fixed)
            }
        }
        changedMode = changed
        current = variable
        guard let layout = info.layout else {
            if changed { try? device.setVariableScreenInfo(original) }
            throw .unsupportedFormat(path: device.path, info: info)
        }
        self.layout = layout
        screenInfo = info
        var buffers = info.yPanStep > 0 && info.framesThatFit >= 2 ? 2 : 1
        if buffers == 2, (try? device.pan(variable, toRow: 0)) == nil { buffers = 1 }
        bufferCount = buffers
        mappedLength = info.bytesPerRow * info.height * buffers
        let mapped = mmap(nil, mappedLength, PROT_READ | PROT_WRITE, MAP_SHARED, device.file.rawValue, 0)
        guard let mapped, mapped != MAP_FAILED else {
            let error = SystemError(call: "mmap", path: device.path, errno: errno)
            if changed { try? device.setVariableScreenInfo(original) }
            throw .system(error)
        }
        memory = mapped
        rotation = configuration.rotation
        scale = configuration.scale
        pixelWidth = rotation.swapsAxes ? info.height : info.width
        pixelHeight = rotation.swapsAxes ? info.width : info.height
        damage = ScanoutDamage(bufferCount: buffers, bounds: Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        refreshRate = info.refreshRate ?? 60
        staging = layout.swapsRedAndBlue ? Bitmap(width: pixelWidth, height: pixelHeight) : nil
        self.kernels = kernels
        let device = device
        pacer = FramePacer(name: device.path, refreshRate: refreshRate) { try device.waitForVSync() }
    }

    deinit { close() }

    /// How frames are paced now.
    public var pacing: FramePacing { pacer.currentMode }

    public func waitForNextFrame() -> CFTimeInterval? {
        pacer.waitForNextFrame()
    }

    /// Copies the damaged rectangles (plus what the back buffer missed) into the back
    /// buffer, converted and turned, then pans to it.
    public func present(_ frame: BitmapView, damage frameDamage: Region) {
        closeLock.lock()
        defer { closeLock.unlock() }
        if closed { return }
        precondition(frame.width == pixelWidth && frame.height == pixelHeight,
                     "FBDevDisplay.present: a \(frame.width)×\(frame.height) frame for a \(pixelWidth)×\(pixelHeight) display")
        let target = bufferCount == 2 ? 1 - front : front
        let rects = damage.write(frameDamage, into: target)
        let scanout = ScanoutView(baseAddress: memory + target * screenInfo.height * screenInfo.bytesPerRow,
                                  width: screenInfo.width, height: screenInfo.height,
                                  bytesPerRow: screenInfo.bytesPerRow, format: layout.format)
        for rect in rects {
            if let staging {
                RedBlueSwap.copy(rect, of: frame, to: staging.view)
                kernels.present(staging.view, rect: rect, to: scanout, rotation: rotation)
            } else {
                kernels.present(frame, rect: rect, to: scanout, rotation: rotation)
            }
        }
        if bufferCount == 2 {
            try? device.pan(current, toRow: target * screenInfo.height)
            front = target
        }
    }

    /// The buffer on screen: 0 or 1 (always 0 with one buffer).
    public var frontBuffer: Int { front }

    /// Stops pacing (`waitForNextFrame()` returns nil from now on), unmaps the memory
    /// and puts back the mode and pan position found at open. Later calls do nothing.
    /// Call it after the render server has stopped.
    public func close() {
        closeLock.lock()
        defer { closeLock.unlock() }
        guard !closed else { return }
        closed = true
        pacer.close()
        munmap(memory, mappedLength)
        if changedMode {
            try? device.setVariableScreenInfo(original)
        } else if bufferCount == 2 {
            try? device.pan(original, toRow: Int(original.yoffset))
        }
    }
}
