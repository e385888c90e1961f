import Raster
import Testing

@Suite struct EdgePaddingTests {
    @Test func theFrameRepeatsTheOutermostPixels() {
        let source = Bitmap(width: 2, height: 2)
        for (i, value) in [UInt32(1), 2, 3, 4].enumerated() { source[i % 2, i / 2] = Pixel(rawValue: value) }
        let padded = source.view.paddedWithEdges()
        let rows = (0..<4).map { y in (0..<4).map { padded[$0, y].rawValue } }
        #expect(rows == [[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]])
        let empty = Bitmap(width: 0, height: 3).withView { $0.paddedWithEdges() }
        #expect(empty.width == 2 && empty.height == 5 && empty[1, 2] == .clear)
    }
}
