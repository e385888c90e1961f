import CoreGraphics

/// An item of a collection view: a `contentView` filling it for the cell's content, over
/// an optional `backgroundView`, and a `selectedBackgroundView` shown while the cell is
/// selected or highlighted. UIKit's cell draws nothing of its own (clear background).
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add custom content to; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view between the background and the content, shown while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            showSelection()
            setNeedsLayout()
        }
    }

    /// Whether the cell's item is selected; the collection view sets it.
    open var isSelected = false {
        didSet { showSelection() }
    }

    /// Whether the cell is highlighted (shown like a selected one).
    open var isHighlighted = false {
        didSet { showSelection() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A self-sizing cell is as big as its content view's constraints fit.
    override var fittingView: UIView { contentView }

    /// Shows the selected background while selected or highlighted.
    private func showSelection() {
        let hidden = !(isSelected || isHighlighted)
        if let view = selectedBackgroundView, view.isHidden != hidden {
            UIView.performWithoutAnimation { view.isHidden = hidden }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
