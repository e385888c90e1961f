/// Finds a model layer by id, for events coming back from the render server.
@MainActor enum LayerRegistry {
    private static var counter: UInt64 = 0
    private static var layers: [LayerID: WeakLayer] = [:]
    private static var registrationsSinceSweep = 0

    private struct WeakLayer { weak var layer: CALayer? }

    static func nextID() -> LayerID {
        counter += 1
        return LayerID(rawValue: counter)
    }

    static func register(_ layer: CALayer) {
        layers[layer.id] = WeakLayer(layer: layer)
        registrationsSinceSweep += 1
        if registrationsSinceSweep >= 1024 {
            registrationsSinceSweep = 0
            layers = layers.filter { $0.value.layer != nil }
        }
    }

    static func layer(_ id: LayerID) -> CALayer? { layers[id]?.layer }
}
