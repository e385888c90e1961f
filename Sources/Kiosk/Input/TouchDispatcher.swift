import CoreGraphics
import Foundation
@_spi(KioskRuntime) import UIKit

/// Hands touches from input sources (libinput, a script) to a window, once per frame
/// on the main actor. Sources enqueue from any thread; `deliver()` sends what came
/// since the last frame (the runtime hands what `take()` returns to its `MainLoopTurn`
/// instead). Moves of a finger within one frame merge into the latest,
/// but a finger's began, ended and cancelled are never merged away: a tap whose down
/// and up both arrive within one frame still reaches UIKit as began then ended.
public final class TouchDispatcher: Sendable {
    /// The window the touches go to.
    public let window: UIWindow
    private let pending = Locked<[TouchInputEvent]>([])

    public init(window: UIWindow) {
        self.window = window
    }

    /// Queues `events` (in the order they happened) for the next `deliver()`.
    public func enqueue(_ events: some Sequence<TouchInputEvent>) {
        pending.withLock { $0.append(contentsOf: events) }
    }

    /// Sends what was queued since the last call to the window, as `UITouch`es in
    /// `UIEvent`s, and returns what was sent.
    @discardableResult
    @MainActor public func deliver() -> [TouchInputEvent] {
        let events = take()
        for event in events { window.injectTouch(event.windowTouch) }
        return events
    }

    /// What was queued since the last call, coalesced, for a main-loop turn to deliver.
    func take() -> [TouchInputEvent] {
        Self.coalesced(pending.withLock { queue in
            defer { queue.removeAll(keepingCapacity: true) }
            return queue
        })
    }

    /// `events` with each run of one finger's moves (nothing else of that finger in
    /// between) reduced to its last move, placed where that last move was.
    static func coalesced(_ events: [TouchInputEvent]) -> [TouchInputEvent] {
        var result: [TouchInputEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            if event.phase == .moved,
               let last = result.lastIndex(where: { $0.finger == event.finger }),
               result[last].phase == .moved {
                result.remove(at: last)
            }
            result.append(event)
        }
        return result
    }
}

extension TouchInputEvent {
    /// The event as UIKit's window takes it.
    var windowTouch: WindowTouch {
        WindowTouch(finger: finger, phase: phase.uiTouchPhase, location: location, timestamp: timestamp)
    }
}

extension TouchInputEvent.Phase {
    /// UIKit's name for the phase.
    var uiTouchPhase: UITouch.Phase {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
