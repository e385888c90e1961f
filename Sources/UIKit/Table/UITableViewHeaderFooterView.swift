import CoreGraphics
import Foundation

/// A section's header or footer band, as UIKit's: a `contentView` to add custom
/// content to and a `textLabel` (13 points, grey, 16 in from the left) on a light grey
/// background. Tables show their section titles in these, and reuse the ones a delegate
/// dequeues (`register(_:forHeaderFooterViewReuseIdentifier:)`) like cells.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view to add custom content to; it fills the band.
    public let contentView = UIView()
    /// The title's label.
    open var textLabel: UILabel? { titleLabel }
    private let titleLabel = UILabel()

    /// The band's background: UIKit's plain header grey.
    static let bandColor = UIColor(white: 0.95, alpha: 1)

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        backgroundColor = Self.bandColor
        titleLabel.font = UIFont.systemFont(ofSize: 13)
        titleLabel.textColor = .systemGray
        // The label comes first, under the transparent content view.
        addSubview(titleLabel)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A band with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Kiosk's own: how a table view makes a view of a registered class, through
    /// `init(reuseIdentifier:)` (see `UITableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    /// Called before the table view hands the view out again: clears the title.
    open func prepareForReuse() { titleLabel.text = nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margin = UITableViewCell.sideMargin
        titleLabel.frame = CGRect(x: margin, y: 0, width: max(bounds.width - 2 * margin, 0), height: bounds.height)
    }
}
