import KioskHeadless
/// The headless screen's framebuffer as a run makes it: `FramebufferSize` at the
/// options' scale, checked when `--display` is read and again when the run starts.
extension KioskOptions {
    /// The headless screen a run may open: the one `--display headless` asks for, or
    /// the one `auto` falls back to when there is no display device; nil for DRM and
    /// fbdev, whose framebuffer is the device's mode.
    public var headlessSize: (width: Int, height: Int)? {
        if display == .automatic { return HeadlessBackend.defaultSize }
        guard display.backend == HeadlessBackend.name else { return nil }
        return HeadlessBackend.size(display.argument) ?? HeadlessBackend.defaultSize
    }

    /// The framebuffer of a headless screen of `width` × `height` points at `scale`.
    public func headlessFramebuffer(width: Int, height: Int) throws(KioskRuntimeError) -> FramebufferSize {
        do {
            return try FramebufferSize(screenWidth: width, height: height, scale: scale)
        } catch {
            throw .display("headless \(width)x\(height): \(error)")
        }
    }
}
