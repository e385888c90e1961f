import CoreGraphics

extension UIColor {
    /// Makes this colour the fill colour of the current context (nothing without one).
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
}
