import Foundation
import KioskHeadless
import Testing
@_spi(KioskRuntime) import UIKit

/// `UIApplication`: its windows and key window, and its state moves with Apple's
/// notifications and delegate calls, in Apple's order.
@MainActor @Suite struct ApplicationTests {
    /// What the delegate and the notifications reported, with the state at each.
    final class StateLog: UIApplicationDelegate {
        var entries: [String] = []
        private var observers: [any NSObjectProtocol] = []

        init() {
            let names: [(Notification.Name, String)] = [
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let sender = note.object.map { ObjectIdentifier($0 as AnyObject) }
                    MainActor.assumeIsolated {
                        self?.record("\(label) \(sender == ObjectIdentifier(UIApplication.shared))")
                    }
                })
            }
        }

        func stop() { observers.forEach { NotificationCenter.default.removeObserver($0) } }

        private func record(_ event: String) {
            entries.append("\(event) \(UIApplication.shared.applicationState)")
        }

        func applicationDidBecomeActive(_ application: UIApplication) { record("delegate didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { record("delegate willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { record("delegate didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { record("delegate willEnterForeground") }

        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    @Test func theFirstFrameMakesTheAppActiveAndTheBackgroundIsAnnouncedInApplesOrder() {
        let screen = HeadlessScreen(width: 40, height: 40)
        screen.moveApplication(to: .inactive)
        let log = StateLog()
        defer { log.stop() }
        UIApplication.shared.delegate = log
        defer { UIApplication.shared.delegate = nil }
        screen.moveApplication(to: .active)
        #expect(log.take() == ["delegate didBecomeActive active", "didBecomeActive true active"])
        screen.moveApplication(to: .background)
        #expect(log.take() == ["delegate willResignActive active", "willResignActive true active",
                               "delegate didEnterBackground background", "didEnterBackground true background"])
        #expect(UIApplication.shared.applicationState == .background)
        screen.moveApplication(to: .background)
        #expect(log.take() == [])
        screen.moveApplication(to: .active)
        #expect(log.take() == ["delegate willEnterForeground background", "willEnterForeground true background",
                               "delegate didBecomeActive active", "didBecomeActive true active"])
        screen.moveApplication(to: .inactive)
        #expect(log.take() == ["delegate willResignActive active", "willResignActive true active"])
        screen.moveApplication(to: .background)
        #expect(log.take() == ["delegate didEnterBackground background", "didEnterBackground true background"])
        screen.moveApplication(to: .inactive)
        #expect(log.take() == ["delegate willEnterForeground background", "willEnterForeground true background"])
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIApplication.State.active.rawValue == 0 && UIApplication.State.inactive.rawValue == 1
                && UIApplication.State.background.rawValue == 2)
    }

    @Test func aNewScreensFirstFrameIsTheLaunch() {
        let earlier = HeadlessScreen(width: 40, height: 40)
        earlier.moveApplication(to: .background)
        let screen = HeadlessScreen(width: 40, height: 40)
        #expect(UIApplication.shared.applicationState == .background)
        let log = StateLog()
        defer { log.stop() }
        screen.advance(by: 0)
        #expect(log.take() == ["willEnterForeground true background", "didBecomeActive true active"])
        screen.advance(by: 1)
        #expect(log.take() == [])
    }

    /// Counts the key-window calls a window hears.
    final class CountingWindow: UIWindow {
        var calls: [String] = []
        override func becomeKey() {
            super.becomeKey()
            calls.append("becomeKey")
        }
        override func resignKey() {
            super.resignKey()
            calls.append("resignKey")
        }
    }

    @Test func windowsAreListedInOrderAndOneIsKey() {
        let screen = HeadlessScreen(width: 40, height: 40)
        let app = UIApplication.shared
        #expect(app.windows == [screen.window])
        #expect(app.keyWindow === screen.window && screen.window.isKeyWindow)
        let second = CountingWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(app.windows == [screen.window, second])
        #expect(!second.isKeyWindow && second.calls == [])
        second.makeKeyAndVisible()
        #expect(app.keyWindow === second && second.isKeyWindow && !screen.window.isKeyWindow)
        second.makeKeyAndVisible()
        #expect(second.calls == ["becomeKey"])
        screen.window.makeKey()
        #expect(second.calls == ["becomeKey", "resignKey"])
        #expect(app.keyWindow === screen.window)
        // A window on another screen is not the app's on this one.
        let elsewhere = UIWindow(frame: .zero)
        elsewhere.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 1)
        #expect(app.windows == [screen.window, second])
        withExtendedLifetime(elsewhere) {}
    }

    @Test func aWindowThatIsGoneIsNotListed() {
        let screen = HeadlessScreen(width: 40, height: 40)
        do {
            let passing = UIWindow(frame: .zero)
            #expect(UIApplication.shared.windows.count == 2)
            withExtendedLifetime(passing) {}
        }
        #expect(UIApplication.shared.windows == [screen.window])
    }

    @Test func theIdleTimerSettingIsStoredAndEachChangeIsHeard() {
        let app = UIApplication.shared
        var heard: [Bool] = []
        app.onIdleTimerChange = { heard.append($0) }
        defer { app.onIdleTimerChange = nil; app.isIdleTimerDisabled = false }
        #expect(!app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = true
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = false
        #expect(heard == [true, false])
    }
}
