import Foundation
import QuartzCore
import Raster

/// A display the runtime opened for a live run (real clock), with what the runtime
/// does differently per kind: DRM hands master over on VT switches and reports
/// vblanks; closing gives the device back as found (CRTC, fbdev mode).
enum OpenedDisplay {
    case drm(DRMDisplay)
    case fbdev(FBDevDisplay)
    case headless(HeadlessDisplay)

    /// Opens `display` (never `.automatic`) for `options`' rotation and scale, with the
    /// rest of the configuration from `options`' board when it names that backend.
    static func open(_ display: KioskOptions.Display, options: KioskOptions) throws(KioskRuntimeError) -> OpenedDisplay {
        switch display {
        case .automatic:
            preconditionFailure("OpenedDisplay.open: choose the display first (DisplayChoice)")
        case .drm(let path):
            do {
                return .drm(try DRMDisplay(configuration: options.drmConfiguration(path: path)))
            } catch {
                throw .display(error.description)
            }
        case .fbdev(let path):
            guard let configuration = options.fbdevConfiguration(path: path) else {
                throw .display("no framebuffer: no /dev/fb* devices")
            }
            do {
                return .fbdev(try FBDevDisplay(configuration: configuration))
            } catch {
                throw .display(error.description)
            }
        case .headless(let width, let height):
            let framebuffer = try options.headlessFramebuffer(width: width, height: height)
            return .headless(HeadlessDisplay(pixelWidth: framebuffer.width, pixelHeight: framebuffer.height, scale: options.scale))
        }
    }

    var target: any DisplayTarget {
        switch self {
        case .drm(let display): display
        case .fbdev(let display): display
        case .headless(let display): display
        }
    }

    /// Whether it is a device on the console (a VT may be taken for it).
    var isDevice: Bool {
        if case .headless = self { false } else { true }
    }

    /// One line for the log.
    var description: String {
        switch self {
        case .drm(let d):
            "DRM \(d.cardPath) \(d.connectorName) \(d.mode), \(d.commitPath), rotation \(d.rotation.rawValue)°"
        case .fbdev(let d):
            "fbdev \(d.path) \(d.screenInfo.width)x\(d.screenInfo.height), \(d.bufferCount) buffer(s), rotation \(d.rotation.rawValue)°"
        case .headless(let d):
            "headless \(d.pixelWidth)x\(d.pixelHeight) pixels, 60 Hz real clock"
        }
    }

    /// Blocks until the frames presented are on the glass (DRM flips); nothing to wait for elsewhere.
    func waitUntilShown() {
        if case .drm(let display) = self { display.waitUntilShown() }
    }

    /// Lets go of the device for another VT (DRM master).
    func release() {
        if case .drm(let display) = self { try? display.releaseMaster() }
    }

    /// Takes the device back after a VT switch.
    func acquire() {
        if case .drm(let display) = self { try? display.acquireMaster() }
    }

    /// Vblank statistics for `--stats`: (missed, late), or nil without vblanks.
    var vblanks: (missed: Int, late: Int)? {
        guard case .drm(let display) = self else { return nil }
        let stats = display.statistics
        return (stats.missedVBlanks, stats.framesLate)
    }

    /// Gives the device back as it was found; the render server must have stopped.
    func close() {
        switch self {
        case .drm(let display): display.close()
        case .fbdev(let display): display.close()
        case .headless(let display): display.close()
        }
    }
}
