import Raster

extension Bitmap {
    /// The picture turned upright from storage by `orientation` (itself for `.up`).
    func oriented(_ orientation: CGImagePropertyOrientation) -> Bitmap {
        guard orientation != .up else { return self }
        let width = orientation.swapsWidthAndHeight ? height : self.width
        let height = orientation.swapsWidthAndHeight ? self.width : self.height
        let result = Bitmap(width: width, height: height)
        let source = view, target = result.view
        for y in 0..<height {
            let row = target.row(y)
            for x in 0..<width {
                let stored = orientation.storedPixel(x: x, y: y, width: width, height: height)
                row[x] = source.row(stored.y)[stored.x]
            }
        }
        return result
    }
}
