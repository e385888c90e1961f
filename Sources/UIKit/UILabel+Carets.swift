import CoreGraphics

/// Carets and hit tests in the text a label draws, for the text inputs that draw
/// their text with a label: measured on the same layout, so they match the glyphs.
extension UILabel {
    /// The caret after the first `characters` characters of the text as drawn, in the
    /// label's coordinates: zero width, a line of the font tall; with no text, at the
    /// start of the line by the alignment, centred vertically as text would be.
    func caretRect(afterCharacters characters: Int) -> CGRect {
        let drawing = self.drawing
        guard let layout = drawing.layout(), !layout.lines.isEmpty else {
            let fontHeight = drawing.font.face.metrics(pixelSize: drawing.font.pointSize * drawing.scale).lineHeight / drawing.scale
            let width = drawing.size.width
            let x: CGFloat = switch drawing.alignment {
            case .center: width / 2
            case .right: width
            case .natural: drawing.writingDirection == .rightToLeft ? width : 0
            default: 0
            }
            let top = numberOfLines == 1 ? (drawing.size.height - fontHeight) / 2 : 0
            return CGRect(x: x, y: top, width: 0, height: fontHeight)
        }
        let shown = layout.text
        let index = shown.index(shown.startIndex, offsetBy: max(characters, 0), limitedBy: shown.endIndex) ?? shown.endIndex
        return layout.caretRect(for: index).offsetBy(dx: 0, dy: drawing.top(of: layout))
    }

    /// How many characters of the text as drawn come before the insertion point
    /// nearest `point` (the label's coordinates); 0 with no text.
    func characters(before point: CGPoint) -> Int {
        let drawing = self.drawing
        guard let layout = drawing.layout(), !layout.lines.isEmpty else { return 0 }
        let index = layout.characterIndex(closestTo: CGPoint(x: point.x, y: point.y - drawing.top(of: layout)))
        return layout.text[..<index].count
    }
}
