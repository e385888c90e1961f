import Raster

/// Frames for presenting to a display in tests.
enum TestFrames {
    /// A `width` × `height` frame of one colour.
    static func solid(_ pixel: Pixel, width: Int, height: Int) -> Bitmap { Bitmap(width: width, height: height, fill: pixel) }

    /// The whole of `frame` as damage.
    static func whole(_ frame: Bitmap) -> Region { Region(Rect(x: 0, y: 0, width: frame.width, height: frame.height)) }
}
