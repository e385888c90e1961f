/// Finds a model layer by id, for events coming back from the render server. A layer
/// is in it from its init to its deinit (presentation copies never are), so it holds
/// exactly the model layers alive.
@MainActor enum LayerRegistry {
    private static var counter: UInt64 = 0
    /// Read for each layer leaving the tree (a page's 500 labels at once), on the main
    /// actor only: not checked for overlapping access.
    /// Not weak: a weak reference to every layer made each retain and release of every
    /// layer take the runtime's slow path (`UnretainedReference`).
    @exclusivity(unchecked) private static var layers: [LayerID: UnretainedReference<CALayer>] = [:]

    static func nextID() -> LayerID {
        counter += 1
        return LayerID(rawValue: counter)
    }

    static func register(_ layer: CALayer) {
        MainActorCheck.check("CALayer.init (\(type(of: layer)))")
        layers[layer.id] = UnretainedReference(layer)
    }

    static func unregister(_ id: LayerID) { layers[id] = nil }

    /// The layer registered as `id`, if alive (nil from the moment its deinit is due).
    /// Found by index: `layers[id]?.object` made an optional copy of the entry first.
    static func layer(_ id: LayerID) -> CALayer? {
        guard let index = layers.index(forKey: id) else { return nil }
        return layers.values[index].object
    }

    /// The layers registered.
    static var count: Int { layers.count }
}
