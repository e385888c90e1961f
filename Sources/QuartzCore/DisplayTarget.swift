import CoreGraphics
import Raster

/// A screen the render server draws for. The platform implements it (DRM/KMS,
/// fbdev, headless); QuartzCore never imports the platform.
public protocol DisplayTarget: AnyObject, Sendable {
    /// The frame size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Pixels per point.
    var scale: CGFloat { get }

    /// Blocks until the display can take another frame and returns the media time
    /// at which that frame will reach the glass, or nil when the display is closing
    /// (the render server then stops). Called on the render server's thread.
    func waitForNextFrame() -> CFTimeInterval?

    /// Shows `frame`. Only the pixels inside `damage` differ from the previous
    /// frame presented, so only they need copying to scanout memory. Called on the
    /// render server's thread; `frame` is valid only during the call.
    func present(_ frame: BitmapView, damage: Region)
}
