import CoreGraphics
import Foundation
import Raster

/// How many scanout buffers a DRM display cycles through.
public enum DRMBuffering: Int, Sendable, Equatable {
    /// Draw while the other buffer is shown; wait for each flip.
    case double = 2
    /// Also draw the next frame while a flip is still pending.
    case triple = 3
}

/// What a DRM display should light up and how, from a board file or flags.
public struct DRMDisplayConfiguration: Sendable {
    /// The card, e.g. "/dev/dri/card1"; nil picks the first card with a connected display.
    public var path: String?
    /// The connector's name, e.g. "HDMI-A-1"; nil picks the first connected one.
    public var connector: String?
    /// The mode; nil uses the connector's preferred one.
    public var mode: DRMModeRequest?
    public var format: ScanoutFormat
    /// How the picture is turned onto the panel, clockwise.
    public var rotation: Rotation
    public var buffering: DRMBuffering
    /// Use the legacy mode-setting calls even when atomic is available (also set by
    /// the environment variable `KIOSK_DRM_LEGACY=1`, as wlroots' `WLR_DRM_NO_ATOMIC`).
    public var forceLegacy: Bool
    /// Let the primary plane rotate when it can; false always uses the Raster output pass.
    public var planeRotation: Bool
    /// Pixels per point.
    public var scale: CGFloat
    /// The kernels of the output pass.
    public var kernels: Kernels
    /// Where card nodes are searched when `path` is nil.
    public var devicesDirectory: String
    /// How long a page flip may go without its completion event before it counts as
    /// lost and the next frame goes ahead (seconds): a driver that drops an event
    /// must not freeze the screen.
    public var lostFlipTimeout: Double

    public init(path: String? = nil, connector: String? = nil, mode: DRMModeRequest? = nil,
                format: ScanoutFormat = .xrgb8888, rotation: Rotation = .degrees0, buffering: DRMBuffering = .double,
                forceLegacy: Bool = false, planeRotation: Bool = true, scale: CGFloat = 1, kernels: Kernels = .simd,
                devicesDirectory: String = "/dev/dri", lostFlipTimeout: Double = 0.5) {
        self.path = path
        self.connector = connector
        self.mode = mode
        self.format = format
        self.rotation = rotation
        self.buffering = buffering
        self.forceLegacy = forceLegacy
        self.planeRotation = planeRotation
        self.scale = scale
        self.kernels = kernels
        self.devicesDirectory = devicesDirectory
        self.lostFlipTimeout = lostFlipTimeout
    }

    /// The environment variable that forces the legacy path.
    public static let legacyEnvironmentVariable = "KIOSK_DRM_LEGACY"

    /// Whether the legacy path is forced, by the flag or by `environment`.
    public func usesLegacy(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        forceLegacy || environment[Self.legacyEnvironmentVariable] == "1"
    }
}
