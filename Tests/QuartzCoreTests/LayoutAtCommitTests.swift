import CoreGraphics
import Dispatch
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// Lays its layer's one sublayer, a 10 pt box, against the layer's right edge: the
/// layout a view's `layoutSubviews()` does, here as a layer delegate.
@MainActor final class RightEdgeLayout: CALayerDelegate {
    func layoutSublayers(of layer: CALayer) {
        guard let box = layer.sublayers?.first else { return }
        box.frame = CGRect(x: layer.bounds.width - 10, y: 0, width: 10, height: 10)
    }
}

/// A commit made outside any main-loop turn lays the tree out before it is sent (as Core
/// Animation's commit does), so the render server never draws a frame from before
/// layout: whichever way the change is committed, the first frame after it shows the
/// box where layout put it.
@Suite(.serialized) struct LayoutAtCommitTests {
    static let red = Pixel(rawValue: 0xFFFF_0000)

    /// The left edge of the red box in row 5 of `screen`, or nil when there is none.
    func boxLeft(_ screen: Bitmap) -> Int? {
        (0..<screen.width).first { screen[$0, 5] == Self.red }
    }

    /// How a test commits the change to the root's width.
    enum Commit: CaseIterable {
        /// `CATransaction.flush()` from app code, right after the change.
        case flush
        /// An explicit `begin()`/`commit()` around the change.
        case explicitTransaction
        /// The implicit transaction's commit that the change schedules on the main queue.
        case endOfTurn
    }

    @Test(arguments: Commit.allCases)
    func theFirstFrameAfterACommitShowsTheLaidOutTree(_ commit: Commit) async throws {
        let display = SteppedDisplay(width: 100, height: 20)
        let server = RenderServer(display: display, kernels: .scalar)
        let clock = VirtualMediaClock(startingAt: 0)
        let layout = RightEdgeLayout()
        let root = await MainActor.run { MediaClocks.withClock(clock) { () -> CALayer in
            let root = CALayer(), box = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.delegate = layout
            root.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(box)
            root.setNeedsLayout()
            server.rootLayer = root
            CATransaction.commit() // lays out: the box goes to 40
            return root
        } }
        server.start()
        let first = try #require(display.frame(at: 0))
        #expect(boxLeft(first.screen) == 40)

        // The root widens and asks for layout; nobody calls layoutIfNeeded().
        let widen: @MainActor () -> Void = {
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            root.setNeedsLayout()
        }
        // Each case starts with no implicit transaction open: other suites' main-actor
        // tests share the process's transaction, and a `begin()` inside their open
        // implicit transaction would be nested, committed only with it, after this
        // `disableActions` was gone (the box then slid from 40: seen once at 44).
        switch commit {
        case .flush:
            await MainActor.run { MediaClocks.withClock(clock) {
                CATransaction.flush()
                CATransaction.setDisableActions(true)
                widen()
                CATransaction.flush()
            } }
        case .explicitTransaction:
            await MainActor.run { MediaClocks.withClock(clock) {
                CATransaction.flush()
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                widen()
                CATransaction.commit()
            } }
        case .endOfTurn:
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { MainActor.assumeIsolated {
                    CATransaction.setDisableActions(true)
                    widen()
                    // Queued here, so after the end-of-turn commit that the change
                    // just scheduled (queued beside this block, it ran before it).
                    DispatchQueue.main.async { done.resume() }
                } }
            }
        }
        let after = try #require(display.frame(at: 1.0 / 60))
        #expect(boxLeft(after.screen) == 90)
        #expect(after.screen[45, 5] == .black) // never at the old place, the pre-layout 40…49
        await MainActor.run { #expect(root.needsLayout() == false) }
        display.close()
        server.stop()
    }
}
