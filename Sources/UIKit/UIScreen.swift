import CoreGraphics
import Foundation

/// The display a window is shown on: its size in points and pixels per point.
///
/// `UIScreen.main` is the screen the runtime attached (a DRM or fbdev display, or a
/// `HeadlessScreen`); before one is attached it is a 320×480 screen at scale 1.
@preconcurrency @MainActor open class UIScreen {
    /// The screen the app is shown on.
    public class var main: UIScreen { attached }
    private static var attached = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1)

    /// The screen's rectangle in points, at (0, 0). It changes when a display is
    /// plugged back in with another mode (`modeDidChangeNotification` is posted).
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }

    /// The screen's brightness, from 0 (darkest) to 1 (brightest); a value outside is
    /// clamped. On Kiosk it sets the panel's backlight (through `onBrightnessChange`,
    /// which the runtime installs); without a backlight it is only remembered.
    open var brightness: CGFloat {
        get { storedBrightness }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedBrightness else { return }
            storedBrightness = clamped
            onBrightnessChange?(clamped)
        }
    }
    private var storedBrightness: CGFloat = 1

    /// Kiosk's own: called with each new `brightness` the app sets.
    @_spi(KioskRuntime) public var onBrightnessChange: ((CGFloat) -> Void)?

    /// Kiosk's own: the brightness the panel has (read from its backlight), without
    /// calling `onBrightnessChange`.
    @_spi(KioskRuntime) public func noteBrightness(_ level: CGFloat) {
        storedBrightness = min(max(level, 0), 1)
    }

    /// A screen of `bounds` points at `scale`; made by the runtime for its display.
    @_spi(KioskRuntime) public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Kiosk's own: the display came back with another size; `bounds` becomes `bounds`
    /// and `modeDidChangeNotification` is posted when it changed.
    @_spi(KioskRuntime) public func modeChanged(to bounds: CGRect) {
        guard bounds != self.bounds else { return }
        self.bounds = bounds
        NotificationCenter.default.post(name: Self.modeDidChangeNotification, object: self)
    }

    /// Posted when the screen's mode (its size) changes. The object is the screen;
    /// there is no `userInfo`.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Makes `screen` the one `UIScreen.main` returns (the runtime does, when it attaches a display).
    @_spi(KioskRuntime) public static func attach(_ screen: UIScreen) { attached = screen }
}
