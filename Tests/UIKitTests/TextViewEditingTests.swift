import CoreGraphics
import Foundation
import KioskHeadless
import Testing
import UIKit

/// Writes down what an editable text view tells its delegate.
@MainActor private final class TextViewLog: UITextViewDelegate {
    var events: [String] = []
    /// Refuses changes that bring in this text.
    var refused: String?
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { events.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return text != refused
    }
    func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { events.append("selection \(textView.selectedRange.location)") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(Int(scrollView.contentOffset.y))") }
}

@MainActor @Suite struct TextViewEditingTests {
    /// A 200 × 100 screen filled by an editable text view (DejaVu Sans 12: lines 14 points apart).
    private func stage() -> (HeadlessScreen, UITextView, TextViewLog) {
        let screen = HeadlessScreen(width: 200, height: 100)
        let textView = UITextView(frame: screen.window.bounds)
        let log = TextViewLog()
        textView.delegate = log
        screen.window.addSubview(textView)
        screen.advance(by: 0)
        return (screen, textView, log)
    }

    @Test func typesLinesThroughTheDelegate() {
        let (screen, textView, log) = stage()
        #expect(textView.canBecomeFirstResponder && textView.becomeFirstResponder())
        textView.insertText("ab")
        textView.insertText("\n")
        textView.insertText("c")
        textView.deleteBackward()
        #expect(textView.text == "ab\n")
        #expect(textView.hasText)
        #expect(log.events == ["shouldBegin", "didBegin",
                               "change 0,0 \"ab\"", "selection 2", "didChange",
                               "change 2,0 \"\\n\"", "selection 3", "didChange",
                               "change 3,0 \"c\"", "selection 4", "didChange",
                               "change 3,1 \"\"", "selection 3", "didChange"])
        // The caret after the line break starts the second line.
        #expect(textView.caretRect(forOffset: 3) == CGRect(x: 5, y: 8 + 14, width: 2, height: 14))
        log.refused = "x"
        log.events = []
        textView.insertText("x")
        #expect(textView.text == "ab\n" && log.events == ["change 3,0 \"x\""])
        log.events = []
        #expect(textView.resignFirstResponder())
        #expect(log.events == ["shouldEnd", "didEnd"])
        withExtendedLifetime(screen) {}
    }

    @Test func scrollsToKeepTheCaretInView() {
        let (screen, textView, log) = stage()
        textView.becomeFirstResponder()
        // Six lines fit in 100 points (8 + 6 × 14 + 8); the 7th scrolls by what it overflows.
        for line in 1...6 { textView.insertText(line == 1 ? "1" : "\n\(line)") }
        #expect(textView.contentSize.height == 100 && textView.contentOffset.y == 0)
        textView.insertText("\n7")
        #expect(textView.contentSize.height == 114)
        #expect(textView.contentOffset.y == 14)
        // Back to the start: scrolled back to the top.
        log.events = []
        textView.selectedRange = NSRange(location: 0, length: 0)
        #expect(textView.contentOffset.y == 0)
        #expect(log.events == ["scroll 0", "selection 0"])
        withExtendedLifetime(screen) {}
    }

    @Test func aTapBeginsEditingAtTheTapAndANonEditableViewNeverDoes() {
        let (screen, textView, _) = stage()
        textView.text = "one\ntwo"
        // In the second line (y 8 + 14 … 8 + 28), left of everything: its start.
        screen.tap(at: CGPoint(x: 2, y: 30))
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 190, y: 15))
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        // Not editable: it resigns, and taps do not make it first responder.
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 2, y: 30))
        #expect(!textView.isFirstResponder)
    }
}
