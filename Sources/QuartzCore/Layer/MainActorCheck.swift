/// Stops the program when the layer tree is changed off the main actor, as Xcode's
/// main thread checker does for UIKit. Swift 5 code sees Kiosk's main-actor types as
/// `@preconcurrency` (as it sees Apple's) and compiles such a call silently, and Swift 6
/// code is only warned; this catches the call before it can race with the main actor.
///
/// It asks the concurrency runtime (`MainActor.preconditionIsolated`), not
/// `Thread.isMainThread`: after `dispatchMain()` the main actor runs on a dispatch
/// worker thread, and `MainActor.assumeIsolated` blocks on the main queue count too.
enum MainActorCheck {
    /// Returns on the main actor; elsewhere stops with a message naming `what`.
    static func check(_ what: @autoclosure () -> String) {
        MainActor.preconditionIsolated(
            "\(what()) was used off the main actor. Layers, views and CATransaction belong to the main actor "
                + "(the main thread), as in UIKit: use them from @MainActor code or DispatchQueue.main.async { … }")
    }
}
