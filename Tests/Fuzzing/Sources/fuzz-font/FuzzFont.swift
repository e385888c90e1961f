import CoreGraphics
import FuzzSupport

/// FontFace(bytes:name:) on any bytes: it must throw a FontError naming the input or
/// give a face that measures and rasterises text at any size without crashing, with
/// finite metrics and masks within the glyph limit. The first byte picks the size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let pixelSize = input.pick([CGFloat(12), 1, 0, -4, .nan, 31.5, 96, 400, 1e9])
    let face: FontFace
    do {
        face = try FontFace(bytes: Array(input.rest), name: "fuzz.ttf")
    } catch {
        fuzzCheck(error.path == "fuzz.ttf" && !error.reason.isEmpty, "an error not naming the file: \(error)")
        return 0
    }
    let metrics = face.metrics(pixelSize: pixelSize)
    fuzzCheck(FontFace.pixelSizes.contains(metrics.pixelSize), "pixel size \(metrics.pixelSize) outside the range")
    fuzzCheck(metrics.ascender.isFinite && metrics.descender.isFinite && metrics.lineHeight.isFinite, "\(metrics)")
    let sample = "Aé fi VA.\u{0416}\u{05D0}\u{0627}\u{4E2D}\u{1F600}\u{0301}"
    fuzzCheck(face.advance(of: sample, pixelSize: pixelSize).isFinite, "an advance that is not finite")
    var previous: Glyph?
    for scalar in sample.unicodeScalars {
        let glyph = face.glyph(for: scalar, pixelSize: pixelSize)
        fuzzCheck(glyph.mask.width * glyph.mask.height <= 16 << 20, "a \(glyph.mask.width)×\(glyph.mask.height) glyph")
        if let previous { fuzzCheck(face.kerning(between: previous, and: glyph, pixelSize: pixelSize).isFinite, "kerning") }
        previous = glyph
    }
    return 0
}
