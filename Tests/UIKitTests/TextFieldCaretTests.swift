import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
@testable import UIKit

/// The caret, taps, the long-press drag, sideways scrolling, secure entry and the
/// overlays of `UITextField`, checked in pixels and positions on the virtual clock.
@MainActor @Suite struct TextFieldCaretTests {
    private static let blue = [0, 122, 255, 255], white = [255, 255, 255, 255]

    /// A white 200 × 100 screen with a field of `width` × 30 points at (10, 10).
    private func stage(width: CGFloat = 180, _ configure: (UITextField) -> Void = { _ in }) -> (HeadlessScreen, UITextField) {
        let screen = HeadlessScreen(width: 200, height: 100)
        screen.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: width, height: 30))
        configure(field)
        screen.window.addSubview(field)
        screen.advance(by: 0)
        return (screen, field)
    }

    private func rgba(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let c = screen.pixel(x: x, y: y).cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// The advance of `text` in the field's default font (17-point DejaVu Sans at 1 px per point).
    private func width(_ text: String) -> CGFloat {
        TextLayout(text: text, font: UIFont.systemFont(ofSize: 17).face, fontSize: 17).lines.first?.width ?? 0
    }

    private func caretOffset(_ field: UITextField) -> Int {
        field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
    }

    @Test func theCaretBlinksHalfASecondOnAndOffAndRestartsOnEachEdit() {
        let (screen, field) = stage()
        #expect(rgba(screen, 11, 25) == Self.white)
        field.becomeFirstResponder()
        // An empty field's caret: at the left edge, a line of the font tall, centred.
        let caret = field.caretRect(for: field.endOfDocument)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(caret == CGRect(x: 0, y: (30 - lineHeight) / 2, width: 2, height: lineHeight))
        let seen = [0.25, 0.5, 0.75, 1.25, 1.75].map { time -> [Int] in
            screen.advance(by: time - screen.time)
            return rgba(screen, 11, 25)
        }
        #expect(seen == [Self.blue, Self.white, Self.white, Self.blue, Self.white])
        // Typing shows it solid at once and starts the period over.
        field.insertText("i")
        let x = 10 + Int(width("i")) + 1
        screen.advance(by: 0)
        #expect(rgba(screen, x, 25) == Self.blue)
        screen.advance(by: 0.45)
        #expect(rgba(screen, x, 25) == Self.blue)
        screen.advance(by: 0.1)
        #expect(rgba(screen, x, 25) == Self.white)
        // Not editing: no caret, and nothing left running.
        field.resignFirstResponder()
        screen.advance(by: 0.5)
        #expect(rgba(screen, x, 25) == Self.white)
        #expect(!screen.isAnimating)
        #expect(field.layer.animationKeys() == nil)
        withExtendedLifetime(screen) {}
    }

    @Test func aBlinkingCaretChangesThePictureOnlyTwiceASecond() {
        let (screen, field) = stage()
        field.becomeFirstResponder()
        screen.advance(by: 0.25)
        let before = screen.framesPresented
        // Two seconds: the caret hides at 0.5 and 1.5 s and shows at 1 and 2 s after it
        // began; no other frame changes a pixel.
        screen.advance(by: 2)
        #expect(screen.framesPresented - before == 4)
        withExtendedLifetime(screen) {}
    }

    @Test func theCaretFollowsTheText() {
        let (screen, field) = stage()
        field.becomeFirstResponder()
        field.insertText("Hello")
        #expect(field.caretRect(for: field.endOfDocument).minX == width("Hello"))
        #expect(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!).minX == width("He"))
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        field.insertText("¡")
        #expect(field.text == "¡Hello")
        #expect(caretOffset(field) == 1)
        withExtendedLifetime(screen) {}
    }

    @Test func aTapBeginsEditingWithTheCaretWhereItLandsAndMovesItAfter() {
        let (screen, field) = stage { $0.text = "Hello world" }
        // A quarter into the 4th character ("l"): the caret goes before it.
        let l = width("Hell") - width("Hel")
        screen.tap(at: CGPoint(x: 10 + width("Hel") + l / 4, y: 25))
        #expect(field.isFirstResponder)
        #expect(caretOffset(field) == 3)
        // Three quarters into the 2nd character ("e"): after it.
        let e = width("He") - width("H")
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 10 + width("H") + e * 3 / 4, y: 25))
        #expect(caretOffset(field) == 2)
        // Past the end: the end. A tap outside the field does not end editing.
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 180, y: 25))
        #expect(caretOffset(field) == 11)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 100, y: 80))
        #expect(field.isFirstResponder)
        withExtendedLifetime(screen) {}
    }

    @Test func aLongPressDragsTheCaretAndAQuickDragDoesNot() {
        let (screen, field) = stage { $0.text = "Hello world" }
        field.becomeFirstResponder()
        #expect(caretOffset(field) == 11)
        // Moving 20 points within half a second is not a long press: nothing moves.
        screen.touchDown(at: CGPoint(x: 100, y: 25))
        screen.advance(by: 0.1)
        screen.touchMove(to: CGPoint(x: 80, y: 25))
        screen.advance(by: 0.6)
        screen.touchMove(to: CGPoint(x: 10 + width("H") / 2 + 1, y: 25))
        screen.touchUp()
        #expect(caretOffset(field) == 11)
        // Held still for half a second, the finger then drags the caret with it.
        screen.advance(by: 0.5)
        screen.touchDown(at: CGPoint(x: 100, y: 25))
        screen.advance(by: 0.5)
        screen.touchMove(to: CGPoint(x: 10 + width("Hello") - 1, y: 25))
        #expect(caretOffset(field) == 5)
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 10 + width("H") - 1, y: 25))
        #expect(caretOffset(field) == 1)
        screen.advance(by: 1.0 / 60)
        screen.touchUp()
        #expect(caretOffset(field) == 1)
        withExtendedLifetime(screen) {}
    }

    @Test func textWiderThanTheFieldScrollsToKeepTheCaretInView() {
        let (screen, field) = stage(width: 60)
        field.becomeFirstResponder()
        field.insertText("abcdefghijklmnop")
        // The caret is kept just inside the right edge.
        #expect(field.caretRect(for: field.endOfDocument).minX == 58)
        screen.advance(by: 0)
        #expect(rgba(screen, 10 + 59, 25) == Self.blue)
        // At the start, the text scrolls back.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 0)
        // A caret already in view does not scroll the text.
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 2)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 2)!)
        #expect(field.caretRect(for: field.selectedTextRange!.start).minX == width("ab"))
        // Not editing, the text shows from its start.
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.resignFirstResponder()
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 0)
        withExtendedLifetime(screen) {}
    }

    @Test func secureEntryShowsTheLastCharacterForASecond() {
        let (screen, field) = stage { $0.isSecureTextEntry = true }
        field.becomeFirstResponder()
        field.insertText("1")
        screen.advance(by: 0.5)
        field.insertText("2")
        #expect(field.text == "12")
        #expect(field.displayedText == "•2")
        screen.advance(by: 0.95)
        #expect(field.displayedText == "•2")
        screen.advance(by: 0.1)
        #expect(field.displayedText == "••")
        // Deleting hides at once; text set from code is never shown.
        field.insertText("3")
        field.deleteBackward()
        #expect(field.displayedText == "••")
        field.text = "secret"
        #expect(field.displayedText == "••••••")
        // Pasted text (more than one character) is not revealed.
        field.insertText("ab")
        #expect(field.displayedText == "••••••••")
        withExtendedLifetime(screen) {}
    }

    @Test func theClearButtonEmptiesTheFieldWhenTheDelegateAgrees() {
        let (screen, field) = stage {
            $0.clearButtonMode = .whileEditing
            $0.text = "abc"
        }
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        // Only while editing: until then the text has the whole width.
        #expect(field.textRect(forBounds: field.bounds).width == 180)
        field.becomeFirstResponder()
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear == CGRect(x: 161, y: 5.5, width: 19, height: 19))
        #expect(field.editingRect(forBounds: field.bounds).width == 161)
        screen.advance(by: 0)
        screen.tap(at: CGPoint(x: 10 + clear.midX, y: 10 + clear.midY))
        #expect(field.text == "" && changes == 1 && field.isFirstResponder)
        // With no text the button goes away.
        #expect(field.editingRect(forBounds: field.bounds).width == 180)
        withExtendedLifetime(screen) {}
    }

    @Test func bordersAndTheLeftViewAreDrawn() {
        let (screen, field) = stage {
            $0.borderStyle = .line
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            icon.backgroundColor = .red
            $0.leftView = icon
            $0.leftViewMode = .always
        }
        // The line: 1 point black at the edges (the left view covers the left one at its height).
        #expect(rgba(screen, 15, 10) == [0, 0, 0, 255])
        #expect(rgba(screen, 189, 25) == [0, 0, 0, 255])
        #expect(rgba(screen, 100, 39) == [0, 0, 0, 255])
        #expect(rgba(screen, 100, 38) == Self.white)
        #expect(rgba(screen, 15, 25) == [255, 0, 0, 255])
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 158, height: 30))
        field.becomeFirstResponder()
        #expect(field.caretRect(for: field.endOfDocument).minX == 20)
        screen.advance(by: 0)
        #expect(rgba(screen, 31, 25) == Self.blue)
        withExtendedLifetime(screen) {}
    }

    @Test func thePlaceholderShowsOnlyWhileEmpty() {
        let (screen, field) = stage { $0.placeholder = "Name" }
        #expect(!field.placeholderLabel.isHidden)
        #expect(field.placeholderLabel.textColor == UIColor(white: 0.7, alpha: 1))
        field.text = "A"
        #expect(field.placeholderLabel.isHidden)
        field.attributedPlaceholder = NSAttributedString(string: "PIN", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "PIN" && field.placeholderLabel.textColor == .red)
        withExtendedLifetime(screen) {}
    }
}
