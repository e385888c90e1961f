import CoreGraphics
import Foundation
import Raster
import Testing

@Suite struct PNGCodecTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-png-\(getpid())")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    @Test func opaquePixelsSurviveARoundTripExactly() throws {
        let bitmap = Bitmap(width: 3, height: 2)
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF12_3456, 0xFFFF_FFFF, 0xFF00_0000]
        for (i, c) in colours.enumerated() { bitmap[i % 3, i / 3] = Pixel(rawValue: c) }
        let path = folder.appendingPathComponent("opaque.png").path
        try PNGCodec.write(bitmap.view, to: path)
        let back = try PNGCodec.read(contentsOf: path)
        #expect(back.width == 3 && back.height == 2)
        for (i, c) in colours.enumerated() { #expect(back[i % 3, i / 3].rawValue == c) }
    }

    @Test func translucentPixelsComeBackPremultipliedWithinOneUnit() throws {
        let bitmap = Bitmap(width: 2, height: 1)
        bitmap[0, 0] = Pixel(red: 64, green: 32, blue: 0, alpha: 128)
        bitmap[1, 0] = .clear
        let path = folder.appendingPathComponent("translucent.png").path
        try PNGCodec.write(bitmap.view, to: path)
        let back = try PNGCodec.read(contentsOf: path)
        #expect(back[0, 0] == Pixel(red: 64, green: 32, blue: 0, alpha: 128))
        #expect(back[1, 0] == .clear)
    }

    @Test func aMissingFileIsNamedInTheError() {
        let path = folder.appendingPathComponent("absent.png").path
        #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: path) }
        do { _ = try PNGCodec.read(contentsOf: path) } catch { #expect(error.path == path) }
    }

    @Test func aCorruptFileIsRejectedWithItsName() throws {
        let path = folder.appendingPathComponent("corrupt.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PNGCodec.read(contentsOf: path)
            Issue.record("a truncated PNG was accepted")
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": "))
        }
    }
}
