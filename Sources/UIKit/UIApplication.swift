import Foundation

/// The app: its windows, which of them is key, whether it is in front, and whether the
/// screen may blank while nobody touches it. `UIApplication.shared` is the one instance.
///
/// On Kiosk the runtime moves `applicationState` as a device's system would: the app
/// becomes active with its first frame, and a VT switched away is the background (the
/// display is let go there). Each move posts Apple's notifications on
/// `NotificationCenter.default`, on the main actor, after telling the `delegate`.
///
/// Under `swift test` on Linux, Swift Testing runs the main actor on a thread that is
/// not the main thread, and Foundation hands an observer added with `queue: .main` to
/// the main queue and waits for it there: a deadlock. Tests observe with `queue: nil`
/// (the block runs at once, on the main actor); an app run by `KioskRuntime` is on the
/// main thread, where either form runs at once.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The app's one application object.
    public class var shared: UIApplication { instance }
    private static let instance = UIApplication()

    /// Whether the app is in front and receiving touches, in front but not receiving
    /// them, or not shown at all.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The app's state: `.inactive` until the runtime (or a `HeadlessScreen`) shows its
    /// first frame, then `.active`; `.background` while another VT is in front.
    public internal(set) var applicationState = State.inactive

    /// Told of state changes before the notifications are posted.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the screen stays lit while nobody touches it (default false). Kiosk's
    /// runtime reads it where it blanks an idle screen; `onIdleTimerChange` hears each change.
    open var isIdleTimerDisabled = false {
        didSet { if isIdleTimerDisabled != oldValue { onIdleTimerChange?(isIdleTimerDisabled) } }
    }

    /// Kiosk's own: called with the new value each time `isIdleTimerDisabled` changes.
    @_spi(KioskRuntime) public var onIdleTimerChange: ((Bool) -> Void)?

    /// The app's windows on the main screen, in the order they were made.
    public var windows: [UIWindow] {
        UIWindow.all.compactMap(\.window).filter { $0.screen === UIScreen.main }
    }

    /// The window that receives touches: the last one made key with `makeKeyAndVisible()`.
    /// (Deprecated on iOS 13 for scenes' windows; Kiosk has one scene.)
    public var keyWindow: UIWindow? { UIWindow.key }
}

extension UIApplication {
    /// Posted when the app has become active (after it launches, and back from the background).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (on its way to the background).
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app is in the background: on a device, its VT was switched away.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}
