import Foundation
import KioskHeadless
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

/// `CADisplayLink` on a `HeadlessScreen`: once per 1/60 s frame, with exact timestamps,
/// at the preferred rate, paused, removed and invalidated; and idle time stays idle
/// without one.
@MainActor @Suite struct DisplayLinkTests {
    /// What a link's callbacks saw: each (timestamp, targetTimestamp, duration) in frames of 1/60 s.
    @MainActor final class Ticks {
        var seen: [[Double]] = []
        func record(_ link: CADisplayLink) {
            seen.append([link.timestamp * 60, link.targetTimestamp * 60, link.duration * 60].map { ($0 * 1e6).rounded() / 1e6 })
        }
    }

    @Test func aLinkFiresOncePerFrameWithTheFramesTimes() {
        let screen = HeadlessScreen(width: 20, height: 20)
        screen.advance(by: 0)
        let ticks = Ticks()
        let link = CADisplayLink(target: ticks) { ticks.record($0) }
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        screen.advance(by: 0.05)
        #expect(ticks.seen == [], "not added yet")
        link.add(to: .main, forMode: .common)
        #expect(CADisplayLink.anyActive)
        // Added at t = 0.05 (step 3): steps 4, 5 and 6 (t = 0.1).
        screen.advance(by: 0.05)
        #expect(ticks.seen == [[4, 5, 1], [5, 6, 1], [6, 7, 1]])
        #expect(link.timestamp == 0.1 && link.targetTimestamp == 0.1 + 1.0 / 60 && link.duration == 1.0 / 60)
        // A time between steps draws a frame but is no vsync: no tick.
        screen.advance(by: 0.005)
        #expect(ticks.seen.count == 3)
        screen.advance(by: 0)
        #expect(ticks.seen.count == 3)
        link.invalidate()
        #expect(!CADisplayLink.anyActive)
        screen.advance(by: 1)
        #expect(ticks.seen.count == 3)
    }

    @Test func aPreferredRateFiresEveryNthFrame() {
        let screen = HeadlessScreen(width: 20, height: 20)
        screen.advance(by: 0)
        let ticks = Ticks()
        let link = CADisplayLink(target: ticks) { ticks.record($0) }
        link.preferredFramesPerSecond = 30
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30))
        link.add(to: .main, forMode: .default)
        screen.advance(by: 0.1)
        #expect(ticks.seen == [[1, 3, 1], [3, 5, 1], [5, 7, 1]])
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
        #expect(link.preferredFramesPerSecond == 20)
        screen.advance(by: 0.1)
        #expect(ticks.seen.suffix(2) == [[7, 10, 1], [10, 13, 1]])
        link.invalidate()
    }

    @Test func aPausedOrRemovedLinkSkipsFramesAndTheScreenIdles() {
        let screen = HeadlessScreen(width: 20, height: 20)
        screen.advance(by: 0)
        let ticks = Ticks()
        let link = CADisplayLink(target: ticks) { ticks.record($0) }
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        var rendered = screen.framesRendered
        screen.advance(by: 1)
        #expect(ticks.seen.count == 60 && screen.framesRendered - rendered == 60)
        link.isPaused = true
        #expect(!CADisplayLink.anyActive)
        rendered = screen.framesRendered
        screen.advance(by: 1)
        #expect(ticks.seen.count == 60 && screen.framesRendered - rendered == 2)
        link.isPaused = false
        screen.advance(by: 1.0 / 60)
        #expect(ticks.seen.last == [121, 122, 1])
        link.remove(from: .main, forMode: .default)
        screen.advance(by: 1.0 / 60)
        #expect(ticks.seen.count == 62, "still added for .common")
        link.remove(from: .main, forMode: .common)
        rendered = screen.framesRendered
        screen.advance(by: 1)
        #expect(ticks.seen.count == 62 && screen.framesRendered - rendered == 2)
    }

    /// As on iOS, the link keeps its target until it is invalidated.
    @Test func invalidatingLetsGoOfTheTarget() {
        let screen = HeadlessScreen(width: 20, height: 20)
        weak var released: Ticks?
        var link: CADisplayLink?
        do {
            let ticks = Ticks()
            released = ticks
            link = CADisplayLink(target: ticks) { _ in }
            link?.add(to: .main, forMode: .common)
        }
        screen.advance(by: 0.1)
        #expect(released != nil)
        link?.invalidate()
        #expect(released == nil)
        link?.add(to: .main, forMode: .common)
        #expect(!CADisplayLink.anyActive, "an invalidated link cannot be added again")
    }

    /// What a link's callback changes is in the frame it fires for.
    @Test func whatALinkChangesIsDrawnInItsFrame() {
        let screen = HeadlessScreen(width: 20, height: 20)
        screen.window.backgroundColor = .black
        screen.advance(by: 0)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 20))
        box.backgroundColor = .white
        screen.window.addSubview(box)
        let link = CADisplayLink(target: box) { link in
            box.frame.size.width = CGFloat((link.timestamp * 60).rounded())
        }
        link.add(to: .main, forMode: .common)
        screen.advance(by: 5.0 / 60)
        #expect(screen.pixel(x: 4, y: 10).cgColor.red == 1 && screen.pixel(x: 5, y: 10).cgColor.red == 0)
        link.invalidate()
    }
}
