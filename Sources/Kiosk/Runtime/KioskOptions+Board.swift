import CoreGraphics
import Raster

/// A board file as the defaults of a run: the board picks the display backend and
/// its configuration, the rotation and scale, the touchscreen and the fonts; the
/// `kiosk` flags given beside `--board` override them.
extension KioskOptions {
    /// Options with `board`'s defaults: its display (device path, or the first card /
    /// framebuffer when it names none), rotation, scale, touch and fonts.
    public init(board: BoardFile) {
        self.init()
        self.board = board
        switch board.display.backend {
        case .drm(let configuration):
            display = .drm(path: configuration.path)
        case .fbdev(let configuration):
            if case .path(let path) = configuration.device { display = .fbdev(path: path) } else { display = .fbdev(path: nil) }
        }
        rotation = board.display.rotation
        scale = board.display.scale
    }

    /// `display` as a `--display` flag asked for it over the board: `drm` or `fbdev`
    /// without a path keeps the device the board names for that backend.
    func keepingBoardDevice(_ display: Display) -> Display {
        guard let backend = board?.display.backend else { return display }
        switch (display, backend) {
        case (.drm(nil), .drm(let configuration)): return .drm(path: configuration.path)
        case (.fbdev(nil), .fbdev(let configuration)):
            if case .path(let path) = configuration.device { return .fbdev(path: path) }
            return display
        default: return display
        }
    }

    /// The DRM configuration to open the card at `path` with: the board's connector,
    /// mode, format, buffering and the like when it is a DRM board, and the options'
    /// rotation and scale (which flags may have changed).
    func drmConfiguration(path: String?) -> DRMDisplayConfiguration {
        var configuration = DRMDisplayConfiguration()
        if case .drm(let fromBoard) = board?.display.backend { configuration = fromBoard }
        configuration.path = path
        configuration.rotation = rotation
        configuration.scale = scale
        return configuration
    }

    /// The fbdev configuration for the framebuffer at `path`: with no path, the one an
    /// fbdev board names (by path or driver name); nil when nothing names one.
    func fbdevConfiguration(path: String?) -> FBDevDisplay.Configuration? {
        var configuration = FBDevDisplay.Configuration()
        var named = false
        if case .fbdev(let fromBoard) = board?.display.backend {
            configuration = fromBoard
            named = true
        }
        if let path {
            configuration.device = .path(path)
        } else if !named {
            guard let first = FBDevDevice.all().first else { return nil }
            configuration.device = .path(first.path)
        }
        configuration.rotation = rotation
        configuration.scale = scale
        return configuration
    }

    /// The touchscreen: the board's, else every touch device on seat0.
    var touch: BoardTouch { board?.touch ?? BoardTouch() }
}
