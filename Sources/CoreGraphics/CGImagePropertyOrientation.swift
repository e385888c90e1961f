/// How a photo's stored pixels are turned to be seen upright: the EXIF orientation tag,
/// with ImageIO's names and EXIF's values 1…8 (`up` is as stored).
public enum CGImagePropertyOrientation: UInt32, Sendable, CaseIterable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Whether the upright picture is the stored one turned a quarter (its width is the stored height).
    public var swapsWidthAndHeight: Bool { rawValue >= 5 }

    /// The stored pixel shown at upright column `x`, row `y` of a `width` × `height`
    /// upright picture (EXIF's definitions: 6 is stored turned 90° anticlockwise, so it
    /// is shown turned clockwise).
    func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, width - 1 - x)
        case .rightMirrored: (height - 1 - y, width - 1 - x)
        case .left: (height - 1 - y, x)
        }
    }
}
