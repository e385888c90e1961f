import QuartzCore
import Foundation
import UIKit

/// FlipDemo's root view controller (the CATransition chapter, Examples 3-22 to 3-26):
/// ten text pages inside a navigation controller, turned by the Prev and Next bar
/// buttons. Each turn adds a push `CATransition` to the controller's view, from the
/// right when going forward and from the left when going back, then swaps the page.
/// Tapping a page opens it as a pushed controller, so the back button and the
/// edge-swipe pop have something to go back from.
public final class FlipViewController: UIViewController {
    /// How many pages there are.
    public static let pageCount = 10
    /// The page shown first, as in the seed.
    public static let firstPage = 5

    /// The page shown (1…10).
    public private(set) var page = FlipViewController.firstPage
    private var lastViewed = FlipViewController.firstPage
    private var pages: [UITextView] = []
    public private(set) var prevButton: UIBarButtonItem!
    public private(set) var nextButton: UIBarButtonItem!

    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Page \(page)"
        prevButton = UIBarButtonItem(title: "Prev", style: .plain, target: self) { [unowned self] _ in prevPage() }
        nextButton = UIBarButtonItem(title: "Next", style: .plain, target: self) { [unowned self] _ in nextPage() }
        navigationItem.leftBarButtonItem = prevButton
        navigationItem.rightBarButtonItem = nextButton
    }

    public override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        pages = (1...Self.pageCount).map { number in
            let text = UITextView(frame: view.bounds)
            text.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            text.isEditable = false
            text.font = UIFont.systemFont(ofSize: 20)
            text.textContainerInset = UIEdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
            text.backgroundColor = Self.paper(number)
            text.text = FlipPageText.text(forPage: number, of: Self.pageCount)
            text.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in openPage() })
            return text
        }
        view.addSubview(pages[page - 1])
        self.view = view
        updateButtons()
    }

    /// Next: one page forward, pushed in from the right.
    public func nextPage() {
        guard page < Self.pageCount else { return }
        page += 1
        setPage()
    }

    /// Prev: one page back, pushed in from the left.
    public func prevPage() {
        guard page > 1 else { return }
        page -= 1
        setPage()
    }

    /// The seed's `setPage`: a push transition on this view's layer, from the side the
    /// new page comes from, then the new page in and the old one out.
    private func setPage() {
        let transition = CATransition()
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .push
        transition.subtype = page > lastViewed ? .fromRight : .fromLeft
        view.layer.add(transition, forKey: nil)
        view.insertSubview(pages[page - 1], at: 0)
        pages[lastViewed - 1].removeFromSuperview()
        lastViewed = page
        title = "Page \(page)"
        updateButtons()
    }

    private func updateButtons() {
        prevButton.isEnabled = page != 1
        nextButton.isEnabled = page != Self.pageCount
    }

    /// Opens the page shown as its own screen, with a back button to return.
    private func openPage() {
        navigationController?.pushViewController(FlipPageViewController(page: page), animated: true)
    }

    /// Each page's paper: a light tint that changes from page to page, so a turn shows.
    static func paper(_ page: Int) -> UIColor {
        let tints: [UInt32] = [0xFFF2E0, 0xEDF7FF, 0xF0FFEB, 0xFFEDF2, 0xFFFFE6, 0xF2EDFF, 0xE6FAF7, 0xFFF5EB, 0xF5F5F5, 0xEBF2FF]
        let rgb = tints[(page - 1) % tints.count]
        func channel(_ shift: UInt32) -> CGFloat { CGFloat((rgb >> shift) & 0xFF) / 255 }
        return UIColor(red: channel(16), green: channel(8), blue: channel(0), alpha: 1)
    }
}
