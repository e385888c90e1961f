import Raster

/// Up to four rounded rectangles held inline, without heap storage: a background's
/// one, a square border's four bands. A draw item's shapes, so that building a
/// frame's display list allocates nothing for them.
struct RoundedRects: RandomAccessCollection, Equatable {
    static let capacity = 4
    private static let none = RoundedRect(x: 0, y: 0, width: 0, height: 0, radius: 0)
    private var storage = (none, none, none, none)
    private(set) var endIndex = 0

    init() {}

    init(_ shape: RoundedRect) { append(shape) }

    var startIndex: Int { 0 }

    subscript(index: Int) -> RoundedRect {
        precondition(index >= 0 && index < endIndex, "RoundedRects: index \(index) outside 0..<\(endIndex)")
        switch index {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        default: return storage.3
        }
    }

    /// Adds `shape` after the others; at most `capacity` in all.
    mutating func append(_ shape: RoundedRect) {
        precondition(endIndex < Self.capacity, "RoundedRects: more than \(Self.capacity) shapes")
        switch endIndex {
        case 0: storage.0 = shape
        case 1: storage.1 = shape
        case 2: storage.2 = shape
        default: storage.3 = shape
        }
        endIndex += 1
    }

    static func == (a: RoundedRects, b: RoundedRects) -> Bool { a.elementsEqual(b) }
}
