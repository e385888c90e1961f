import Dispatch
import Foundation

/// Stops the program when the layer tree is changed off the main actor, as Xcode's
/// main thread checker does for UIKit. Swift 5 code sees Kiosk's main-actor types as
/// `@preconcurrency` (as it sees Apple's) and compiles such a call silently, and Swift 6
/// code is only warned; this catches the call before it can race with the main actor.
///
/// The main actor runs on the main dispatch queue: on the main thread, or after
/// `dispatchMain()` on a worker thread draining that queue, so `Thread.isMainThread`
/// alone is not the test. (`MainActor.preconditionIsolated` would be, but the standard
/// library's optimised build traps without printing its message.)
enum MainActorCheck {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor's thread or queue.
    static var isOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// Returns on the main actor; elsewhere stops with a message naming `what`.
    static func check(_ what: @autoclosure () -> String) {
        guard !isOnMainActor else { return }
        fatalError("\(what()) was used off the main actor. Layers, views and CATransaction belong to the main actor "
                   + "(the main thread), as in UIKit: use them from @MainActor code or DispatchQueue.main.async { … }")
    }
}
