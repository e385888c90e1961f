import CoreGraphics

/// A toolbar's view of one bar button item: a system button with the item's title
/// (bold for `.done`) or image, enabled as the item is, performing the item's action
/// when tapped.
@MainActor final class BarButtonView: UIButton {
    /// The title's size in points.
    static let fontSize: CGFloat = 17

    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        buttonType = .system
        addTarget(nil, action: { view, _ in view.item.performAction() }, for: .touchUpInside)
        update()
    }

    /// Shows what the item says now.
    func update() {
        titleLabel?.font = item.style == .done ? .boldSystemFont(ofSize: Self.fontSize) : .systemFont(ofSize: Self.fontSize)
        setTitle(item.shownTitle, for: .normal)
        setImage(item.shownImage, for: .normal)
        isEnabled = item.isEnabled
    }

    /// The item's `width` when positive, else the content's.
    var preferredWidth: CGFloat { item.width > 0 ? item.width : sizeThatFits(.zero).width }
}
