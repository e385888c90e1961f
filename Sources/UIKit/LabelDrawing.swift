import CoreGraphics
import Raster

/// Everything a label's picture depends on, and drawing it.
struct LabelDrawing: Equatable {
    let text: String
    let font: UIFont
    let color: CGColor
    let alignment: NSTextAlignment
    let writingDirection: NSWritingDirection
    let lineBreakMode: NSLineBreakMode
    let numberOfLines: Int
    /// The bounds' size in points.
    let size: CGSize
    /// Pixels per point.
    let scale: CGFloat

    /// The text drawn into an image of the bounds' size, centred vertically, in as
    /// many lines as `numberOfLines` allows and the height holds (at least one); nil
    /// when there is nothing to draw.
    func render() -> CGImage? {
        guard !text.isEmpty, let layout = layout() else { return nil }
        let bitmap = Bitmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        layout.draw(into: bitmap.view, at: CGPoint(x: 0, y: top(of: layout)), color: color)
        return CGImage(bitmap: bitmap)
    }

    /// The text laid out as `render()` draws it, or nil when the bounds hold no pixel.
    /// Carets and hit tests (text fields, text views) are measured on it.
    func layout() -> TextLayout? {
        let pixelWidth = size.width * scale, pixelHeight = size.height * scale
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth.isFinite, pixelHeight.isFinite else { return nil }
        let lineHeight = font.face.metrics(pixelSize: font.pointSize * scale).lineHeight
        // A small allowance, so that a height made of whole lines in points holds them all.
        let fitting = lineHeight > 0 ? max(Int(min((pixelHeight + 1.0 / 64) / lineHeight, 1e6)), 1) : 1
        return TextLayout(text: text, font: font.face, fontSize: font.pointSize, scale: scale, width: size.width,
                          lineBreakMode: lineBreakMode,
                          numberOfLines: numberOfLines > 0 ? min(numberOfLines, fitting) : fitting,
                          alignment: alignment, writingDirection: writingDirection)
    }

    /// Where `layout`'s top is drawn: centred vertically in the bounds.
    func top(of layout: TextLayout) -> CGFloat { (size.height - layout.size.height) / 2 }
}
