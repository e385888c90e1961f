import CoreGraphics
import Dispatch
import Foundation
import Glibc
import Logging
import QuartzCore
import UIKit

/// How `kiosk run` starts its app under systemd when earlier starts crashed: it counts
/// the start (`CrashLoopGuard`, in $RUNTIME_DIRECTORY), and after `threshold` failed
/// starts in a row it first shows the board's fallback image for the back-off, then
/// the app, in the same process. The start counts as a success once the app has been
/// up `settleSeconds`, or when the run stops in order (`stoppedInOrder()`).
/// Test hook: with KIOSK_TEST_HOOKS=1, KIOSK_TEST_CRASH_AT_START=1 makes the app die
/// of SIGKILL as soon as the main loop runs it, as an app that crashes at start.
@MainActor public final class CrashLoopLaunch {
    static let log = Logger(label: "kiosk.service")
    private var crashLoop: CrashLoopGuard?
    private let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        crashLoop = CrashLoopGuard(environment: environment)
    }

    /// The root to run: `app()`, or the fallback screen first when the start backs off.
    public func root(board: BoardFile?, app: @escaping @MainActor () -> UIViewController) -> UIViewController {
        guard var crashLoop else { return launched(app) }
        let backOff: Double
        do {
            backOff = try crashLoop.start()
        } catch {
            Self.log.warning("crash loop: not counted (\(error))")
            self.crashLoop = nil
            return launched(app)
        }
        self.crashLoop = crashLoop
        guard backOff > 0 else { return launched(app) }
        var image: CGImage?
        do {
            image = try board?.loadFallbackImage().map(CGImage.init(bitmap:))
        } catch {
            Self.log.error("crash loop: \(error); showing black instead")
        }
        let shown = image == nil ? "black" : board?.fallbackImage ?? ""
        Self.log.warning("crash loop: \(crashLoop.failedStarts) failed starts in a row; showing \(shown) for \(backOff) s before starting the app")
        return FallbackViewController(image: image, duration: backOff) { [unowned self] in launched(app) }
    }

    /// The run stopped in order (SIGTERM): not a crash.
    public func stoppedInOrder() {
        settle()
    }

    /// Makes the app, and counts the start as a success once it has been up long enough.
    private func launched(_ app: @MainActor () -> UIViewController) -> UIViewController {
        let root = app()
        if environment["KIOSK_TEST_HOOKS"] == "1", environment["KIOSK_TEST_CRASH_AT_START"] == "1" {
            Self.log.warning("test hook: KIOSK_TEST_CRASH_AT_START=1, the app dies of SIGKILL as it starts")
            DispatchQueue.main.async { kill(getpid(), SIGKILL) }
        }
        guard crashLoop != nil else { return root }
        crashLoop?.appShown(at: CACurrentMediaTime())
        DispatchQueue.main.asyncAfter(deadline: .now() + CrashLoopGuard.settleSeconds) { [weak self] in
            MainActor.assumeIsolated { self?.tick() }
        }
        return root
    }

    /// Counts the start as a success if the app has been up `settleSeconds` by now.
    private func tick() {
        guard var crashLoop else { return }
        do {
            if try crashLoop.tick(at: CACurrentMediaTime()) {
                Self.log.info("crash loop: the app has run \(CrashLoopGuard.settleSeconds) s; failed starts reset")
            }
        } catch {
            Self.log.warning("crash loop: \(error)")
        }
        self.crashLoop = crashLoop
    }

    private func settle() {
        guard var crashLoop, !crashLoop.settled else { return }
        do {
            try crashLoop.settle()
        } catch {
            Self.log.warning("crash loop: \(error)")
        }
        self.crashLoop = crashLoop
    }
}
