import Raster

/// One rectangle of the output pass: where it is read in the picture and where it
/// lands in scanout memory, turned by the rotation.
struct ScanoutCopy: Equatable {
    let source: Rect
    let destination: Rect

    /// The copy of `source` from a `width` × `height` picture turned by `rotation`.
    init(_ source: Rect, width: Int, height: Int, rotation: Rotation) {
        self.source = source
        destination = rotation.map(source, width: width, height: height)
    }

    /// Bytes written to scanout for this copy.
    func bytes(in format: ScanoutFormat) -> Int { destination.area * format.bytesPerPixel }

    /// The scanout rows it writes.
    var rows: Range<Int> { destination.minY..<destination.maxY }
}
