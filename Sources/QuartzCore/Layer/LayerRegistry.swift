/// Finds a model layer by id, for events coming back from the render server. A layer
/// is in it from its init to its deinit (presentation copies never are), so it holds
/// exactly the model layers alive.
@MainActor enum LayerRegistry {
    private static var counter: UInt64 = 0
    /// Read for each layer leaving the tree (a page's 500 labels at once), on the main
    /// actor only: not checked for overlapping access.
    @exclusivity(unchecked) private static var layers: [LayerID: WeakLayer] = [:]

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

    /// The layer registered as `id`, if alive. Found by index: `layers[id]?.layer` made
    /// an optional copy of the entry first, about 40 instructions more a look-up (one for
    /// each of a page's 500 labels leaving the tree). The weak reference itself is still
    /// copied out of the table either way.
    static func layer(_ id: LayerID) -> CALayer? {
        guard let index = layers.index(forKey: id) else { return nil }
        return layers.values[index].layer
    }

    /// The layers registered.
    static var count: Int { layers.count }
}
