import CoreGraphics
import FuzzSupport
import Foundation
import Raster

/// The system font (DejaVu Sans), regular and bold, loaded once.
let fonts: [FontFace] = {
    do { return [try FontFace.system(), try FontFace.systemBold()] } catch {
        fatalError("fuzz-shaping needs the system font: \(error)")
    }
}()

/// Shaping, bidi and fallback through TextLayout on any text (mixed scripts, controls,
/// bidi marks and isolates), with the font, size, width, base direction and alignment
/// picked by the first bytes, then carets, hit testing and selection over it: every
/// box and caret must be finite and inside its line's range of the text, hit testing
/// must land inside the text, and drawing must stay inside the target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShaping(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let font = input.pick(fonts)
    let fontSize = input.pick([CGFloat(17), 12, 40, 0.5, 300])
    let width = input.pick([CGFloat?.none, 120, 0, 33.3, 500])
    let direction = input.pick([TextWritingDirection.natural, .leftToRight, .rightToLeft])
    let alignment = input.pick([TextAlignment.natural, .left, .center, .right, .justified])
    let mode = input.pick([TextLineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingMiddle])
    let text = input.restAsText

    let layout = TextLayout(text: text, font: font, fontSize: fontSize, width: width, lineBreakMode: mode,
                            numberOfLines: mode == .byTruncatingTail || mode == .byTruncatingMiddle ? 2 : 0,
                            alignment: alignment, writingDirection: direction)
    fuzzCheck(layout.size.width.isFinite && layout.size.height.isFinite, "size \(layout.size)")
    func finite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width >= 0
    }
    // Carets at the first 300 positions (the work stays bounded for long texts).
    for index in text.indices.prefix(300) + [text.endIndex] {
        let caret = layout.caretRect(for: index)
        fuzzCheck(finite(caret) && caret.width == 0, "caret \(caret)")
    }
    for y in [-10, 5, 30, 1e6] as [CGFloat] {
        for x in [-10, 0, 7.5, 60, 250, .nan] as [CGFloat] {
            let index = layout.characterIndex(closestTo: CGPoint(x: x, y: y))
            fuzzCheck(index >= text.startIndex && index <= text.endIndex, "hit test outside the text")
        }
    }
    let middle = text.index(text.startIndex, offsetBy: text.count / 3)
    for rect in layout.selectionRects(for: middle..<text.endIndex) { fuzzCheck(finite(rect), "selection \(rect)") }
    let target = Bitmap(width: 64, height: 48)
    let written = layout.draw(into: target.view, at: .zero, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    fuzzCheck(written.isEmpty || target.bounds.contains(written), "drew outside the target: \(written)")
    return 0
}
