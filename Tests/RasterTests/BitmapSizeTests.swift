import Raster
import Testing

/// `Bitmap.byteCount` is what decoders check before allocating: it must say nil, not
/// trap, for sizes whose product overflows.
@Suite struct BitmapSizeTests {
    @Test func byteCountIsFourBytesAPixelAndAtLeastOnePixel() {
        #expect(Bitmap.byteCount(width: 3, height: 2) == 24)
        #expect(Bitmap.byteCount(width: 0, height: 0) == 4)
        #expect(Bitmap.byteCount(width: 8192, height: 8192) == 268_435_456)
        #expect(Bitmap(width: 3, height: 2, stride: 5).stride == 5)
    }

    @Test func overflowingAndNegativeSizesHaveNoByteCount() {
        #expect(Bitmap.byteCount(width: Int.max, height: 2) == nil)
        #expect(Bitmap.byteCount(width: 1 << 31, height: 1 << 31) == nil)
        // 2^61 pixels fit in an Int; their 2^63 bytes do not. 2^60 pixels' 2^62 bytes do.
        #expect(Bitmap.byteCount(width: 1 << 31, height: 1 << 30) == nil)
        #expect(Bitmap.byteCount(width: 1 << 30, height: 1 << 30) == 1 << 62)
        #expect(Bitmap.byteCount(width: -1, height: 5) == nil)
    }
}
