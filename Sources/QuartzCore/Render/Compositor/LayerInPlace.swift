/// A `RenderLayer` read where it lies in the frame's tree, through a pointer. The
/// display list's recursion passed each layer on by value, and a layer taken from its
/// array is copied with all it holds: several hundred bytes and a retain and release
/// of every reference in them, for every layer of every build (a page of 500 labels
/// coming into view spent about 350K instructions on it). The fields below are addressed in
/// place, so `layer.properties.opacity` loads one value.
///
/// Valid only while the tree it points into is neither changed nor moved: within one
/// build of a display list, which reads the tree and never writes it.
struct LayerInPlace {
    let pointer: UnsafePointer<RenderLayer>

    init(_ pointer: UnsafePointer<RenderLayer>) { self.pointer = pointer }

    var id: LayerID { pointer.pointee.id }
    var placementAnimates: Bool { pointer.pointee.placementAnimates }
    var subtreeStamp: UInt64 { pointer.pointee.subtreeStamp }

    var properties: LayerProperties { unsafeAddress { propertiesPointer } }

    /// The values, for the functions that read them: passed as a value, they are
    /// copied (the compiler cannot tell that nothing writes the tree meanwhile).
    var propertiesPointer: UnsafePointer<LayerProperties> {
        field(MemoryLayout<RenderLayer>.offset(of: \RenderLayer.properties)!)
    }

    var sublayers: [RenderLayer] {
        unsafeAddress { field(MemoryLayout<RenderLayer>.offset(of: \RenderLayer.sublayers)!) }
    }

    var transition: TransitionFrame? {
        unsafeAddress { field(MemoryLayout<RenderLayer>.offset(of: \RenderLayer.transition)!) }
    }

    /// The layer's subject for a rasterized or moving picture: a copy, which is kept.
    var rasterizationSubject: RenderLayer { pointer.pointee.rasterizationSubject }

    @inline(__always)
    private func field<Value>(_ offset: Int) -> UnsafePointer<Value> {
        (UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self)
    }
}
