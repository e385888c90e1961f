import CoreGraphics
import Foundation
import QuartzCore
import Raster
@_spi(KioskRuntime) import UIKit

/// A screen with no display behind it: a virtual framebuffer, a virtual clock and
/// synthetic touches, so that a UI runs the same on every machine — in our tests, in an
/// app's own CI, for previews and recordings.
///
/// The screen is `width` × `height` points; its framebuffer is `scale` times that in
/// pixels. Making one attaches it as `UIScreen.main` and makes its clock the process's
/// media clock, starting at 0: time moves only through `advance(by:)` and `tap(at:)`.
/// One headless screen drives a process at a time (the latest one made); when it goes
/// away, the screen and clock before it come back.
@MainActor public final class HeadlessScreen {
    /// The key window, filling the screen.
    public let window: UIWindow
    private let clock = VirtualMediaClock(startingAt: 0)
    let renderer: CARenderer
    /// A copy of the frame last presented, made when `snapshot()` asks for it (nil until
    /// then): the renderer's bitmap always holds that frame, so frames that nobody looks
    /// at cost no copy.
    private var presented: CGImage?
    /// Where each finger is down.
    private var fingers: [Int: CGPoint] = [:]
    /// What `UIScreen.main` and the media clock were before this screen took over.
    private let previousScreen: UIScreen
    private let previousClock: any MediaClock

    /// A screen of `width` × `height` points at `scale` pixels per point, showing its
    /// window's first frame (black where nothing is drawn).
    public init(width: Int, height: Int, scale: CGFloat = 1) {
        precondition(width > 0 && height > 0 && scale > 0,
                     "HeadlessScreen: the size must be positive (got \(width)×\(height) at scale \(scale))")
        previousScreen = UIScreen.main
        previousClock = MediaClocks.current
        MediaClocks.install(clock)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let screen = UIScreen(bounds: bounds, scale: scale)
        UIScreen.attach(screen)
        renderer = CARenderer(width: Int((CGFloat(width) * scale).rounded(.up)),
                              height: Int((CGFloat(height) * scale).rounded(.up)), scale: scale)
        window = UIWindow(frame: bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        renderer.layer = window.layer
        present()
    }

    /// Gives `UIScreen.main` and the media clock back to what they were.
    isolated deinit {
        UIScreen.attach(previousScreen)
        MediaClocks.install(previousClock)
    }

    /// Where presented frames go besides `snapshot()` (a recording, frame dumps).
    /// Setting one hands it the frame shown now; then each frame that changes.
    public var recorder: FrameRecorder? {
        didSet {
            guard let recorder, recorder !== oldValue else { return }
            recorder.record(renderer.bitmap.view, damage: Region(renderer.bitmap.view.bounds), at: clock.now)
        }
    }

    /// Frames presented that changed the picture, the first one included.
    public private(set) var framesPresented = 0

    /// Whether an animation will still change the picture after the last frame.
    public var isAnimating: Bool { renderer.isAnimating }

    /// What `CACurrentMediaTime()` returns now.
    public var time: CFTimeInterval { clock.now }

    /// Lets `seconds` pass: a frame is presented at every 1/60 s step of the display
    /// (at each multiple of 1/60 s after the current time), and at exactly
    /// `time + seconds` when that is not on a step. What the app changed since the last
    /// frame commits at the current time first; each frame then ends a main-loop turn
    /// (layout, commit) and delivers the animation callbacks due by its time.
    /// `advance(by: 0)` presents one frame now.
    public func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "HeadlessScreen.advance(by:): \(seconds) is not a time to wait")
        MediaClocks.install(clock)
        endTurn()
        let end = clock.now + seconds
        var step = nextFrameStep
        while step / Self.framesPerSecond < end - Self.gridSlack / Self.framesPerSecond {
            clock.set(to: step / Self.framesPerSecond)
            present()
            step += 1
        }
        clock.set(to: end)
        present()
    }

    /// The frame last presented.
    public func snapshot() -> CGImage {
        if let presented { return presented }
        let frame = Bitmap(width: renderer.bitmap.width, height: renderer.bitmap.height)
        Kernels.simd.copy(renderer.bitmap.view, to: frame.view, x: 0, y: 0)
        let image = CGImage(bitmap: frame)
        presented = image
        return image
    }

    /// The colour of pixel (`x`, `y`) of the frame last presented.
    public func pixel(x: Int, y: Int) -> UIColor {
        let frame = renderer.bitmap
        precondition(x >= 0 && y >= 0 && x < frame.width && y < frame.height,
                     "HeadlessScreen.pixel(x:y:): (\(x), \(y)) is outside the \(frame.width)×\(frame.height) framebuffer")
        return UIColor(cgColor: CGColor(frame[x, y]))
    }

    // MARK: Touches

    /// Puts finger `finger` down at `point` (window points) now.
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        guard fingers[finger] == nil else { return }
        fingers[finger] = point
        deliver(finger, .began, at: point)
    }

    /// Moves finger `finger`, which must be down, to `point`.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        guard fingers[finger] != nil else { return }
        fingers[finger] = point
        deliver(finger, .moved, at: point)
    }

    /// Lifts finger `finger` where it is.
    public func touchUp(finger: Int = 0) {
        guard let point = fingers.removeValue(forKey: finger) else { return }
        deliver(finger, .ended, at: point)
    }

    /// A tap at `point`: down, 50 ms of frames, up.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        advance(by: Self.tapDuration)
        touchUp()
    }

    // MARK: Internals

    static let framesPerSecond = 60.0
    static let tapDuration = 0.05
    /// How close to a 1/60 s step (in steps) a time counts as on it.
    private static let gridSlack = 1e-6

    /// The number of the first 1/60 s step after now (a time on a step counts as on it).
    private var nextFrameStep: Double { (clock.now * Self.framesPerSecond + Self.gridSlack).rounded(.down) + 1 }

    /// When the display's next frame after now falls: the next 1/60 s step.
    var nextFrameTime: CFTimeInterval { nextFrameStep / Self.framesPerSecond }

    private func deliver(_ finger: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        MediaClocks.install(clock)
        window.injectTouch(finger: finger, phase: phase, at: point, timestamp: clock.now)
    }

    /// Ends the main-loop turn at the current time, as a run loop does: gesture
    /// deadlines that passed fire, the window lays out, and the changes made in the
    /// turn commit — so animations added since the last frame begin now, not at the next frame.
    private func endTurn() {
        window.expireGestureTimeouts(at: clock.now)
        window.layoutIfNeeded()
        CATransaction.flush()
    }

    /// Ends the turn, then draws the frame for the current time; when anything changed,
    /// the copy `snapshot()` made of the frame before is out of date.
    private func present() {
        endTurn()
        let damage = renderer.render(atTime: clock.now)
        guard !damage.isEmpty else { return }
        presented = nil
        framesPresented += 1
        recorder?.record(renderer.bitmap.view, damage: damage, at: clock.now)
    }
}
