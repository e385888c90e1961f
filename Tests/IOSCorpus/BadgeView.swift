import UIKit

/// A layer subclass with a property of its own. It declares no initialisers: iOS code
/// that overrides `init()` and `init(layer:)` does not compile here (see the README).
class BadgeLayer: CALayer {
    var badgeColor: UIColor = .red {
        didSet { backgroundColor = badgeColor.cgColor }
    }
}

/// A view backed by a `BadgeLayer`, chosen the iOS way: `layerClass` as `AnyClass`.
class BadgeView: UIView {
    override class var layerClass: AnyClass {
        return BadgeLayer.self
    }

    var badgeLayer: BadgeLayer {
        return layer as! BadgeLayer
    }

    var badgeColor: UIColor {
        get { return badgeLayer.badgeColor }
        set { badgeLayer.badgeColor = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        badgeLayer.badgeColor = .red
        layer.cornerRadius = 4
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
