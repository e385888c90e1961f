/// The headless screen's framebuffer as a run makes it: `FramebufferSize` at the
/// options' scale, checked when `--display` is read and again when the run starts.
extension KioskOptions {
    /// The headless screen a run may open: the one `--display headless` asks for, or
    /// the one `auto` falls back to when there is no display device; nil for DRM and
    /// fbdev, whose framebuffer is the device's mode.
    public var headlessSize: (width: Int, height: Int)? {
        switch display {
        case .headless(let width, let height): (width, height)
        case .automatic: Self.defaultHeadlessSize
        case .drm, .fbdev: nil
        }
    }

    /// The framebuffer of a headless screen of `width` × `height` points at `scale`.
    public func headlessFramebuffer(width: Int, height: Int) throws(KioskRuntimeError) -> FramebufferSize {
        do {
            return try FramebufferSize(screenWidth: width, height: height, scale: scale)
        } catch {
            throw .display("headless \(width)x\(height): \(error)")
        }
    }

    /// Refuses a `--display headless:WxH` (given as `flag`) whose framebuffer does not
    /// fit at the scale (the board's), with a size that would.
    func checkHeadlessFramebuffer(flag: String) throws(KioskOptionError) {
        guard case .headless(let width, let height) = display else { return }
        do {
            _ = try FramebufferSize(screenWidth: width, height: height, scale: scale)
        } catch {
            let side = FramebufferSize.largestSquare(atScale: scale)
            let example = side > 0 ? ", e.g. headless:\(side)x\(side) at this scale" : ""
            throw KioskOptionError(flag: "--display", value: flag, expected: "a screen whose framebuffer fits\(example): \(error)")
        }
    }
}
