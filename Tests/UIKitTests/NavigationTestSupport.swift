import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Raster
@testable import UIKit

/// Shared by the navigation tests.
@MainActor enum NavigationTestSupport {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// A 320 × 480 white screen showing `nav` as the window's root, one frame drawn at t = 0.
    static func screen(showing nav: UINavigationController) -> HeadlessScreen {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.backgroundColor = .white
        screen.window.rootViewController = nav
        screen.advance(by: 0)
        return screen
    }

    /// Whether two pictures have the same size and the same bytes.
    static func sameBytes(_ a: CGImage, _ b: CGImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height { for x in 0..<a.width where a.bitmap[x, y] != b.bitmap[x, y] { return false } }
        return true
    }

    /// The frame `view` shows now (its presentation layer's).
    static func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }
}

/// The calls a test's controllers heard, in order.
@MainActor final class NavigationLog {
    var entries: [String] = []
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller with a coloured view that logs its appearance and containment calls
/// as "B.willAppear(true)"; " moving" is added while `isMovingToParent` or
/// `isMovingFromParent` is true.
@MainActor final class LoggedController: UIViewController {
    let name: String
    let log: NavigationLog
    let color: UIColor

    init(_ name: String, log: NavigationLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
    }

    private func note(_ call: String) {
        log.entries.append("\(name).\(call)" + (isMovingToParent || isMovingFromParent ? " moving" : ""))
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) { note("willMove(\(parent == nil ? "nil" : "nav"))") }
    override func didMove(toParent parent: UIViewController?) { note("didMove(\(parent == nil ? "nil" : "nav"))") }
}
