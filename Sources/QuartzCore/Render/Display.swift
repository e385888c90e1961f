import CoreGraphics
import Raster

/// A screen and its whole life, as the render server and the runtime drive it: the
/// render server asks for frames and presents them; the runtime suspends it around a
/// VT switch, powers it down and up, and closes it. The platform implements it (DRM/KMS,
/// fbdev, headless; a test's stepped display); QuartzCore never imports the platform.
///
/// `waitForNextFrame()` and `present(_:damage:)` are called on the render server's
/// thread; the rest on any thread, never while that thread is inside one of them for
/// the same frame (they synchronise inside).
public protocol Display: AnyObject, Sendable {
    /// The frame size in pixels. It may change between frames (a display plugged back
    /// in with another mode): the render server reads it before drawing each frame.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Pixels per point.
    var scale: CGFloat { get }

    /// One line for the log: what it is and how it runs, e.g.
    /// "DRM /dev/dri/card0 Virtual-1 1024x768@60*, atomic, rotation 0°".
    var description: String { get }

    /// Whether it is a screen on this machine's console (the runtime takes a VT for it,
    /// reads touches from libinput by default and runs until stopped), rather than one
    /// nobody looks at (a headless display: its run plays a script and ends when idle).
    var isConsoleDevice: Bool { get }

    /// Blocks until the display can take another frame and returns the media time
    /// at which that frame will reach the glass, or nil once the display is closed
    /// (the render server then stops). While suspended or powered down it blocks
    /// until resumed, powered up or closed.
    func waitForNextFrame() -> CFTimeInterval?

    /// Shows `frame`. Only the pixels inside `damage` differ from the previous
    /// frame presented, so only they need copying to scanout memory. `frame` is valid
    /// only during the call.
    func present(_ frame: BitmapView, damage: Region)

    /// `present(_:damage:)`, with the copy to scanout memory cut into bands that
    /// `workers` (the render server's, idle meanwhile) convert at once. A display that
    /// copies nothing need not implement it: by default it calls `present(_:damage:)`.
    func present(_ frame: BitmapView, damage: Region, workers: RenderWorkers)

    /// Runs `draw` on the picture the display shows, when that is ordinary memory in
    /// the frame's format that the render server may draw each frame straight into (a
    /// headless display's): the server then keeps no frame of its own and calls no
    /// `present` — what `draw` returns is the frame's damage, presented when not empty.
    /// The display keeps its readers out meanwhile. False without calling `draw` for a
    /// display that copies frames to scanout memory (the default); a display gives the
    /// same answer for its whole life.
    func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool

    /// Blocks until every frame presented so far is on the glass (a DRM flip in flight
    /// has completed): where a service says it is ready, and where checks read scanout.
    func waitUntilShown()

    /// Lets go of the output for another VT or process (DRM: gives up master; fbdev:
    /// keeps the picture to put back and stops drawing). Frames wait meanwhile.
    func suspend() throws
    /// Takes the output back after `suspend()` and shows the newest frame again.
    func resume() throws

    /// Turns the output's power off, keeping the picture (DRM: the CRTC's ACTIVE, or
    /// DPMS on legacy; fbdev: FBIOBLANK, or black where the driver cannot blank).
    /// Frames wait meanwhile.
    func powerDown() throws
    /// Turns the output back on, showing the newest frame.
    func powerUp() throws

    /// Ends the display: waiting frames get nil, and the device is given back as it was
    /// found (the CRTC's previous picture, the fbdev mode). Later calls do nothing.
    func close()

    /// How the display has kept up since it opened (or since its statistics were reset).
    var statistics: DisplayStatistics { get }

    /// The picture on the glass now, read back from what the display scans out and
    /// turned upright: `pixelWidth` × `pixelHeight`, opaque (for `kiosk ctl screenshot`).
    /// Nil when nothing of ours is on the glass: closed, suspended for another VT, or
    /// powered down. Not for every frame: it reads scanout memory, often uncached.
    func readBack() -> Bitmap?
}

extension Display {
    public func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool { false }

    public func present(_ frame: BitmapView, damage: Region, workers: RenderWorkers) {
        present(frame, damage: damage)
    }
}
