import CoreGraphics
@testable import KioskDemos
import KioskHeadless
import Testing
import UIKit

/// `kiosk run`'s first screen: a button per demo, in catalogue order, 64 points apart.
@MainActor @Suite struct DemoLauncherTests {
    @Test func listsEveryDemoAndOpensTheOneTapped() throws {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = DemoLauncherViewController(demos: Demos.all)
        screen.advance(by: 0)
        let buttons = try #require(screen.window.rootViewController).view.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.currentTitle) == Demos.all.map(\.name))
        #expect(buttons.map(\.frame) == Demos.all.indices.map { CGRect(x: 24, y: 24 + 64 * CGFloat($0), width: 272, height: 56) })
        // The last, the catalogue, still fits a 480-point screen; a tap opens it.
        #expect(buttons.last?.currentTitle == "catalogue" && (buttons.last?.frame.maxY ?? .infinity) <= 480)
        screen.tap(at: CGPoint(x: 160, y: 24 + 64 * CGFloat(Demos.all.count - 1) + 28))
        screen.advance(by: 0.1)
        let opened = screen.window.rootViewController as? UINavigationController
        #expect(opened?.viewControllers.first is CatalogueViewController)
    }
}
