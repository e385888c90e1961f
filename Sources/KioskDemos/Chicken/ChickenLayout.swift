import CoreGraphics

/// Where the chicken demo puts things on a screen of a given size, in points. The
/// seed's numbers are for a 320-point-wide screen whose views above the toolbar are
/// 436 points tall (320 × 480 without a status bar); on other sizes the same margins
/// hold from the edges they belong to, so a 320 × 480 screen gets exactly the seed's frames.
public struct ChickenLayout: Sendable, Equatable {
    /// The toolbar's height: UIToolbar's standard 44 points.
    public static let toolbarHeight: CGFloat = 44
    /// The chicken image's size, as in the seed's nib.
    public static let chickenSize = CGSize(width: 62, height: 90)

    /// The screen (the root view's bounds).
    public let bounds: CGRect

    public init(bounds: CGRect) { self.bounds = bounds }

    /// The toolbar along the bottom edge.
    public var toolbarFrame: CGRect {
        CGRect(x: bounds.minX, y: bounds.maxY - Self.toolbarHeight, width: bounds.width, height: Self.toolbarHeight)
    }

    /// firstView and secondView: everything above the toolbar.
    public var contentFrame: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - Self.toolbarHeight, 0))
    }

    /// The centre of the animate button, which flexible spaces keep in the middle of the toolbar.
    public var animateButtonCenter: CGPoint { CGPoint(x: toolbarFrame.midX, y: toolbarFrame.midY) }

    /// The chicken at home, above the road: (15, 144, 62, 90).
    public var chickenHome: CGRect { CGRect(origin: CGPoint(x: 15, y: 144), size: Self.chickenSize) }

    /// The chicken across the road, standing 16 points above the toolbar: (15, 330, 62, 90).
    public var chickenAcross: CGRect {
        CGRect(origin: CGPoint(x: 15, y: contentFrame.height - 106), size: Self.chickenSize)
    }

    /// The chicken on the right, level with home: (235, 144, 62, 90).
    public var chickenRight: CGRect {
        CGRect(origin: CGPoint(x: contentFrame.width - 85, y: 144), size: Self.chickenSize)
    }

    /// viewAnimation8's move back from the right to home: −220 points.
    public var backHome: CGFloat { chickenHome.minX - chickenRight.minX }

    /// The road, across the screen between the chicken's home and where it stands across:
    /// from y = 234 to 330.
    public var roadFrame: CGRect {
        let top = chickenHome.maxY
        return CGRect(x: 0, y: top, width: contentFrame.width, height: max(chickenAcross.minY - top, 0))
    }
}
