@_spi(KioskRuntime) import QuartzCore

/// Kiosk's own: the sizes of the tables that outlive a frame — the main actor's
/// Core Animation tables and a screen's renderer's — for leak checks and the soak.
/// Once what a run showed has left the screen, each is what it was before the run.
@_spi(KioskRuntime) public struct ScreenTableCounts: Equatable, Sendable, CustomStringConvertible {
    public var layers: LayerTableCounts
    public var render: RenderTableCounts

    public init(layers: LayerTableCounts, render: RenderTableCounts) {
        self.layers = layers
        self.render = render
    }

    /// The counts as a leak check compares them: a delivery queued on a main queue that
    /// nothing runs (a headless run steps its own turns) is there or not depending on
    /// what ran before, so one counts as none; more than one is a leak.
    public var settled: ScreenTableCounts {
        var counts = self
        if counts.layers.queuedDeliveries <= 1 { counts.layers.queuedDeliveries = 0 }
        return counts
    }

    public var description: String { "\(layers); \(render)" }
}

extension HeadlessScreen {
    /// Kiosk's own: the main actor's tables and this screen's render server's, now.
    @_spi(KioskRuntime) public var tableCounts: ScreenTableCounts {
        ScreenTableCounts(layers: .current, render: server.tableCounts)
    }
}
