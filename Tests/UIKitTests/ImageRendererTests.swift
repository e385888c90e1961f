import CoreGraphics
import QuartzCore
import Raster
import Testing
import UIKit

@MainActor @Suite struct ImageRendererTests {
    /// The pixels of `image`, row by row, as `0xAARRGGBB`.
    func pixels(_ image: UIImage) -> [[UInt32]] {
        guard let cgImage = image.cgImage else { return [] }
        return (0..<cgImage.height).map { y in (0..<cgImage.width).map { cgImage.bitmap[$0, y].rawValue } }
    }

    @Test func aRendererDrawsAtItsFormatsScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 1), format: format)
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            #expect(context.cgContext.ctm == CGAffineTransform(scaleX: 2, y: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        #expect(current != nil && UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 3, height: 1))
        let (r, b): (UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF)
        #expect(pixels(image) == [[r, r, 0, 0, b, b], [r, r, 0, 0, b, b]])
    }

    @Test func boundsMoveTheOriginAndOpaqueImagesStartBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 5, width: 3, height: 1), format: format)
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 11, y: 5, width: 1, height: 1))
            #expect(context.currentImage.cgImage?.bitmap[1, 0].rawValue == 0xFFFF_FFFF)
        }
        #expect(pixels(image) == [[0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000]])
        #expect(renderer.format.opaque && renderer.format.scale == 1)
    }

    @Test func aRendererCopiesItsFormatAndZeroScaleMeansTheScreens() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 0
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format)
        format.scale = 3
        #expect(renderer.format.scale == UIScreen.main.scale)
        #expect(renderer.image { _ in }.scale == UIScreen.main.scale)
    }

    @Test func imageContextsStackAndEnd() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), false, 2)
        let outer = UIGraphicsGetCurrentContext()
        UIColor.blue.setFill()
        outer?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // A renderer inside leaves the stack as it found it.
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
            UIGraphicsPushContext(CGContext(width: 1, height: 1))
        }
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image?.scale == 2 && image?.size == CGSize(width: 2, height: 1))
        let b: UInt32 = 0xFF00_00FF
        #expect(image.map(pixels) == [[b, b, 0, 0], [b, b, 0, 0]])

        // A pushed context is current but is not an image context.
        let plain = CGContext(width: 1, height: 1)
        UIGraphicsPushContext(plain)
        #expect(UIGraphicsGetCurrentContext() === plain && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext() // not an image context: stays
        #expect(UIGraphicsGetCurrentContext() === plain)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
