import Foundation
import UIKit

/// Listings 4-6 and 4-7: a notepad of two text views, one shown and one hidden; "new
/// page" swaps which is hidden inside a curl-up transition of the pad, so the page
/// curls away to uncover the next. Then the old page's text is saved and the two
/// views trade roles for the next page.
@MainActor final class NewPageListing: GuideListing {
    nonisolated static let duration: TimeInterval = 1
    nonisolated static let forms = [
        ListingForm(number: "4-6", caption: "A new page: curl up with transition(with:)", duration: duration),
        ListingForm(number: "4-7", caption: "A new page: curl up with begin/commit", duration: duration),
    ]
    /// Space around the pad on the stage.
    static let margin: CGFloat = 16

    let view: UIView
    /// The view the transition plays on: it holds both text views.
    let pad: UIView
    private(set) var currentTextView: UITextView
    private(set) var swapTextView: UITextView
    /// The page on show, from 1.
    private(set) var pageNumber = 1
    /// The text of every page left behind, in order.
    private(set) var savedNotes: [String] = []

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        pad = GuideViews.inset(Self.margin, in: view)
        currentTextView = Self.page(in: pad)
        swapTextView = Self.page(in: pad)
        Self.write(page: 1, on: currentTextView)
        swapTextView.isHidden = true
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        Self.write(page: pageNumber + 1, on: swapTextView)
        if form == 0 { displayNewPage(completion) } else { beginNewPage(completion) }
    }

    /// Listing 4-6.
    private func displayNewPage(_ done: @escaping @MainActor () -> Void) {
        UIView.transition(with: pad, duration: Self.duration, options: .transitionCurlUp, animations: {
            self.currentTextView.isHidden = true
            self.swapTextView.isHidden = false
        }, completion: { _ in
            self.turnPage()
            done()
        })
    }

    /// Listing 4-7, with a did-stop handler for what 4-6 does on completion.
    private func beginNewPage(_ done: @escaping @MainActor () -> Void) {
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: pad, cache: true)
        UIView.setAnimationDuration(Self.duration)
        UIView.setAnimationDidStop { _, _, _ in
            self.turnPage()
            done()
        }
        // Make your changes
        currentTextView.isHidden = true
        swapTextView.isHidden = false
        UIView.commitAnimations()
    }

    /// Saves the old page's text and swaps the views.
    private func turnPage() {
        savedNotes.append(currentTextView.text)
        (currentTextView, swapTextView) = (swapTextView, currentTextView)
        pageNumber += 1
    }

    /// A text view filling `pad`, as every page is configured.
    private static func page(in pad: UIView) -> UITextView {
        let textView = UITextView(frame: pad.bounds)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.isEditable = false
        textView.font = UIFont.systemFont(ofSize: 22)
        textView.textColor = .darkGray
        textView.textContainerInset = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
        pad.addSubview(textView)
        return textView
    }

    /// Page `number`'s heading on `textView`, on paper that alternates between two
    /// tints so that the page under a curl is told apart from the one on top.
    private static func write(page number: Int, on textView: UITextView) {
        textView.text = "Page \(number)\n\nNotes…"
        textView.backgroundColor = number % 2 == 1
            ? UIColor(red: 1, green: 0.97, blue: 0.8, alpha: 1)
            : UIColor(red: 0.85, green: 0.93, blue: 1, alpha: 1)
    }
}
