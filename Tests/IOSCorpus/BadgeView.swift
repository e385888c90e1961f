import UIKit

/// A layer subclass with a property of its own and a default look.
class BadgeLayer: CALayer {
    var badgeColor: UIColor = .red {
        didSet { backgroundColor = badgeColor.cgColor }
    }

    required init() {
        super.init()
        backgroundColor = badgeColor.cgColor
        cornerRadius = 4
    }

    required init(layer: Any) {
        if let other = layer as? BadgeLayer { badgeColor = other.badgeColor }
        super.init(layer: layer)
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
}
