/// Kiosk's own: how many entries the main actor's Core Animation tables hold, for leak
/// checks. Once the layers and animations of a run are gone, each count is what it
/// was before the run.
@_spi(KioskRuntime) public struct LayerTableCounts: Equatable, Sendable, CustomStringConvertible {
    /// Model layers alive (the registry that render-server events find layers in).
    public var layers = 0
    /// Transaction completion blocks waiting for their animations to stop.
    public var waitingCompletions = 0
    /// Delegate calls and completion blocks waiting for the next delivery.
    public var pendingCalls = 0
    /// Main-queue blocks queued to deliver those calls (at most one).
    public var queuedDeliveries = 0
    /// Renderers hosting a layer tree.
    public var hosts = 0

    public init() {}

    /// The counts now.
    @MainActor public static var current: LayerTableCounts {
        var counts = LayerTableCounts()
        counts.layers = LayerRegistry.count
        (counts.waitingCompletions, counts.pendingCalls, counts.queuedDeliveries) = AnimationEvents.counts
        counts.hosts = LayerTreeHosts.count
        return counts
    }

    public var description: String {
        "layers \(layers), waiting completions \(waitingCompletions), pending calls \(pendingCalls), queued deliveries \(queuedDeliveries), hosts \(hosts)"
    }
}
