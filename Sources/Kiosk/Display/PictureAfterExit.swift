import Raster

/// A display whose device shows a picture of its own once Kiosk's process is gone,
/// which Kiosk can paint: a DRM card's fbdev emulation, put back on the CRTC by the
/// kernel when the card's last user dies. Painting it with a frame of ours means a
/// crash (even SIGKILL) leaves that frame on the glass until the next start, never the
/// console's stale text.
public protocol PictureAfterExit {
    /// Paints `frame` (upright, the display's pixel size) where the kernel will show it
    /// after the process ends; returns where, for the log ("/dev/fb0").
    func paintPictureAfterExit(_ frame: BitmapView) throws(PictureAfterExitError) -> String
}

/// Why the picture after exit could not be painted: the device and what is wrong.
public struct PictureAfterExitError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
