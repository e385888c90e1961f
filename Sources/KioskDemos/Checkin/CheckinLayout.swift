import CoreGraphics

/// The check-in form's measures, which its constraints use, and where its parts end up
/// on a screen of a given size (Auto Layout's answer worked out by hand, for the tour:
/// the tests hold the two to each other). The form is a column of fixed-height rows,
/// centred in what the keyboard leaves of the page below the navigation bar.
struct CheckinLayout {
    /// The navigation bar's height (UINavigationBar's default).
    static let barHeight: CGFloat = 44
    static let margin: CGFloat = 20
    /// The form is never wider than this (on a wide screen it stays readable).
    static let maximumFormWidth: CGFloat = 480
    static let spacing: CGFloat = 8
    /// The rows' heights, top to bottom: prompt, name, e-mail, PIN, button.
    static let rowHeights: [CGFloat] = [22, 34, 34, 34, 44]
    /// Each of the language switch's two segments.
    static let segmentWidth: CGFloat = 80
    static let segmentHeight: CGFloat = 29
    /// Where the tour taps the back button: inside it, past its chevron.
    static let backButton = CGPoint(x: 24, y: barHeight / 2)
    /// The badge photo's side, in points.
    static let photoSide: CGFloat = 120

    enum Row: Int { case prompt, name, email, pin, submit }

    let size: CGSize

    static var formHeight: CGFloat {
        rowHeights.reduce(0, +) + CGFloat(rowHeights.count - 1) * spacing
    }

    var formWidth: CGFloat { min(size.width - 2 * Self.margin, Self.maximumFormWidth) }

    /// The centre of `row` on the screen, with the keyboard up (`keyboardHeight` points
    /// of the bottom covered) or down (0).
    func center(of row: Row, keyboardHeight: CGFloat) -> CGPoint {
        let visible = size.height - Self.barHeight - keyboardHeight
        var y = Self.barHeight + (visible - Self.formHeight) / 2
        for height in Self.rowHeights.prefix(row.rawValue) { y += height + Self.spacing }
        return CGPoint(x: size.width / 2, y: y + Self.rowHeights[row.rawValue] / 2)
    }

    /// The centre of the language switch's segment for `language`, in the middle of the bar.
    func center(of language: CheckinLanguage) -> CGPoint {
        let width = 2 * Self.segmentWidth + 1
        let x = (size.width - width) / 2 + CGFloat(language.rawValue) * (Self.segmentWidth + 1) + Self.segmentWidth / 2
        return CGPoint(x: x, y: Self.barHeight / 2)
    }
}
