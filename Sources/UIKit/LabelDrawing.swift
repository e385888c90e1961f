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
        let pixelWidth = size.width * scale, pixelHeight = size.height * scale
        guard !text.isEmpty, pixelWidth > 0, pixelHeight > 0, pixelWidth.isFinite, pixelHeight.isFinite else { return nil }
        let lineHeight = font.face.metrics(pixelSize: font.pointSize * scale).lineHeight
        // A small allowance, so that a height made of whole lines in points holds them all.
        let fitting = lineHeight > 0 ? max(Int(min((pixelHeight + 1.0 / 64) / lineHeight, 1e6)), 1) : 1
        let layout = TextLayout(text: text, font: font.face, fontSize: font.pointSize, scale: scale, width: size.width,
                                lineBreakMode: lineBreakMode,
                                numberOfLines: numberOfLines > 0 ? min(numberOfLines, fitting) : fitting,
                                alignment: alignment, writingDirection: writingDirection)
        let bitmap = Bitmap(width: Int(pixelWidth.rounded(.up)), height: Int(pixelHeight.rounded(.up)))
        layout.draw(into: bitmap.view, at: CGPoint(x: 0, y: (size.height - layout.size.height) / 2), color: color)
        return CGImage(bitmap: bitmap)
    }
}
