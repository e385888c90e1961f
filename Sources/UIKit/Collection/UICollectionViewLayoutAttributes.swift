import CoreGraphics
import Foundation

/// Where and how a layout shows one element of a collection view: its frame, alpha,
/// transform, stacking and visibility, for a cell or a supplementary view of a kind.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    open var frame = CGRect.zero
    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }
    open var transform = CGAffineTransform.identity
    open var alpha: CGFloat = 1
    /// Elements with higher values show above others.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell or a supplementary view.
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary view's kind; nil for a cell.
    public private(set) var representedElementKind: String?

    /// Attributes of a cell at the origin, with no size.
    public required init() {}

    /// The attributes of the cell of `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// An object of the same class with the same values.
    public func copy() -> Any { copy(with: nil) }

    /// An object of the same class with the same values; a subclass with values of its
    /// own overrides this (as on iOS), copying them onto `super.copy(with: zone)`.
    open func copy(with zone: NSZone?) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}
