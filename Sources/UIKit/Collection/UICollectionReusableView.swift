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

    /// Called after the collection view has given the view its layout attributes'
    /// geometry, alpha and stacking, for a subclass to read custom attributes; does nothing here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
