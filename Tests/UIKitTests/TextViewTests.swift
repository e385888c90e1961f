import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

/// Writes down what a scroll view tells its delegate.
@MainActor private final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(Int(scrollView.contentOffset.y))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("end \(decelerate)")
    }
}

@MainActor @Suite struct TextViewTests {
    /// Lines "Line 1" … "Line `count`", one paragraph each.
    private func lines(_ count: Int) -> String { (1...count).map { "Line \($0)" }.joined(separator: "\n") }

    /// A white 200 × 200 screen filled by a text view of 40 lines (DejaVu Sans at 12
    /// px: 14 px apart), so the content is 8 + 40 × 14 + 8 = 576 points tall.
    private func screenWithTextView() -> (HeadlessScreen, UITextView) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let textView = UITextView(frame: screen.window.bounds)
        textView.isEditable = false
        textView.text = lines(40)
        screen.window.addSubview(textView)
        screen.advance(by: 0)
        return (screen, textView)
    }

    /// Drags finger 0 from `start` by `dy` points in 10-point steps, one frame apart,
    /// holds it still for 0.2 s (so nothing coasts) and lifts it; then lets a second
    /// pass, for content pulled past an edge to spring back and the indicator to fade.
    private func drag(_ screen: HeadlessScreen, from start: CGPoint, by delta: CGPoint) {
        screen.touchDown(at: start)
        let steps = Int(max(abs(delta.x), abs(delta.y)) / 10)
        for i in 1...steps {
            screen.advance(by: 1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            screen.touchMove(to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
        }
        screen.advance(by: 0.2)
        screen.touchUp()
        screen.advance(by: 1)
    }

    @Test func defaultsAreUIKits() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.font == UIFont.systemFont(ofSize: 12) && textView.textColor == .black)
        #expect(textView.text == "" && textView.textAlignment == .natural && textView.isEditable)
        #expect(textView.backgroundColor == .white && textView.clipsToBounds && textView.isScrollEnabled)
        #expect(textView.panGestureRecognizer.view === textView && textView.contentOffset == .zero)
        #expect(try FontFace.system().metrics(pixelSize: 12).lineHeight == 14)
    }

    @Test func contentSizeIsTheWrappedTextPlusTheInsets() throws {
        let (_, textView) = screenWithTextView()
        #expect(textView.contentSize == CGSize(width: 200, height: 576))
        // Wrapped at 200 − 2 × 5 of inset − 2 × 5 of padding = 180 points, five words
        // that take more on one line take two: 8 + 2 × 14 + 8.
        let text = Array(repeating: "Page 5", count: 5).joined(separator: " ")
        let face = try FontFace.system()
        #expect(face.advance(of: text, pixelSize: 12) > 180)
        textView.text = text
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
        #expect(textView.contentSize == CGSize(width: 200, height: 44))
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == 44)
    }

    @Test func aPanOfAHundredPointsScrollsAHundredPoints() {
        let (screen, textView) = screenWithTextView()
        let log = ScrollLog()
        textView.delegate = log
        drag(screen, from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        #expect(textView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(textView.bounds == CGRect(x: 0, y: 100, width: 200, height: 200))
        #expect(log.events.first == "begin" && log.events.last == "end false" && log.events.dropLast().last == "scroll 100")
        #expect(!textView.isDragging)
        // Sideways moves nothing: the content is no wider than the view.
        drag(screen, from: CGPoint(x: 150, y: 100), by: CGPoint(x: -100, y: 0))
        #expect(textView.contentOffset == CGPoint(x: 0, y: 100))
    }

    /// Pulled past an end, the text rubber-bands and comes back to rest at the end.
    @Test func scrollingStopsAtTheEndsOfTheContent() {
        let (screen, textView) = screenWithTextView()
        drag(screen, from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -180))
        drag(screen, from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -180))
        drag(screen, from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -180))
        // 576 − 200.
        #expect(textView.contentOffset == CGPoint(x: 0, y: 376))
        drag(screen, from: CGPoint(x: 100, y: 10), by: CGPoint(x: 0, y: 180))
        #expect(textView.contentOffset == CGPoint(x: 0, y: 196))
        drag(screen, from: CGPoint(x: 100, y: 10), by: CGPoint(x: 0, y: 180))
        drag(screen, from: CGPoint(x: 100, y: 10), by: CGPoint(x: 0, y: 180))
        #expect(textView.contentOffset == .zero)
    }

    @Test func scrollingCanBeTurnedOff() {
        let (screen, textView) = screenWithTextView()
        textView.isScrollEnabled = false
        drag(screen, from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        #expect(textView.contentOffset == .zero)
    }

    /// Animated, the offset eases in and out over 0.3 s, stepped frame by frame as
    /// UIKit does: halfway it is halfway, in the model and on screen.
    @Test func setContentOffsetAnimated() {
        let (screen, textView) = screenWithTextView()
        textView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(textView.contentOffset == .zero)
        screen.advance(by: 0.15)
        #expect(textView.contentOffset.y == 100 && textView.layer.presentation()?.bounds.origin.y == 100)
        screen.advance(by: 0.15)
        #expect(textView.contentOffset.y == 200 && textView.layer.presentation()?.bounds.origin.y == 200)
    }

    @Test func golden() {
        let (screen, textView) = screenWithTextView()
        textView.text = "Kiosk draws the view hierarchy straight to the display, with a software compositor "
            + "that plays transitions from cached snapshots.\n\n" + lines(30)
        textView.textColor = .darkGray
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "textview", in: ControlTestSupport.goldens)
        drag(screen, from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        expectMatchesGolden(screen.snapshot(), named: "textview-scrolled-100", in: ControlTestSupport.goldens)
    }
}
