import CoreGraphics

extension UIColor {
    /// Makes this colour the fill colour of the current context (nothing without one).
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
}

extension UIColor {
    /// Makes this colour the stroke colour of the current context (nothing without one).
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this colour both the fill and the stroke colour of the current context.
    @preconcurrency @MainActor public func set() {
        setFill()
        setStroke()
    }
}
