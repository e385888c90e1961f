import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore
import Raster
@_spi(KioskRuntime) import UIKit

/// A screen with no display behind it: a virtual framebuffer, a virtual clock and
/// synthetic touches, so that a UI runs the same on every machine — in our tests, in an
/// app's own CI, for previews and recordings.
///
/// It draws as a device does: through a `RenderServer` on its own thread, presenting to
/// a display (`SteppedDisplay`) whose vsync is the virtual clock's step, in lock-step
/// with the main actor. The screen is `width` × `height` points; its framebuffer is
/// `scale` times that in pixels. Making one attaches it as `UIScreen.main` and makes
/// its clock the process's media clock, starting at 0: time moves only through
/// `advance(by:)` and `tap(at:)`.
/// One headless screen drives a process at a time (the latest one made); when it goes
/// away, the screen and clock before it come back.
@MainActor public final class HeadlessScreen {
    /// The key window, filling the screen.
    public let window: UIWindow
    private let clock = VirtualMediaClock(startingAt: 0)
    let display: SteppedDisplay
    let server: RenderServer
    /// A copy of the frame last presented, made when `snapshot()` asks for it (nil until
    /// then): the display always holds that frame, so frames that nobody looks at cost
    /// no copy.
    private var presented: CGImage?
    /// Whether the last frame changed no pixel and started or stopped no animation, and
    /// whether an animation will still change the picture after it.
    private var lastFrameWasQuiet = false
    private var animating = false
    /// Where each finger is down.
    private var fingers: [Int: CGPoint] = [:]
    /// What `UIScreen.main` and the media clock were before this screen took over.
    private let previousScreen: UIScreen
    private let previousClock: any MediaClock

    /// A screen of `width` × `height` points at `scale` pixels per point, showing its
    /// window's first frame (black where nothing is drawn). Its framebuffer must be
    /// within `FramebufferSize`'s limit (a run checks that first, with a message).
    public init(width: Int, height: Int, scale: CGFloat = 1) {
        let framebuffer: FramebufferSize
        do {
            framebuffer = try FramebufferSize(screenWidth: width, height: height, scale: scale)
        } catch {
            preconditionFailure("HeadlessScreen: \(error)")
        }
        previousScreen = UIScreen.main
        previousClock = MediaClocks.current
        MediaClocks.install(clock)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let screen = UIScreen(bounds: bounds, scale: scale)
        UIScreen.attach(screen)
        let display = SteppedDisplay(pixelWidth: framebuffer.width, pixelHeight: framebuffer.height, scale: scale)
        self.display = display
        server = RenderServer(display: display, frameSink: { display.frameDrawn($0) })
        window = UIWindow(frame: bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        server.rootLayer = window.layer
        server.start()
        present()
    }

    /// Stops the render server and gives `UIScreen.main` and the media clock back to
    /// what they were.
    isolated deinit {
        server.leaveLayerTree()
        display.close()
        server.stop()
        UIScreen.attach(previousScreen)
        MediaClocks.install(previousClock)
    }

    /// Where presented frames go besides `snapshot()` (a recording, frame dumps).
    /// Setting one hands it the frame shown now; then each frame that changes.
    public var recorder: FrameRecorder? {
        didSet {
            guard let recorder, recorder !== oldValue else { return }
            display.withPicture { recorder.record($0, damage: Region($0.bounds), at: clock.now) }
        }
    }

    /// Frames presented that changed the picture, the first one included.
    public private(set) var framesPresented = 0

    /// Frames drawn, whether they changed the picture or not; idle time that
    /// `advance(by:)` skips draws none.
    public private(set) var framesRendered = 0

    /// Whether an animation will still change the picture after the last frame (a
    /// scroll view coasting or springing back counts).
    public var isAnimating: Bool { animating || window.hasMotionInProgress }

    /// What `CACurrentMediaTime()` returns now.
    public var time: CFTimeInterval { clock.now }

    /// Lets `seconds` pass: a frame is presented at every 1/60 s step of the display
    /// (at each multiple of 1/60 s after the current time), and at exactly
    /// `time + seconds` when that is not on a step. What the app changed since the last
    /// frame commits at the current time first; each frame then ends a main-loop turn
    /// (layout, commit) and delivers the animation callbacks due by its time.
    /// `advance(by: 0)` presents one frame now.
    ///
    /// Idle time is skipped: once a frame changed nothing and left nothing to do
    /// (`isSettled`), the frames up to `time + seconds` would all be the same, so the
    /// next one drawn is the one at `time + seconds` — a wait of a day costs a few
    /// frames, and what is presented, recorded and called is as if every step were drawn.
    ///
    /// The first call is the app's launch: `UIApplication.shared` becomes active, as
    /// with a device's first frame (unless `moveApplication(to:)` chose a state before).
    public func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "HeadlessScreen.advance(by:): \(seconds) is not a time to wait")
        MediaClocks.install(clock)
        if !launched { moveApplication(to: .active) }
        endTurn()
        let end = clock.now + seconds
        var step = nextFrameStep
        while step / Self.framesPerSecond < end - Self.gridSlack / Self.framesPerSecond {
            clock.set(to: step / Self.framesPerSecond)
            present()
            if isSettled { break }
            step += 1
        }
        clock.set(to: end)
        present()
    }

    /// Whether time can pass without changing anything: the last frame changed no
    /// pixel and called nothing, nothing animates or scrolls, no gesture waits for a
    /// deadline, no change waits to commit and no display link runs (each fires at
    /// every 1/60 s step). Read right after a frame: a touch since may have changed what
    /// waits. Kiosk's own: the virtual-clock run skips idle time by it.
    @_spi(KioskRuntime) public var isSettled: Bool {
        lastFrameWasQuiet && !animating && CATransaction.isIdle && window.nextGestureTimeout == nil
            && !window.hasMotionInProgress && !CADisplayLink.anyActive
    }

    /// The frame last presented.
    public func snapshot() -> CGImage {
        if let presented { return presented }
        let frame = Bitmap(width: display.pixelWidth, height: display.pixelHeight)
        display.withPicture { Kernels.simd.copy($0, to: frame.view, x: 0, y: 0) }
        let image = CGImage(bitmap: frame)
        presented = image
        return image
    }

    /// The colour of pixel (`x`, `y`) of the frame last presented.
    public func pixel(x: Int, y: Int) -> UIColor {
        let (width, height) = (display.pixelWidth, display.pixelHeight)
        precondition(x >= 0 && y >= 0 && x < width && y < height,
                     "HeadlessScreen.pixel(x:y:): (\(x), \(y)) is outside the \(width)×\(height) framebuffer")
        return UIColor(cgColor: CGColor(display.withPicture { $0[x, y] }))
    }

    // MARK: The application's state

    /// Moves `UIApplication.shared` to `state` as a device does, with Apple's delegate
    /// calls and notifications: `.background` is what a VT switched away is on a device.
    public func moveApplication(to state: UIApplication.State) {
        launched = true
        UIApplication.shared.moveState(to: state)
    }

    /// Whether the app's state was set since this screen was made.
    private var launched = false

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
    @_spi(KioskRuntime) public var nextFrameTime: CFTimeInterval { nextFrameStep / Self.framesPerSecond }

    private func deliver(_ finger: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        MediaClocks.install(clock)
        window.injectTouch(finger: finger, phase: phase, at: point, timestamp: clock.now)
    }

    /// Ends the main-loop turn at the current time as the live runtime does
    /// (`MainLoopTurn`; touches here are delivered as they are made, not queued): gesture
    /// deadlines that passed fire, the window lays out, and the changes made in the
    /// turn commit — so animations added since the last frame begin now, not at the next frame.
    /// A turn that is a display frame on a 1/60 s step fires the display links, once per step.
    private func endTurn(isDisplayFrame: Bool = false) {
        let step = (clock.now * Self.framesPerSecond).rounded()
        let onStep = abs(clock.now * Self.framesPerSecond - step) < Self.gridSlack
        if isDisplayFrame && onStep && step > lastLinkStep {
            lastLinkStep = step
            MainLoopTurn(window: window).end(at: clock.now, frameInterval: 1 / Self.framesPerSecond)
        } else {
            MainLoopTurn(window: window).end(at: clock.now)
        }
    }

    /// The last 1/60 s step the display links fired at.
    private var lastLinkStep = -1.0

    /// Ends the turn, then has the render server draw the frame for the current time
    /// and delivers its animation callbacks; when anything changed, the copy
    /// `snapshot()` made of the frame before is out of date. A server with nothing to
    /// draw (no commit waits, nothing animates) sleeps, as on a device: that frame is
    /// the one before, and costs nothing.
    private func present() {
        endTurn(isDisplayFrame: true)
        framesRendered += 1
        guard server.wantsNextFrame(), let frame = display.step(to: clock.now) else {
            lastFrameWasQuiet = true
            animating = false
            return
        }
        frame.deliverEvents()
        animating = frame.isAnimating
        lastFrameWasQuiet = frame.damage.isEmpty && !frame.hasEvents
        guard !frame.damage.isEmpty else { return }
        presented = nil
        framesPresented += 1
        if let recorder { display.withPicture { recorder.record($0, damage: frame.damage, at: clock.now) } }
    }
}
