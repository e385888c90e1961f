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

    /// The layer registered as `id`, if alive. Read in place: `layers[id]?.layer` copied
    /// the weak reference out of the table and destroyed the copy (75 instructions a
    /// look-up, one for each of a page's 500 labels leaving the tree).
    static func layer(_ id: LayerID) -> CALayer? {
        guard let index = layers.index(forKey: id) else { return nil }
        return layers.values[index].layer
    }

    /// The layers registered.
    static var count: Int { layers.count }
}
