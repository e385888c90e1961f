import CoreGraphics
import KioskHeadless
import Raster

/// A board file's `[display]` section: which display backend to open and how, as
/// the configuration that backend already takes.
public struct BoardDisplay: Sendable {
    /// The backend and its configuration.
    public enum Backend: Sendable {
        case drm(DRMDisplayConfiguration)
        case fbdev(FBDevDisplay.Configuration)
    }

    public var backend: Backend
    /// The panel's physical density (`dpi`), when the file gives it; the scale was
    /// worked out from it when the file gives no `scale`.
    public var dotsPerInch: Double?
    /// `wait-for-display` (DRM): started with no display connected, the run waits for
    /// one to be plugged in or switched on instead of failing.
    public var waitsForDisplay: Bool

    public init(backend: Backend, dotsPerInch: Double? = nil, waitsForDisplay: Bool = false) {
        self.backend = backend
        self.dotsPerInch = dotsPerInch
        self.waitsForDisplay = waitsForDisplay
    }

    /// The backend's name as `--display` and the file's `backend` say it.
    public var backendName: String {
        switch backend {
        case .drm: DRMBackend.name
        case .fbdev: FBDevBackend.name
        }
    }

    /// The device the file names by path: the `--display` argument of its backend
    /// (nil: the first card or framebuffer, or one found by its driver's name).
    public var devicePath: String? {
        switch backend {
        case .drm(let configuration): configuration.path
        case .fbdev(let configuration):
            if case .path(let path) = configuration.device { path } else { nil }
        }
    }

    /// How the picture is turned onto the panel, clockwise.
    public var rotation: Rotation {
        switch backend {
        case .drm(let configuration): configuration.rotation
        case .fbdev(let configuration): configuration.rotation
        }
    }

    /// Pixels per point.
    public var scale: CGFloat {
        switch backend {
        case .drm(let configuration): configuration.scale
        case .fbdev(let configuration): configuration.scale
        }
    }

    /// The scale a panel of `dotsPerInch` gets when the file says no `scale`: one point
    /// per 1/160 inch, the density UIKit-style layouts are sized for, rounded to a
    /// whole number of pixels, at least 1 and at most the largest scale a framebuffer
    /// may have (a 269 dpi phone panel → 2, 132 dpi → 1, 2000 dpi → 8).
    public static func scale(forDotsPerInch dotsPerInch: Double) -> CGFloat {
        min(FramebufferSize.scales.upperBound, max(1, (dotsPerInch / 160).rounded()))
    }
}
