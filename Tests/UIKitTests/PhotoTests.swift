@_spi(KioskRuntime) @testable import UIKit
import CoreGraphics
import Foundation
import KioskTesting
import Raster
import Testing

/// JPEG photos in UIImage and UIImageView: loaded upright by their EXIF orientation,
/// decoded at the pixels a view shows them at, refused by name when damaged. The photos
/// are made here: an 800×600 picture of four quadrants (red, green / blue, white) with
/// a diagonal grey ramp across them, at quality 95.
@MainActor @Suite struct PhotoTests {
    /// The photo's JPEG bytes, with EXIF orientation `orientation` when given.
    static func photo(width: Int = 800, height: Int = 600, orientation: UInt16? = nil) throws -> [UInt8] {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let ramp = UInt8((x + y) * 64 / (width + height))
                let quadrant = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)
                let (r, g, b): (UInt8, UInt8, UInt8) = [(255, ramp, ramp), (ramp, 255, ramp), (ramp, ramp, 255),
                                                         (255 - ramp, 255 - ramp, 255 - ramp)][quadrant]
                bitmap.view.row(y)[x] = Pixel(red: r, green: g, blue: b, alpha: 255).rawValue
            }
        }
        let jpeg = try JPEGCodec.encode(bitmap.view, quality: 95)
        guard let orientation else { return jpeg }
        // APP1 "Exif", big-endian TIFF, one directory entry: Orientation (0x0112), SHORT, 1.
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1,
                             UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0, 0, 0, 0, 0]
        let body = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xD8, 0xFF, 0xE1, 0, UInt8(body.count + 2)] + body + jpeg[2...]
    }

    /// Writes `bytes` as `name` in a fresh folder and returns its path.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = try ContentTestSupport.scratchFolder("photo").appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The pixel size of the image a view's layer shows.
    func contentsSize(_ view: UIView) -> String {
        guard let image = view.layer.contents as? CGImage else { return "none" }
        return "\(image.width)×\(image.height)"
    }

    @Test func aJPEGLoadsUprightWithItsSizeAndFullPixelsOnRequest() throws {
        let path = try Self.file("turned.jpg", try Self.photo(orientation: 6))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.size == CGSize(width: 600, height: 800))
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 600 && pixels.height == 800)
        // Orientation 6 shows the stored left column along the top: blue at the top left
        // (stored pixel 10, 589, where the ramp is 27).
        let topLeft = Pixel(rawValue: pixels.bitmap.view.row(10)[10])
        #expect(topLeft.blue > 240 && (20...34).contains(topLeft.red))
        // "@2x" halves the point size, as for PNGs.
        let twice = try #require(UIImage(contentsOfFile: try Self.file("photo@2x.jpg", try Self.photo())))
        #expect(twice.scale == 2 && twice.size == CGSize(width: 400, height: 300))
    }

    @Test func anImageViewDecodesThePhotoAtThePixelsItCovers() throws {
        let image = try #require(UIImage(contentsOfFile: try Self.file("photo.jpg", try Self.photo())))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        view.image = image
        // 800×600 fitted in 100×100 points at scale 1 is 100×75 pixels: 1/8 of the photo.
        #expect(contentsSize(view) == "100×75")
        #expect(view.layer.contentsScale == 0.125)
        // Filling 100×100 needs 134×100: 2/8 (200×150) is the smallest eighth that covers it.
        view.contentMode = .scaleAspectFill
        #expect(contentsSize(view) == "200×150")
        // Filling 500×300 needs 500×375: exactly 5/8.
        view.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        #expect(contentsSize(view) == "500×375")
        // Wider than the photo's pixels: the whole photo.
        view.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        #expect(contentsSize(view) == "800×600")
        #expect(view.layer.contentsScale == 1)
    }

    @Test func aTwelveMegapixelPhotoFullScreenIsNeverDecodedAtFullSize() throws {
        // 4000×3000 fitted in a 1080×1920 portrait screen: 1080×810 shown, 3/8 decoded (1500×1125, 6.4 MiB).
        let image = try #require(UIImage(contentsOfFile: try Self.file("big.jpg", try Self.photo(width: 4000, height: 3000))))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 1080, height: 1920))
        view.contentMode = .scaleAspectFit
        view.image = image
        #expect(contentsSize(view) == "1500×1125")
        // Filling the screen needs 2560×1920: 5/8 (2500×1875) falls short, 6/8 is 3000×2250 (25.7 MiB, not 45.8).
        view.contentMode = .scaleAspectFill
        #expect(contentsSize(view) == "3000×2250")
    }

    @Test func aThumbnailIsTheSizeAskedWithPixelsNotTheFile() throws {
        let image = try #require(UIImage(contentsOfFile: try Self.file("photo.jpg", try Self.photo())))
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 80, height: 60)))
        #expect(thumbnail.size == CGSize(width: 80, height: 60))
        let pixels = try #require(thumbnail.cgImage)
        #expect(pixels.width == 80 && pixels.height == 60)
        let topLeft = Pixel(rawValue: pixels.bitmap.view.row(5)[5])
        #expect(topLeft.red > 240 && topLeft.blue < 30)
        #expect(image.preparingThumbnail(of: .zero) == nil)
    }

    @Test func namedFindsAJPEGWhenThereIsNoPNG() throws {
        let path = try Self.file("badge.jpg", try Self.photo(width: 32, height: 16))
        let folder = (path as NSString).deletingLastPathComponent
        #expect(UIImage.path(named: "badge", in: [folder], screenScale: 1) == path)
        #expect(UIImage.path(named: "badge.jpg", in: [folder], screenScale: 1) == path)
    }

    @Test func damagedPhotosAreNilOrAnErrorNamingTheFile() throws {
        let jpeg = try Self.photo(width: 64, height: 48)
        let path = try Self.file("cut.jpg", Array(jpeg.prefix(jpeg.count / 2)))
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(throws: JPEGError(path: path, reason: "corrupt or truncated JPEG data (libjpeg: Premature end of JPEG file)")) {
            try UIImage(contentsOf: URL(fileURLWithPath: path))
        }
    }

    @Test func aTurnedPhotoInAnImageViewGolden() throws {
        // Orientation 8 (stored turned clockwise): shown with green at the top left.
        let image = try #require(UIImage(contentsOfFile: try Self.file("turned.jpg", try Self.photo(orientation: 8))))
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 60, height: 80))
        view.contentMode = .scaleAspectFit
        view.image = image
        #expect(contentsSize(view) == "75×100")
        // JPEG decoding is exact on one libjpeg-turbo; 2 per channel allows its other SIMD paths.
        expectMatchesGolden(ContentTestSupport.render(view, size: CGSize(width: 80, height: 100)),
                            named: "image-view-photo-orientation-8", in: ContentTestSupport.goldens, tolerance: 2)
    }
}
