import CoreGraphics
import FuzzSupport
import Foundation
import Raster

/// The system font (DejaVu Sans), loaded once.
let font: FontFace = {
    do { return try FontFace.system() } catch { fatalError("fuzz-text-layout needs the system font: \(error)") }
}()

/// TextLayout on any text with sizes, scales, widths, modes and line counts picked by
/// the first bytes, drawn into a small bitmap: lines must stay in order within the
/// text and the line count, sizes finite, and nothing may crash, hang or grow unbounded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let fontSize = input.pick([CGFloat(17), 12, 0, -3, .nan, .infinity, 0.25, 64, 300, 1e9])
    let scale = input.pick([CGFloat(1), 2, 3, 0, -1, .nan, 0.5])
    let width = input.pick([CGFloat?.none, 120, 0, 1, 33.3, 500, .infinity, -5, .nan])
    let mode = input.pick([TextLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                           .byTruncatingTail, .byTruncatingMiddle])
    let lines = input.pick([0, 1, 2, 3, -1])
    let alignment = input.pick([TextAlignment.natural, .left, .center, .right, .justified])
    let origin = input.pick([CGPoint.zero, CGPoint(x: -7.5, y: 3), CGPoint(x: 1e12, y: 0), CGPoint(x: 0, y: -40)])
    let text = input.restAsText

    let layout = TextLayout(text: text, font: font, fontSize: fontSize, scale: scale, width: width,
                            lineBreakMode: mode, numberOfLines: lines, alignment: alignment)
    fuzzCheck(layout.size.width.isFinite && layout.size.height.isFinite && layout.size.width >= 0
              && layout.size.height >= 0, "size \(layout.size)")
    fuzzCheck(lines <= 0 || layout.lines.count <= lines, "\(layout.lines.count) lines for \(lines)")
    var end = text.startIndex
    for line in layout.lines {
        fuzzCheck(line.range.lowerBound >= end && line.range.upperBound <= text.endIndex, "a line out of order")
        fuzzCheck(line.x.isFinite && line.width.isFinite && line.baseline.isFinite, "a line at \(line.x), \(line.baseline)")
        end = line.range.upperBound
    }
    let target = Bitmap(width: 48, height: 32)
    let written = layout.draw(into: target.view, at: origin, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    fuzzCheck(written.isEmpty || target.bounds.contains(written), "drew outside the target: \(written)")
    return 0
}
