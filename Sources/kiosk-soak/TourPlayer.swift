import CoreGraphics
import Kiosk
import KioskDemos
import KioskHeadless
import UIKit

/// Plays demos' tours on the soak's screen, each on a new root controller, as
/// `kiosk demo` does on a headless display.
@MainActor enum TourPlayer {
    /// How long a tour's last gesture may keep animating after the tour.
    static let settleLimit = 10.0

    static func play(_ demos: [Demo], on screen: HeadlessScreen) throws {
        let size = screen.window.bounds.size
        for demo in demos {
            let script = try TouchScript(parsing: demo.tour(size), name: "\(demo.name) tour")
            screen.window.rootViewController = demo.makeRootViewController()
            screen.advance(by: 0)
            screen.play(script)
            try screen.advance(until: { !screen.isAnimating }, within: settleLimit, "the \(demo.name) tour")
        }
    }
}
