import CoreGraphics
import Foundation
@testable import QuartzCore
import Raster

/// A display whose vsync is the test: each `frame(at:)` lets the render server draw
/// one frame for media time `t` and returns a copy of what it presented. Like
/// swift-nio's EmbeddedEventLoop, nothing happens unless the test says so.
final class SteppedDisplay: Display, @unchecked Sendable {
    var pixelWidth: Int { condition.withLock { size.width } }
    var pixelHeight: Int { condition.withLock { size.height } }
    private var size: (width: Int, height: Int)
    let scale: CGFloat = 1
    private let condition = NSCondition()
    private var requested: CFTimeInterval?
    /// The server is waiting in `waitForNextFrame`.
    private var asking = false
    /// A frame was handed out and has neither presented nor asked for the next.
    private var frameOpen = false
    private var completed = 0
    private var closed = false
    private var screen: Bitmap
    private var lastDamage = Region()
    /// Frames presented whose size was not the display's (they are not shown).
    var framesOfAnotherSize: Int { condition.withLock { otherSizeFrames } }
    private var otherSizeFrames = 0

    /// Whether the server draws in `screen` itself (`drawInPicture`), as a headless
    /// display has it, rather than presenting a frame of its own for the display to copy.
    let lendsPicture: Bool

    init(width: Int, height: Int, lendsPicture: Bool = false) {
        size = (width, height)
        screen = Bitmap(width: width, height: height)
        self.lendsPicture = lendsPicture
    }

    /// The display changes size (a monitor plugged back in with another mode): black
    /// at the new size until a frame of that size is presented.
    func resize(width: Int, height: Int) {
        condition.withLock {
            size = (width, height)
            screen = Bitmap(width: width, height: height)
        }
    }

    func waitForNextFrame() -> CFTimeInterval? {
        condition.lock()
        defer { condition.unlock() }
        finishFrame()
        asking = true
        condition.broadcast()
        while requested == nil && !closed { condition.wait() }
        asking = false
        guard !closed, let t = requested else { return nil }
        requested = nil
        frameOpen = true
        lastDamage = Region()
        return t
    }

    func present(_ frame: BitmapView, damage: Region) {
        condition.lock()
        defer { condition.unlock() }
        guard frame.width == screen.width && frame.height == screen.height else {
            otherSizeFrames += 1
            finishFrame()
            return
        }
        for rect in damage.rects { Kernels.scalar.copy(frame.view(of: rect), to: screen.view, x: rect.x, y: rect.y) }
        lastDamage = damage
        finishFrame()
    }

    func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool {
        guard lendsPicture else { return false }
        condition.lock()
        defer { condition.unlock() }
        lastDamage = screen.withView(draw)
        finishFrame()
        return true
    }

    private func finishFrame() {
        guard frameOpen else { return }
        frameOpen = false
        completed += 1
        condition.broadcast()
    }

    /// Lets the server draw the frame for `t` and waits until it has presented it
    /// (or asked for the next one, when nothing changed). Gives up after 10 s of
    /// wall time, so that a broken server fails the test instead of hanging it, and
    /// returns nil then.
    func frame(at t: CFTimeInterval) -> (screen: Bitmap, damage: Region)? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: 10)
        while !asking { if !condition.wait(until: deadline) { return nil } }
        let target = completed + 1
        requested = t
        condition.broadcast()
        while completed < target { if !condition.wait(until: deadline) { return nil } }
        let copy = Bitmap(width: screen.width, height: screen.height)
        Kernels.scalar.copy(screen.view, to: copy.view, x: 0, y: 0)
        return (copy, lastDamage)
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    // The rest of a display's life does not concern these tests.
    var description: String { "stepped \(pixelWidth)x\(pixelHeight)" }
    var isConsoleDevice: Bool { false }
    func waitUntilShown() {}
    func suspend() {}
    func resume() {}
    func powerDown() {}
    func powerUp() {}
    var statistics: DisplayStatistics { DisplayStatistics() }
    func readBack() -> Bitmap? { nil }
}
