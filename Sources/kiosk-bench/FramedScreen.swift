import CoreGraphics
@_spi(KioskRuntime) import UIKit

/// The reference for `ConstrainedScreen`: the same 500-cell grid laid out by hand in
/// `layoutSubviews`, frames computed from the row heights as frame-based iOS code does.
/// What Auto Layout's solve costs is read next to this.
@MainActor final class FramedScreen: UIView {
    var rowHeights = Array(repeating: CGFloat(30), count: ConstrainedScreen.rows)
    private var cells: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<(ConstrainedScreen.rows * ConstrainedScreen.columns) {
            let cell = UIView()
            addSubview(cell)
            cells.append(cell)
        }
    }

    /// Each row's cells of equal width between 8-point margins, 4 points apart, each
    /// row 4 points below the one above: the frames `ConstrainedScreen`'s constraints give.
    override func layoutSubviews() {
        super.layoutSubviews()
        let columns = ConstrainedScreen.columns
        let width = (bounds.width - 16 - CGFloat(columns - 1) * 4) / CGFloat(columns)
        var y: CGFloat = 8
        for (row, height) in rowHeights.enumerated() {
            for column in 0..<columns {
                cells[row * columns + column].frame = CGRect(x: 8 + CGFloat(column) * (width + 4), y: y,
                                                             width: width, height: height)
            }
            y += height + 4
        }
    }

    var lastCell: UIView { cells[cells.count - 1] }

    /// Every cell back at zero, so the next layout sets all 500 frames.
    func clearFrames() {
        for cell in cells { cell.frame = .zero }
    }
}
