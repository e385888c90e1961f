import Raster

/// Kiosk's own: what the render server drew for one frame, handed on its thread to a
/// lock-step harness in place of posting the frame's animation callbacks to the main
/// queue — so a virtual-clock run delivers them before it goes on, in frame order.
@_spi(KioskRuntime) public struct RenderedFrame: Sendable {
    /// The media time the frame was drawn for.
    public let time: CFTimeInterval
    /// The pixels that changed (empty when none did; then nothing was presented).
    public let damage: Region
    /// Whether an animation will still change the picture after this frame.
    public let isAnimating: Bool
    /// Starts and stops for the main actor.
    let events: [AnimationEvent]

    /// Whether the frame started or stopped an animation.
    public var hasEvents: Bool { !events.isEmpty }

    /// Delivers the frame's animation callbacks (delegates, completion blocks) now, as
    /// the main queue would have.
    @MainActor public func deliverEvents() { AnimationEvents.receive(events) }
}
