import CoreGraphics

/// Starts drawing into a new image of `size` points, transparent (or black when
/// `opaque`), at `scale` pixels per point (0: the main screen's), and makes it the
/// current context until `UIGraphicsEndImageContext()`.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = CGContext.effectiveScale(scale)
    let context = CGContext.imageContext(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque)
    GraphicsContextStack.entries.append(.init(context: context, imageScale: scale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The picture drawn so far in the current image context, or nil when the current
/// context is not one.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.entries.last, let scale = top.imageScale,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Ends the current image context; does nothing when the current context is not one.
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.entries.last?.imageScale != nil else { return }
    GraphicsContextStack.entries.removeLast()
}
