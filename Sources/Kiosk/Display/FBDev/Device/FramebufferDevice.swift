/// A framebuffer device (/dev/fbN) as Kiosk uses it: each call one ioctl or mmap,
/// in the manner of swift-system. `FBDevDevice` makes the calls; tests use a fake that
/// replays a recorded framebuffer (with or without FBIO_WAITFORVSYNC, with or
/// without FBIOBLANK), so the display code runs without a kernel.
///
/// Sendable: the pacing thread's vsync waits may run beside the render thread's
/// pans, as the kernel allows.
protocol FramebufferDevice: AnyObject, Sendable {
    /// The device node, e.g. /dev/fb0, for messages.
    var path: String { get }
    /// The mode, its virtual screen and timings (FBIOGET_VSCREENINFO).
    func variableScreenInfo() throws(SystemError) -> FBDevVariableInfo
    /// The driver's name, memory and panning steps (FBIOGET_FSCREENINFO).
    func fixedScreenInfo() throws(SystemError) -> FBDevFixedInfo
    /// Asks for a new variable screen info (FBIOPUT_VSCREENINFO); the driver may refuse.
    func setVariableScreenInfo(_ info: FBDevVariableInfo) throws(SystemError)
    /// Shows the virtual screen from `info`'s x and y offsets (FBIOPAN_DISPLAY).
    func panDisplay(_ info: FBDevVariableInfo) throws(SystemError)
    /// Blocks until the next vertical blank of CRTC 0 (FBIO_WAITFORVSYNC); throws when
    /// the driver does not have it.
    func waitForVSync() throws(SystemError)
    /// Turns the output off or on (FBIOBLANK); throws EINVAL where the driver cannot.
    func blank(_ level: FBDevBlank) throws(SystemError)
    /// Maps the first `length` bytes of video memory, shared (`mmap`).
    func map(length: Int) throws(SystemError) -> UnsafeMutableRawPointer
    /// Unmaps what `map` mapped (`munmap`).
    func unmap(_ address: UnsafeMutableRawPointer, length: Int)
}
