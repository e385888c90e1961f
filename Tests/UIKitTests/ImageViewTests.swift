import CoreGraphics
import Foundation
import KioskTesting
import QuartzCore
import Raster
import Testing
@testable import UIKit

@MainActor @Suite struct ImageViewTests {
    private let goldens = ContentTestSupport.goldens
    private static let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private static let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    private static let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    private static let yellow = Pixel(red: 255, green: 255, blue: 0, alpha: 255)

    /// 16 × 8 pixels in four quadrants: red, green above blue, yellow.
    private static func quadrant(_ x: Int, _ y: Int, width: Int = 16, height: Int = 8) -> Pixel {
        switch (x < width / 2, y < height / 2) {
        case (true, true): red
        case (false, true): green
        case (true, false): blue
        case (false, false): yellow
        }
    }

    /// Writes the quadrant picture as `name` in a scratch folder and returns its URL.
    private func writeQuadrants(named name: String, width: Int = 16, height: Int = 8) throws -> URL {
        let url = try ContentTestSupport.scratchFolder("image").appendingPathComponent(name)
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = Self.quadrant(x, y, width: width, height: height) } }
        try PNGCodec.write(bitmap.view, to: url.path)
        return url
    }

    // MARK: Loading

    @Test func aPNGLoadsWithItsPixelsAndSize() throws {
        let url = try writeQuadrants(named: "quadrants.png")
        let image = try UIImage(contentsOf: url)
        #expect(image.size == CGSize(width: 16, height: 8) && image.scale == 1)
        let cgImage = try #require(image.cgImage)
        #expect([cgImage.bitmap[0, 0], cgImage.bitmap[15, 0], cgImage.bitmap[0, 7], cgImage.bitmap[15, 7]]
                == [Self.red, Self.green, Self.blue, Self.yellow])
        #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 16, height: 8))
    }

    @Test func anAt2xFileHasScale2AndHalfThePointSize() throws {
        let url = try writeQuadrants(named: "quadrants@2x.png")
        let image = try UIImage(contentsOf: url)
        #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 4))
        #expect(UIImage(contentsOfFile: url.path).map { [$0.scale, $0.size.width] } == [2, 8])
        let three = try writeQuadrants(named: "icon@3x.png", width: 12, height: 6)
        #expect(UIImage(contentsOfFile: three.path).map { [$0.scale, $0.size.width, $0.size.height] } == [3, 4, 2])
        #expect(UIImage.scale(ofFile: "/a/b@2x/plain.png") == 1 && UIImage.scale(ofFile: "tab@x.png") == 1)
    }

    @Test func aMissingFileIsNamedInTheError() throws {
        let url = try ContentTestSupport.scratchFolder("image").appendingPathComponent("absent.png")
        #expect(UIImage(contentsOfFile: url.path) == nil)
        do {
            _ = try UIImage(contentsOf: url)
            Issue.record("a missing file loaded")
        } catch let error as PNGError {
            #expect(error.path == url.path && error.reason.hasPrefix("cannot open file"))
            #expect(error.description.hasPrefix(url.path + ": cannot open file"))
        }
    }

    @Test func garbageIsNotAPNGAndTheErrorNamesTheFile() throws {
        let url = try ContentTestSupport.scratchFolder("image").appendingPathComponent("garbage.png")
        try Data("this is not a picture".utf8).write(to: url)
        #expect(UIImage(contentsOfFile: url.path) == nil)
        do {
            _ = try UIImage(contentsOf: url)
            Issue.record("garbage loaded as a PNG")
        } catch let error as PNGError {
            #expect(error.path == url.path && error.reason.hasPrefix("not a valid PNG file"))
        }
    }

    @Test func aTruncatedPNGIsCorruptAndTheErrorNamesTheFile() throws {
        let url = try writeQuadrants(named: "cut.png")
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count / 2).write(to: url)
        #expect(UIImage(contentsOfFile: url.path) == nil)
        do {
            _ = try UIImage(contentsOf: url)
            Issue.record("a truncated PNG loaded")
        } catch let error as PNGError {
            #expect(error.path == url.path && error.reason.hasPrefix("not a valid PNG file"))
        }
    }

    @Test func aHeaderDeclaring100000SquarePixelsIsNilOrAnErrorNotACrash() throws {
        let url = try ContentTestSupport.scratchFolder("image").appendingPathComponent("huge.png")
        try Data(PNGHeaderFixture.bytes(width: 100_000, height: 100_000)).write(to: url)
        #expect(UIImage(contentsOfFile: url.path) == nil)
        let reason = "declares 100000×100000 pixels; Kiosk decodes at most 16384 on a side and 67108864 (8192×8192) in all"
        #expect(throws: PNGError(path: url.path, reason: reason)) { try UIImage(contentsOf: url) }
    }

    @Test func onlyFileURLsLoad() throws {
        let url = try #require(URL(string: "https://example.com/picture.png"))
        #expect(throws: CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])) {
            try UIImage(contentsOf: url)
        }
    }

    @Test func namedImagesPreferTheScreensScale() throws {
        let first = try writeQuadrants(named: "badge.png").deletingLastPathComponent().path
        let second = try writeQuadrants(named: "badge@2x.png").deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: first + "/badge.png", toPath: second + "/badge.png")
        #expect(UIImage.path(named: "badge", in: [first, second], screenScale: 1) == first + "/badge.png")
        #expect(UIImage.path(named: "badge", in: [first, second], screenScale: 2) == first + "/badge.png")
        #expect(UIImage.path(named: "badge", in: [second], screenScale: 2) == second + "/badge@2x.png")
        #expect(UIImage.path(named: "badge.png", in: [second], screenScale: 3) == second + "/badge@2x.png")
        #expect(UIImage.path(named: "badge", in: [second], screenScale: 1) == second + "/badge.png")
        #expect(UIImage.path(named: "badge@2x", in: [first], screenScale: 2) == nil)
        #expect(UIImage.path(named: "nothing", in: [first, second], screenScale: 2) == nil)
        #expect(UIImage(named: "kiosk-no-such-image") == nil)
    }

    // MARK: The image view

    @Test func anImageViewTakesItsImagesSize() throws {
        let image = try UIImage(contentsOf: writeQuadrants(named: "view@2x.png"))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(view.layer.contents as? CGImage === image.cgImage && view.layer.contentsScale == 2)
        #expect(view.contentMode == .scaleToFill && !view.isUserInteractionEnabled)
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 8, height: 4))
        #expect(view.intrinsicContentSize == CGSize(width: 8, height: 4))
        view.image = nil
        #expect(view.layer.contents == nil && view.sizeThatFits(CGSize(width: 9, height: 9)) == .zero)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).isUserInteractionEnabled == false)
    }

    @Test func highlightingShowsTheHighlightedImage() throws {
        let normal = try UIImage(contentsOf: writeQuadrants(named: "normal.png"))
        let highlighted = try UIImage(contentsOf: writeQuadrants(named: "lit@2x.png"))
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === highlighted.cgImage && view.layer.contentsScale == 2)
        view.highlightedImage = nil
        #expect(view.layer.contents as? CGImage === normal.cgImage && view.layer.contentsScale == 1)
    }

    @Test func capInsetsBecomeTheContentsCenter() throws {
        let image = try UIImage(contentsOf: writeQuadrants(named: "caps.png"))
        #expect(image.capInsets == .zero)
        let insets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        let resizable = image.resizableImage(withCapInsets: insets)
        #expect(resizable.capInsets == insets && resizable.cgImage === image.cgImage && resizable.size == image.size)
        let view = UIImageView(image: resizable)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        view.image = image
        #expect(view.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    // MARK: Goldens

    /// A 48 × 48 image view of the quadrant picture in `mode`, at (8, 8) in a 64 × 64 window.
    private func renderQuadrants(_ mode: UIView.ContentMode, caps: UIEdgeInsets = .zero) throws -> Bitmap {
        var image = try UIImage(contentsOf: writeQuadrants(named: "golden.png"))
        if caps != .zero { image = image.resizableImage(withCapInsets: caps) }
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        view.contentMode = mode
        return ContentTestSupport.render(view, size: CGSize(width: 64, height: 64))
    }

    @Test func scaleToFillGolden() throws {
        let bitmap = try renderQuadrants(.scaleToFill)
        // Stretched 3 × 6: the corners of the view are the picture's corners.
        #expect([bitmap[8, 8], bitmap[55, 8], bitmap[8, 55], bitmap[55, 55]] == [Self.red, Self.green, Self.blue, Self.yellow])
        expectMatchesGolden(bitmap, named: "imageview-scale-to-fill", in: goldens)
    }

    @Test func scaleAspectFitGolden() throws {
        let bitmap = try renderQuadrants(.scaleAspectFit)
        // 48 × 24, centred: rows 20..<44; the window's grey above and below.
        #expect([bitmap[8, 20], bitmap[55, 43], bitmap[30, 19], bitmap[30, 44]]
                == [Self.red, Self.yellow, Pixel(rawValue: 0xFF80_8080), Pixel(rawValue: 0xFF80_8080)])
        expectMatchesGolden(bitmap, named: "imageview-scale-aspect-fit", in: goldens)
    }

    @Test func centerGolden() throws {
        let bitmap = try renderQuadrants(.center)
        // Unscaled, centred: the picture's pixels 1:1 at (24, 28).
        for y in 0..<8 {
            for x in 0..<16 where bitmap[24 + x, 28 + y] != Self.quadrant(x, y) {
                Issue.record("pixel (\(x), \(y)) of the picture")
            }
        }
        #expect(bitmap[23, 28] == Pixel(rawValue: 0xFF80_8080) && bitmap[40, 35] == Pixel(rawValue: 0xFF80_8080))
        expectMatchesGolden(bitmap, named: "imageview-center", in: goldens)
    }

    @Test func capsKeepTheirSizeGolden() throws {
        // 4-point caps on the left and right stay 4 points wide; only the middle stretches.
        let bitmap = try renderQuadrants(.scaleToFill, caps: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect((8..<12).allSatisfy { bitmap[$0, 10] == Self.red } && (52..<56).allSatisfy { bitmap[$0, 10] == Self.green })
        expectMatchesGolden(bitmap, named: "imageview-resizable", in: goldens)
    }

    @Test func anAt2xImageIsDrawnPixelForPixelAtScale2() throws {
        let view = UIImageView(image: try UIImage(contentsOf: writeQuadrants(named: "sharp@2x.png")))
        view.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
        view.contentMode = .center
        let bitmap = ContentTestSupport.render(view, size: CGSize(width: 24, height: 24), scale: 2)
        // 8 × 4 points centred in 16 × 16 at (4, 4): its top-left is at (8, 10) points, (16, 20) pixels.
        for y in 0..<8 {
            for x in 0..<16 where bitmap[16 + x, 20 + y] != Self.quadrant(x, y) {
                Issue.record("pixel (\(x), \(y)) of the picture")
            }
        }
        #expect(bitmap[15, 20] == Pixel(rawValue: 0xFF80_8080) && bitmap[16, 28] == Pixel(rawValue: 0xFF80_8080))
    }
}
