import CoreGraphics
import Foundation
import Kiosk
import KioskDemos
import KioskHeadless
import Raster

/// The flip demo on a `HeadlessScreen` of the live run's size, given the same touches
/// as `DemoDriver` gives the real one: Next; once the turn has settled, a tap on the
/// page; then the edge swipe back. Its pictures after the turn and after the pop are
/// what scanout must show. They depend only on the size, so the host may draw them
/// beforehand (`kiosk-vm-check flip-reference`) for the guest, where drawing the
/// frames of the whole sequence in a debug build under TCG takes 20 s or more.
@MainActor struct FlipReference {
    let afterNext: Bitmap
    let afterPop: Bitmap

    /// The files a reference of `width` × `height` is kept in, in `folder`.
    static func files(in folder: String, width: Int, height: Int) -> (next: String, pop: String) {
        ("\(folder)/flip-\(width)x\(height)-next.png", "\(folder)/flip-\(width)x\(height)-pop.png")
    }

    /// The pictures `write(to:)` left in `folder`, or nil when there are none.
    init?(loadingFrom folder: String, width: Int, height: Int) {
        let files = Self.files(in: folder, width: width, height: height)
        guard let next = try? PNGCodec.read(contentsOf: files.next), let pop = try? PNGCodec.read(contentsOf: files.pop),
              next.width == width, next.height == height, pop.width == width, pop.height == height else { return nil }
        afterNext = next
        afterPop = pop
    }

    func write(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = Self.files(in: folder, width: afterNext.width, height: afterNext.height)
        try PNGCodec.write(afterNext.view, to: files.next)
        try PNGCodec.write(afterPop.view, to: files.pop)
    }

    /// Draws the reference: the demo and the touches on a headless screen of `width` × `height`.
    init(width: Int, height: Int, log: CheckLog) {
        let screen = HeadlessScreen(width: width, height: height)
        let probe = FlipProbe()
        let tour = FlipTour(screen: CGSize(width: width, height: height))
        screen.window.rootViewController = probe.navigation
        screen.advance(by: 0)
        func settle() {
            var waited = 0.0
            repeat {
                screen.advance(by: 0.25)
                waited += 0.25
            } while screen.isAnimating && waited < 10
        }
        screen.tap(at: tour.next)
        settle()
        log.expect(probe.state == FlipState(page: 6, depth: 1), "headless: Next turned to page 6", detail: "\(probe.state)")
        afterNext = screen.snapshot().bitmap
        screen.tap(at: tour.page)
        settle()
        log.expect(probe.state == FlipState(page: 6, depth: 2), "headless: the tap opened the page", detail: "\(probe.state)")
        let swipe = tour.edgeSwipe
        screen.touchDown(at: swipe.from)
        for step in 1...DemoDriver.swipeSteps {
            screen.advance(by: DemoDriver.swipeInterval)
            let f = CGFloat(step) / CGFloat(DemoDriver.swipeSteps)
            screen.touchMove(to: CGPoint(x: swipe.from.x + (swipe.to.x - swipe.from.x) * f, y: swipe.from.y))
        }
        screen.touchUp()
        settle()
        log.expect(probe.state == FlipState(page: 6, depth: 1), "headless: the edge swipe popped it", detail: "\(probe.state)")
        afterPop = screen.snapshot().bitmap
    }
}
