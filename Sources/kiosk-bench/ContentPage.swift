import CoreGraphics
@_spi(KioskRuntime) import UIKit

/// The pages `--content` transitions between (issue 19: no frame may depend on the
/// page's content): one view filling the page, or 500 labels of short varied text in
/// a grid of 10 columns by 50 rows, as a price list or a settings screen shows.
@MainActor enum ContentPage {
    enum Kind {
        case oneView
        case labels
    }

    static let columns = 10
    static let rows = 50

    /// A `width` × `height` page of `kind`; `variant` picks its background and texts,
    /// so two variants differ in every label.
    static func make(_ kind: Kind, width: Int, height: Int, variant: Int) -> UIView {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        page.backgroundColor = variant % 2 == 0 ? .white : UIColor(red: 0.92, green: 0.95, blue: 1, alpha: 1)
        guard kind == .labels else { return page }
        let cellWidth = CGFloat(width) / CGFloat(columns), cellHeight = CGFloat(height) / CGFloat(rows)
        for index in 0..<(columns * rows) {
            let label = UILabel(frame: CGRect(x: CGFloat(index % columns) * cellWidth + 4,
                                              y: CGFloat(index / columns) * cellHeight + 4,
                                              width: cellWidth - 8, height: cellHeight - 8))
            label.text = text(index + variant * 1000)
            label.font = .systemFont(ofSize: 14)
            label.textColor = .black
            page.addSubview(label)
        }
        return page
    }

    private static let words = ["Tea", "Coffee", "Latte", "Mocha", "Scone", "Bagel", "Juice", "Water", "Soup",
                                "Salad", "Wrap", "Cake", "Toast"]

    /// A price-list entry, different for each `n`: `Latte 38.70`.
    static func text(_ n: Int) -> String {
        "\(words[n % words.count]) \(n % 97 + 1).\(n % 10)0"
    }
}
