import Foundation
import UIKit

/// The UIKit animation guide's listings, one at a time: the heading names the listing,
/// the stage shows its views, the buttons play its forms (block-based, begin/commit)
/// and the selector along the bottom picks the listing. Every control is disabled
/// while a listing plays.
@MainActor final class GuideViewController: UIViewController {
    let heading = UILabel()
    let stage = UIView()
    /// A button per form of the selected listing; the second hides when it has one form.
    let playButtons = [UIButton(type: .system), UIButton(type: .system)]
    let selector = UISegmentedControl(items: GuideListings.all.map { $0.forms[0].number })
    /// Every listing, in the selector's order.
    private(set) var listings: [any GuideListing] = []
    /// Whether a listing is playing.
    private(set) var isPlaying = false

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let layout = GuideLayout(size: root.bounds.size)
        heading.font = UIFont.boldSystemFont(ofSize: 15)
        heading.numberOfLines = 3
        heading.textAlignment = .center
        stage.backgroundColor = .white
        stage.clipsToBounds = true
        stage.frame = layout.stageFrame
        listings = GuideListings.all.map { $0.init(frame: stage.bounds) }
        for (form, button) in playButtons.enumerated() {
            button.backgroundColor = .white
            button.layer.cornerRadius = 6
            button.addAction(UIAction { [unowned self] _ in play(form: form) }, for: .primaryActionTriggered)
        }
        selector.selectedSegmentIndex = 0
        selector.addAction(UIAction { [unowned self] _ in showListing() }, for: .valueChanged)
        for subview in [heading, stage, selector] + playButtons { root.addSubview(subview) }
        view = root
        showListing()
    }

    override func viewDidLayoutSubviews() {
        let layout = GuideLayout(size: view.bounds.size)
        heading.frame = layout.headingFrame
        stage.frame = layout.stageFrame
        for (button, frame) in zip(playButtons, layout.buttonFrames) { button.frame = frame }
        selector.frame = layout.selectorFrame
    }

    /// The listing the selector shows.
    var listing: any GuideListing { listings[max(selector.selectedSegmentIndex, 0)] }

    private var forms: [ListingForm] { type(of: listing).forms }

    /// Puts the selected listing on the stage, names it and titles its buttons.
    private func showListing() {
        for subview in stage.subviews { subview.removeFromSuperview() }
        listing.view.frame = stage.bounds
        stage.addSubview(listing.view)
        name(forms[0])
        for (form, button) in playButtons.enumerated() {
            button.isHidden = form >= forms.count
            if form < forms.count { button.setTitle("Play \(forms[form].number)", for: .normal) }
        }
    }

    private func name(_ form: ListingForm) {
        heading.text = "Listing \(form.number)\n\(form.caption)"
    }

    /// Plays form `form` of the listing on the stage.
    func play(form: Int) {
        guard !isPlaying, form < forms.count else { return }
        isPlaying = true
        setControlsEnabled(false)
        name(forms[form])
        listing.play(form: form) { [weak self] in
            self?.isPlaying = false
            self?.setControlsEnabled(true)
        }
    }

    private func setControlsEnabled(_ enabled: Bool) {
        selector.isEnabled = enabled
        for button in playButtons { button.isEnabled = enabled }
    }
}
