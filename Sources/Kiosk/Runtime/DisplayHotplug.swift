import CoreGraphics
import Logging
import QuartzCore
@_spi(KioskRuntime) import UIKit

/// Follows a DRM display that comes and goes: on a `change` uevent of the display's
/// card it probes the connector again (`DRMDisplay.reprobe()`), logs what changed once
/// per change, and when a display came back with another size resizes `UIScreen.main`
/// and the window and lays it out (the render server then draws the new size whole).
/// Events of other cards, other actions and malformed events are ignored.
@MainActor final class DisplayHotplug {
    private let display: DRMDisplay
    private let card: DeviceNumber
    private let window: UIWindow
    private let screen: UIScreen
    /// Told the new screen size in points after a resize (the touch mapping follows it).
    private let resized: (CGSize) -> Void

    private static let log = Logger(label: "kiosk.display")

    init(display: DRMDisplay, card: DeviceNumber, window: UIWindow, screen: UIScreen,
         resized: @escaping (CGSize) -> Void = { _ in }) {
        self.display = display
        self.card = card
        self.window = window
        self.screen = screen
        self.resized = resized
    }

    /// Acts on `events` (read together): probes once if any asks it to. Returns what the
    /// probe found, or nil when no event concerned the card or the probe failed.
    @discardableResult
    func handle(_ events: [DRMUevent]) -> DRMConnectorChange? {
        guard events.contains(where: { $0.asksToReprobe(card: card) }) else { return nil }
        let change: DRMConnectorChange
        let started = MonotonicMediaClock().now
        do {
            change = try display.reprobe()
        } catch {
            Self.log.error("display: probing \(display.cardPath) again failed: \(error); the app runs on and the next hot-plug event probes again")
            return nil
        }
        let took = Int(((MonotonicMediaClock().now - started) * 1000).rounded())
        switch change {
        case .unchanged:
            break
        case .disconnected:
            Self.log.warning("display: \(display.connectorName) on \(display.cardPath) has no display; the app runs on (frames on a timer, nothing shown) until one is connected (probed in \(took) ms)")
        case .reconnected:
            Self.log.info("display: connected again: \(display.description); the picture is shown whole (probed and set in \(took) ms)")
        case .resized:
            let bounds = CGRect(x: 0, y: 0, width: CGFloat(display.pixelWidth) / display.scale,
                                height: CGFloat(display.pixelHeight) / display.scale)
            Self.log.info("display: connected again with another mode: \(display.description); the screen is \(Int(bounds.width))x\(Int(bounds.height)) points now (probed and set in \(took) ms)")
            screen.modeChanged(to: bounds)
            window.frame = bounds
            window.setNeedsLayout()
            window.layoutIfNeeded()
            resized(bounds.size)
        }
        return change
    }
}
