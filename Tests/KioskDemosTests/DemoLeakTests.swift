import CoreGraphics
@_spi(KioskRuntime) import Kiosk
import KioskDemos
@_spi(KioskRuntime) import KioskHeadless
@_spi(KioskRuntime) import QuartzCore
import Testing
import UIKit

/// Every demo's tour, played on a 320 × 480 screen, leaves nothing behind: once the
/// window lets the demo go (right after the tour, while its last gesture may still
/// animate), its controllers, views and layers are freed, and the main actor's and the
/// renderer's tables are the size they were before the demo came. (CI's soak plays the
/// tours at 768 × 1024; here the small screen keeps the test quick under the sanitizers.)
@MainActor @Suite struct DemoLeakTests {
    @Test(arguments: Demos.all.map(\.name)) func aTourLeavesNothingBehind(_ name: String) throws {
        let demo = try #require(Demos.named(name))
        let size = CGSize(width: 320, height: 480)
        let screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        screen.advance(by: 0)
        let before = screen.tableCounts.settled
        weak var weakRoot: UIViewController?, weakView: UIView?
        var lifts = 0
        do {
            let root = demo.makeRootViewController()
            (weakRoot, weakView) = (root, root.view)
            screen.window.rootViewController = root
            screen.advance(by: 0)
            try playTour(of: demo, size: size, on: screen) { lifts += 1 }
            // Let go while the last gesture may still animate (the guide's last listing
            // runs 2 s): animations on views leaving the screen stop and free them.
            screen.window.rootViewController = nil
        }
        screen.advance(by: 1)
        #expect(lifts > 0)
        #expect(weakRoot == nil && weakView == nil)
        // Hosts are counted process-wide: another suite's renderer may be freed on its own
        // thread while this runs (none can be made: that needs the main actor, which this
        // test holds throughout), so the count may fall but must not rise.
        var after = screen.tableCounts.settled
        #expect(after.layers.hosts <= before.layers.hosts)
        after.layers.hosts = before.layers.hosts
        #expect(after == before)
    }
}
