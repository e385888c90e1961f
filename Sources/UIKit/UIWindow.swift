import CoreGraphics

/// The root of a view tree that is shown on a screen, and where touches enter it.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// Whether this is the app's key window (`UIApplication.shared.keyWindow`): the
    /// last one made key. Only one window is key at a time.
    public var isKeyWindow: Bool { Self.key === self }
    /// The screen the window is shown on.
    open var screen: UIScreen = .main
    /// The fingers on the window and the recognizers following them.
    let touchDelivery = TouchDelivery()
    /// The scroll views in motion, moved a step at every main-loop turn.
    let frameSteppers = FrameSteppers()

    /// The parts of the screen the window's content should keep clear of (a bezel, a
    /// notch, a status strip): the window's `safeAreaInsets`. Zero unless the runtime
    /// (from the board's description) or a test sets them.
    @_spi(KioskRuntime) public var screenSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard screenSafeAreaInsets != oldValue else { return }
            notifySafeAreaChange(self)
            setNeedsLayout()
        }
    }

    private func notifySafeAreaChange(_ view: UIView) {
        view.safeAreaInsetsDidChange()
        for subview in view.subviews { notifySafeAreaChange(subview) }
    }

    /// The responder that takes the keyboard's input in this window, if any.
    weak var firstResponder: UIResponder?
    /// The hardware keys held, by the runtime's key number; see UIWindow+PhysicalKeys.swift.
    var presses: [Int: UIPress] = [:]
    /// The event every press change on this window is sent with.
    let pressesEvent = UIPressesEvent()
    /// True while the first responder is made to resign without being asked.
    var isForcingResignation = false

    /// Whether a text input becoming first responder in this window brings up the
    /// on-screen keyboard (Kiosk's addition; false by default, where a physical keyboard
    /// or none is assumed — the runtime sets it from the board file). Turned off, the
    /// window lets its keyboard go once it is down. See UIWindow+Keyboard.swift.
    public var showsOnScreenKeyboard = false {
        didSet { releaseKeyboardIfUnwanted() }
    }
    /// The on-screen keyboard's letters (Kiosk's own: the runtime sets it from the board
    /// file's `keyboard-layout`; English unless set).
    @_spi(KioskRuntime) public var onScreenKeyboardLayout = OnScreenKeyboardLayout.en {
        didSet { keyboard?.layout = onScreenKeyboardLayout }
    }
    /// The on-screen keyboard, once made; what slides up (it, or an input view, under
    /// an accessory view); and the input they were last set up for.
    var keyboard: OnScreenKeyboard?
    var keyboardHost: InputViewHost?
    weak var keyboardInput: UIResponder?
    var isKeyboardShown = false

    /// The view controller whose view fills the window. Setting it replaces the old
    /// one's view with the new one's; while the window is visible each hears the
    /// appearance calls.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if isVisible { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                if isVisible { old.endAppearanceTransition() }
            }
            if let root = rootViewController { show(root) }
        }
    }

    /// A window filling `frame`, one of `UIApplication.shared.windows` while it lives.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        Self.all.removeAll { $0.window == nil }
        Self.all.append(WeakWindow(window: self))
    }

    /// Delivers `event`'s changed touches: to their gesture recognizers first, then to
    /// the views they began in (see `TouchDelivery`).
    open func sendEvent(_ event: UIEvent) { touchDelivery.dispatch(event) }

    /// Makes the window the key window and shows it, with its root view controller.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        if let root = rootViewController, !root.isAppeared { show(root) }
    }

    /// Makes the window the key window; the one that was key before resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = Self.key
        Self.key = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window has become the key window; subclasses that override it call super.
    open func becomeKey() {}

    /// Called when the window has stopped being the key window; subclasses that override it call super.
    open func resignKey() {}

    /// The key window, and every window made, in order (those gone read nil).
    static weak var key: UIWindow?
    static var all: [WeakWindow] = []

    /// A window the application lists without keeping it alive.
    struct WeakWindow {
        weak var window: UIWindow?
    }

    private var isVisible: Bool { isKeyWindow && !isHidden }

    /// Puts `root`'s view in the window, filling it, and makes it appear if the window shows.
    private func show(_ root: UIViewController) {
        let view: UIView = root.view
        if isVisible { root.beginAppearanceTransition(true, animated: false) }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { addSubview(view) }
        if isVisible { root.endAppearanceTransition() }
    }
}
