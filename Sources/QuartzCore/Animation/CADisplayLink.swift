import Foundation

/// A timer in step with the display: once added to the main run loop it calls its
/// closure once per display frame (per vsync), before the frame's layout and commit,
/// so what the closure changes is in that frame. `timestamp` is the time of that
/// frame, `targetTimestamp` the time of the next frame the link will fire at.
///
/// Apple's `init(target:selector:)` needs the Objective-C runtime; Kiosk takes the
/// method as a closure in its place, with the same argument:
/// `CADisplayLink(target: self, selector: { [weak self] link in self?.step(link) })`.
/// As on iOS the link keeps its target (and the closure) until `invalidate()`.
///
/// On a `HeadlessScreen` frames fall on the virtual clock's 1/60 s steps, so the
/// timestamps are exact; on a device, on the runtime's frame ticks. While a link is
/// added and not paused the main loop turns every frame; when none is, idle time
/// stays idle. Every run-loop mode is the same here (Kiosk's main loop has no tracking
/// mode), and links fire only on the main run loop.
@preconcurrency @MainActor open class CADisplayLink {
    /// The object the link keeps alive until it is invalidated.
    private var target: Any?
    private var action: (@MainActor (CADisplayLink) -> Void)?
    /// The modes the link was added for (it fires while there is one).
    private var modes: Set<RunLoop.Mode> = []
    /// The earliest frame time at which the link fires next.
    private var nextFireTime = -Double.infinity

    /// A link that will call `selector` with itself each frame, once added to a run loop.
    public init(target: Any, selector: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = target
        action = selector
    }

    /// The time of the frame the link last fired at (0 before it first fires).
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame the link fires at: `timestamp` plus the interval the
    /// preferred rate allows (0 before it first fires).
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between the display's frames (0 before the link first fires).
    public private(set) var duration: CFTimeInterval = 0

    /// Whether the link skips frames for now; it stays added.
    open var isPaused = false

    /// The frames per second wanted; 0 (the default) for the display's rate. The link
    /// fires at the display's rate divided by the nearest whole number.
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.wantedRate.rounded()) }
        set {
            let rate = Float(max(newValue, 0))
            preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: rate, preferred: rate)
        }
    }

    /// The frame rates wanted (default: the display's rate). The link fires at the
    /// preferred rate, as `preferredFramesPerSecond` does.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Starts the link firing on `runloop` (which must be the main run loop) for `mode`.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        precondition(runloop === RunLoop.main,
                     "CADisplayLink.add(to:forMode:): Kiosk's display links fire on the main run loop; pass RunLoop.main")
        guard action != nil else { return }
        if modes.isEmpty { Self.added.append(self) }
        modes.insert(mode)
    }

    /// Stops the link firing for `mode`; it stops altogether when no mode is left.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard modes.remove(mode) != nil, modes.isEmpty else { return }
        Self.added.removeAll { $0 === self }
    }

    /// Removes the link from every mode and lets go of its target and closure; it never fires again.
    public func invalidate() {
        modes.removeAll()
        Self.added.removeAll { $0 === self }
        target = nil
        action = nil
    }

    // MARK: Frames

    /// The links added to the main run loop, in the order they were added.
    private static var added: [CADisplayLink] = []

    /// Kiosk's own: whether a link is added and not paused, so that the main loop must
    /// turn at every frame.
    @_spi(KioskRuntime) public static var anyActive: Bool { added.contains { !$0.isPaused } }

    /// Kiosk's own: the display shows a frame at `time`, `interval` after the one
    /// before; each active link due fires, in the order they were added. A link added
    /// by a callback fires from the next frame; one removed or paused stops at once.
    @_spi(KioskRuntime) public static func displayFrame(at time: CFTimeInterval, interval: CFTimeInterval) {
        for link in added where !link.isPaused {
            guard link.action != nil, link.modes.isEmpty == false else { continue }
            link.fire(at: time, interval: interval)
        }
    }

    private func fire(at time: CFTimeInterval, interval: CFTimeInterval) {
        // Half a frame's slack, so that a tick a little early still counts as the frame due.
        guard time >= nextFireTime - interval / 2, let action else { return }
        let rate = Double(preferredFrameRateRange.wantedRate)
        let frames = rate > 0 ? max((1 / (interval * rate)).rounded(), 1) : 1
        timestamp = time
        duration = interval
        targetTimestamp = time + frames * interval
        nextFireTime = targetTimestamp
        action(self)
    }
}
