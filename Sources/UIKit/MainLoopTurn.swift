import Foundation
@_spi(KioskRuntime) import QuartzCore

/// Kiosk's own: how a main-loop turn ends, the one routine that the live runtime's
/// ticks and `HeadlessScreen`'s frames both run. The touches the platform queued since
/// the last turn reach the window, gesture deadlines that passed expire, the window
/// lays out and the turn's changes commit — so animations added in the turn begin at
/// its end, and no frame is drawn from before layout. Scroll views in motion take
/// their step for the turn's time after the touches (a touch may stop one). A turn
/// that is a display frame then fires the display links (`CADisplayLink`), so what
/// they change is laid out and committed in that frame. The on-screen keyboard
/// follows the turn's first responder here, once, so a focus moving between fields
/// keeps it up.
@_spi(KioskRuntime) @MainActor public struct MainLoopTurn {
    /// The window the turn's touches go to and that lays out.
    public let window: UIWindow

    public init(window: UIWindow) {
        self.window = window
    }

    /// Ends the turn at media time `time`, delivering `touches` (oldest first) before
    /// anything else. `frameInterval` is set when the turn is a display frame (a
    /// vsync): the time since the display's frame before.
    public func end(at time: TimeInterval, touches: [WindowTouch] = [], frameInterval: TimeInterval? = nil) {
        for touch in touches { window.injectTouch(touch) }
        window.expireGestureTimeouts(at: time)
        window.frameSteppers.step(to: time)
        if let frameInterval { CADisplayLink.displayFrame(at: time, interval: frameInterval) }
        window.updateKeyboard()
        window.layoutIfNeeded()
        CATransaction.flush()
    }
}
