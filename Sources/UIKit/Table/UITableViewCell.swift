import CoreGraphics
import Foundation

/// A row of a table view: a `contentView` filling it, holding the labels of its
/// `style`. Cells are made once and reused: a table view gives a cell that scrolled
/// out to the next row coming in, after `prepareForReuse()`.
///
/// The styles lay out as UIKit's do, 16 points in from each side, with Kiosk's sizes:
/// `.default`, the text alone, 17 points, centred vertically; `.subtitle`, the text
/// above a 12-point detail; `.value1`, the text at the left and a grey 17-point detail
/// right-aligned at the right; `.value2`, a blue 12-point text right-aligned in a
/// column a third of the width, then the 12-point detail. Accessories: UITableViewCell+Accessory.swift.
/// No separators.
/// Selected or highlighted (`.default` selection style), the cell shows a light grey background.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// UIKit's cell styles.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let style: CellStyle
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view to add custom content to; it fills the cell.
    public let contentView = UIView()
    /// The main text's label.
    open var textLabel: UILabel? { primaryLabel }
    /// The detail's label; nil in the `.default` style.
    open var detailTextLabel: UILabel? { style == .default ? nil : secondaryLabel }

    /// How a selected cell looks: `.default` greys its background, `.none` shows nothing.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    open var selectionStyle = SelectionStyle.default
    /// The standard accessory at the trailing edge (none by default).
    open var accessoryType = AccessoryType.none {
        didSet {
            guard accessoryType != oldValue else { return }
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            setNeedsLayout()
        }
    }
    /// A view shown at the trailing edge instead of the standard accessory, at its own size.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The view showing `accessoryType`, made when first laid out.
    var standardAccessory: UIView?
    /// Whether the cell's row is selected (shown with the selection background).
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether a finger is on the cell's row (shown like a selected cell).
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// The background a selected cell shows: UIKit's light grey (systemGray4).
    static let selectionColor = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)

    private var selected = false
    private var highlighted = false
    /// Whether the selection background is on.
    private var showsSelection = false
    /// The background colour before selection showed.
    private var unselectedBackground: UIColor?
    private let primaryLabel = UILabel()
    private let secondaryLabel = UILabel()

    /// Points between the labels and the cell's sides.
    static let sideMargin: CGFloat = 16

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentView.frame = bounds
        addSubview(contentView)
        primaryLabel.font = UIFont.systemFont(ofSize: style == .value2 ? 12 : 17)
        primaryLabel.textColor = style == .value2 ? .systemBlue : .black
        primaryLabel.textAlignment = style == .value2 ? .right : .natural
        contentView.addSubview(primaryLabel)
        if style != .default {
            secondaryLabel.font = UIFont.systemFont(ofSize: style == .value1 ? 17 : 12)
            secondaryLabel.textColor = style == .value1 ? .systemGray : .black
            secondaryLabel.textAlignment = style == .value1 ? .right : .natural
            contentView.addSubview(secondaryLabel)
        }
    }

    /// A `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Kiosk's own: how a table view makes a cell of a registered class (Swift can
    /// make an object from a class only through a required initializer). It calls
    /// `init(style: .default, reuseIdentifier:)`, so a subclass that overrides that is
    /// made through its override, as UIKit makes registered cells.
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    /// Shows the cell selected or not; `animated`, the background fades over 0.25 s.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        showSelection(animated: animated)
    }

    /// Shows the cell highlighted or not (a finger on its row), as a selected cell looks.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        showSelection(animated: animated)
    }

    /// Puts the selection background on while selected or highlighted (unless the
    /// selection style is `.none`), and the cell's own background back after.
    private func showSelection(animated: Bool) {
        let shown = (selected || highlighted) && selectionStyle != .none
        guard shown != showsSelection else { return }
        showsSelection = shown
        let change = {
            if shown {
                self.unselectedBackground = self.backgroundColor
                self.backgroundColor = Self.selectionColor
            } else {
                self.backgroundColor = self.unselectedBackground
            }
        }
        if animated { UIView.animate(withDuration: 0.25, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    /// Called before the table view hands the cell out again: clears the labels' text
    /// and the selection.
    open func prepareForReuse() {
        primaryLabel.text = nil
        secondaryLabel.text = nil
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// The height a self-sizing row needs for the cell at `width`: its content view's
    /// constraints fitted to the content's width, or, without constraints, its style's
    /// labels with 11 points above and below — at least UIKit's 44.
    func fittingHeight(width: CGFloat) -> CGFloat {
        if bounds.width != width { UIView.performWithoutAnimation { frame.size.width = width } }
        layoutIfNeeded()
        if !contentView.constraints.isEmpty {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return size.height.rounded(.up)
        }
        let labelWidth = max(contentView.bounds.width - 2 * Self.sideMargin, 0)
        func height(_ label: UILabel) -> CGFloat {
            label.text?.isEmpty == false ? label.sizeThatFits(CGSize(width: labelWidth, height: 0)).height : 0
        }
        let labels = switch style {
        case .default: height(primaryLabel)
        case .subtitle: height(primaryLabel) + height(secondaryLabel)
        case .value1, .value2: max(height(primaryLabel), height(secondaryLabel))
        }
        return max(44, (labels + 22).rounded(.up))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let contentWidth = layOutAccessory()
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        let margin = Self.sideMargin, width = max(contentWidth - 2 * margin, 0), height = bounds.height
        func lineHeight(_ label: UILabel) -> CGFloat { label.sizeThatFits(CGSize(width: width, height: 0)).height }
        switch style {
        case .default:
            let h = lineHeight(primaryLabel)
            primaryLabel.frame = CGRect(x: margin, y: ((height - h) / 2).rounded(), width: width, height: h)
        case .subtitle:
            let top = lineHeight(primaryLabel), bottom = lineHeight(secondaryLabel)
            let y = ((height - top - bottom) / 2).rounded()
            primaryLabel.frame = CGRect(x: margin, y: y, width: width, height: top)
            secondaryLabel.frame = CGRect(x: margin, y: y + top, width: width, height: bottom)
        case .value1:
            let h = lineHeight(primaryLabel), y = ((height - h) / 2).rounded()
            primaryLabel.frame = CGRect(x: margin, y: y, width: width, height: h)
            secondaryLabel.frame = CGRect(x: margin, y: y, width: width, height: h)
        case .value2:
            let column = (bounds.width / 3).rounded(), h = lineHeight(primaryLabel), y = ((height - h) / 2).rounded()
            primaryLabel.frame = CGRect(x: margin, y: y, width: max(column - margin, 0), height: h)
            let detailX = column + 6
            secondaryLabel.frame = CGRect(x: detailX, y: y, width: max(contentWidth - detailX - margin, 0), height: h)
        }
    }
}
