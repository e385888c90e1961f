import Raster

/// Cutting pixels by a coverage mask (a bitmap whose alpha is the coverage): the
/// Porter–Duff destination-in and destination-out that rounded clips and borders
/// need and Raster does not offer. Both views must have the same size.
enum AlphaMasking {
    /// Scales each pixel by the mask's alpha there: keeps what lies inside the mask.
    static func keep(_ pixels: BitmapView, inside mask: BitmapView) {
        apply(pixels, mask) { $0 }
    }

    /// Scales each pixel by one minus the mask's alpha there: removes what lies inside it.
    static func remove(_ pixels: BitmapView, inside mask: BitmapView) {
        apply(pixels, mask) { 255 - $0 }
    }

    private static func apply(_ pixels: BitmapView, _ mask: BitmapView, factor: (UInt8) -> UInt8) {
        precondition(pixels.width == mask.width && pixels.height == mask.height, "AlphaMasking: sizes differ")
        for y in 0..<pixels.height {
            let row = pixels.row(y), coverage = mask.row(y)
            for x in 0..<pixels.width {
                let f = factor(Pixel(rawValue: coverage[x]).alpha)
                if f == 255 { continue }
                row[x] = f == 0 ? 0 : Pixel(rawValue: row[x]).scaled(by: f).rawValue
            }
        }
    }
}
