import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// The main actor's Core Animation tables hold only what is alive: the registry the
/// render server's events find layers in, and the deliveries queued on the main queue.
@MainActor @Suite struct LayerTableTests {
    /// The registry that events find layers in holds the live layers only;
    /// presentation copies never join it.
    @Test func theRegistryHoldsOnlyLiveLayers() {
        let before = LayerTableCounts.current.layers
        do {
            let layers = (0..<2000).map { _ in CALayer() }
            #expect(LayerTableCounts.current.layers == before + 2000)
            _ = layers.map { $0.presentation() }
            #expect(LayerTableCounts.current.layers == before + 2000)
            #expect(LayerRegistry.layer(layers[7].id) === layers[7])
        }
        #expect(LayerTableCounts.current.layers == before)
    }

    /// A host that never runs the main queue (a headless run steps its own turns)
    /// has at most one delivery queued on it, however many turns deliver calls.
    @Test func manyTurnsQueueOneDelivery() {
        withVirtualClock { clock in
            let stage = Stage()
            for i in 0..<20 {
                stage.layer.add(basic("opacity", from: 1.0, to: 0.0), forKey: "fade")
                stage.render(at: 100 + Double(i), clock)
                stage.layer.removeAnimation(forKey: "fade")
                CATransaction.flush()
            }
            #expect(LayerTableCounts.current.queuedDeliveries == 1)
            #expect(LayerTableCounts.current.pendingCalls == 0)
        }
    }
}
