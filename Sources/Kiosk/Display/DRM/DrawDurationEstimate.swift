/// How long the render server takes from being handed a frame time to presenting the
/// frame: the mean of the last few frames. When frames take longer than a refresh
/// (a big transition on a slow board), the frame time is pushed to the vblank the
/// frame can really make, so animations are still evaluated for when they are seen.
/// The live main loop keeps one of its turns too (`TurnPhase`).
struct DrawDurationEstimate: Equatable {
    private var recent: [Double] = []
    /// How many frames the mean covers.
    static let window = 8

    /// The expected duration (0 before any frame was measured).
    var expected: Double { recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count) }

    mutating func record(_ duration: Double) {
        if recent.count == Self.window { recent.removeFirst() }
        recent.append(max(0, duration))
    }
}
