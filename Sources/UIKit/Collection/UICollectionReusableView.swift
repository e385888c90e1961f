import CoreGraphics

/// A view a collection view shows for a supplementary element (a section's header or
/// footer) and the base of its cells: made once, then handed out again by reuse identifier.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Kiosk's own: how a collection view makes a view of a registered class (Swift can
    /// make an object from a class only through a required initializer). It calls
    /// `init(frame:)`, so a subclass that overrides that is made through its override,
    /// as UIKit makes registered views.
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = registeredReuseIdentifier
    }

    /// Called before the collection view hands the view out again; does nothing here.
    open func prepareForReuse() {}

    /// The attributes the view would like for a self-sizing item (a flow layout with an
    /// `estimatedItemSize`): those given, sized to what `fittingView`'s Auto Layout
    /// constraints fit (rounded up to whole points); unchanged without constraints.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard !fittingView.constraints.isEmpty else { return layoutAttributes }
        let size = fittingView.systemLayoutSizeFitting(layoutAttributes.size)
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        return preferred
    }

    /// The view whose constraints size the view: itself (a cell: its content view).
    var fittingView: UIView { self }

    /// Called after the collection view has given the view its layout attributes'
    /// geometry, alpha and stacking, for a subclass to read custom attributes; does nothing here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
