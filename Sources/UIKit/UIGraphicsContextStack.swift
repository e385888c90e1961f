import CoreGraphics

/// UIKit's stack of current drawing contexts: image contexts, renderer contexts and
/// contexts pushed by hand, innermost last. Drawing functions such as
/// `UIColor.setFill()` and `UIView.drawHierarchy(in:afterScreenUpdates:)` draw into the top one.
@MainActor enum GraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// Pixels per point of an image context (`UIGraphicsBeginImageContextWithOptions`);
        /// nil for a context pushed with `UIGraphicsPushContext`.
        let imageScale: CGFloat?
    }

    static var entries: [Entry] = []
}

/// The context UIKit drawing goes into now, or nil when there is none.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.entries.last?.context
}

/// Makes `context` the current one until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.entries.append(.init(context: context, imageScale: nil))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.entries.popLast()
}
