/// Finds a model layer by id, for events coming back from the render server. A layer
/// is in it from its init to its deinit (presentation copies never are), so it holds
/// exactly the model layers alive.
@MainActor enum LayerRegistry {
    private static var counter: UInt64 = 0
    private static var layers: [LayerID: WeakLayer] = [:]

    private struct WeakLayer { weak var layer: CALayer? }

    static func nextID() -> LayerID {
        counter += 1
        return LayerID(rawValue: counter)
    }

    static func register(_ layer: CALayer) {
        MainActorCheck.check("CALayer.init (\(type(of: layer)))")
        layers[layer.id] = WeakLayer(layer: layer)
    }

    static func unregister(_ id: LayerID) { layers[id] = nil }

    static func layer(_ id: LayerID) -> CALayer? { layers[id]?.layer }

    /// The layers registered.
    static var count: Int { layers.count }
}
