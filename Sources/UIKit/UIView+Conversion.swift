import CoreGraphics
import QuartzCore

extension UIView {
    /// `point`, in this view's coordinates, in `view`'s (the window's for nil),
    /// through every transform between them.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// `point`, in `view`'s coordinates (the window's for nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The bounding box of `rect` (this view's coordinates) in `view`'s (the window's for nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// The bounding box of `rect` (`view`'s coordinates, the window's for nil) in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
