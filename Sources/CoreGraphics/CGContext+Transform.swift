extension CGContext {
    /// The current transformation matrix: user space → device pixels (y down).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves user space's origin by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }

    /// Scales user space's axes by `sx` and `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }

    /// Turns user space by `angle` radians; positive turns +x towards +y (clockwise on
    /// this y-down device).
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }

    /// Applies `transform` to user space before the current matrix.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
}
