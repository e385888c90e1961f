import CoreGraphics
import QuartzCore
import Synchronization

/// Counters a watchdog reads from another thread to see that the app is alive:
/// the main loop turns and frames are drawn; and the input devices libinput has
/// taken in and let go and the fingers it has put down, for a check that plugs
/// devices in and touches with them and must know when the runtime has taken that
/// in. They only grow.
public final class RuntimeProgress: Sendable {
    private let turns = Atomic<Int>(0)
    private let frames = Atomic<Int>(0)
    private let presented = Atomic<Int>(0)
    private let devicesAdded = Atomic<Int>(0)
    private let devicesRemoved = Atomic<Int>(0)
    private let fingersDown = Atomic<Int>(0)
    private let server = Locked<RenderServer?>(nil)

    public init() {}

    /// Main-loop turns completed (one per frame tick on the main actor).
    public var mainLoopTurns: Int { turns.load(ordering: .relaxed) }
    /// Frames the render server drew (with or without damage).
    public var framesRendered: Int { frames.load(ordering: .relaxed) }
    /// Frames that changed the picture and went to the display.
    public var framesPresented: Int { presented.load(ordering: .relaxed) }

    /// Input devices (of any kind) libinput has added since the run opened it: once
    /// this has grown past a device's plug-in, events the device sends reach the app.
    public var inputDevicesAdded: Int { devicesAdded.load(ordering: .acquiring) }
    /// Input devices libinput has removed since the run opened it.
    public var inputDevicesRemoved: Int { devicesRemoved.load(ordering: .acquiring) }

    /// Fingers (touches, a pointer's left button, a pen's tip) libinput has put down
    /// since the run opened it, as the app is about to receive them.
    public var touchesBegan: Int { fingersDown.load(ordering: .acquiring) }

    /// Blocks until the live run's render server has drawn every commit and nothing
    /// animates (`RenderServer.waitUntilIdle`); false when `timeout` s pass first. True
    /// at once when no live run is going. For checks that drive a running app from
    /// another thread and must know the picture has settled.
    public func waitUntilIdle(timeout: Double) -> Bool {
        guard let server = server.withLock({ $0 }) else { return true }
        return server.waitUntilIdle(timeout: timeout)
    }

    func renderServerStarted(_ started: RenderServer?) { server.withLock { $0 = started } }

    func mainLoopTurned() { turns.add(1, ordering: .relaxed) }
    func frameRendered() { frames.add(1, ordering: .relaxed) }
    func framePresented() { presented.add(1, ordering: .relaxed) }
    func touchesBegan(_ count: Int) {
        if count > 0 { fingersDown.add(count, ordering: .releasing) }
    }
    func inputDevicesCounted(added: Int, removed: Int) {
        devicesAdded.store(added, ordering: .releasing)
        devicesRemoved.store(removed, ordering: .releasing)
    }
}
