import Foundation
import QuartzCore
import UIKit

/// The gallery: a stage showing one of two cards, and a grid with a cell per
/// transition. A tap on a cell plays that transition on the stage, from the card on
/// top to the other; every control is disabled until it has played, so taps do not stack.
@MainActor final class GalleryViewController: UIViewController {
    /// How long each transition plays.
    nonisolated static let transitionDuration: TimeInterval = 1
    /// What the caption says before the first transition.
    static let initialCaption = "Tap a transition"

    let selector = UISegmentedControl(items: GalleryPage.allCases.map(\.title))
    let stage = UIView()
    let caption = UILabel()
    /// One grid per page; only the selected page's shows.
    private(set) var grids: [UIView] = []
    /// The cells, by page, row and position in the row.
    private(set) var cells: [[[UIButton]]] = []
    /// The row headings, by page and row.
    private var headings: [[UILabel]] = []
    /// The card on the stage, and the one the next transition brings in.
    private(set) var frontCard = GalleryCard(letter: "A", colour: UIColor(red: 0.9, green: 0.35, blue: 0.15, alpha: 1))
    private(set) var backCard = GalleryCard(letter: "B", colour: UIColor(red: 0.15, green: 0.4, blue: 0.85, alpha: 1))
    /// The transition playing now.
    private(set) var playing: GalleryTransition?
    /// The transitions that have played to their end, in order.
    private(set) var played: [GalleryTransition] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0.93, alpha: 1)
        selector.selectedSegmentIndex = GalleryPage.coreAnimation.rawValue
        selector.addAction(UIAction { [unowned self] _ in showPage() }, for: .valueChanged)
        stage.clipsToBounds = true
        stage.addSubview(frontCard)
        caption.text = Self.initialCaption
        caption.textAlignment = .center
        caption.font = UIFont.boldSystemFont(ofSize: 15)
        for page in GalleryPage.allCases { addGrid(for: page) }
        for subview in [selector, stage, caption] { root.addSubview(subview) }
        for grid in grids { root.addSubview(grid) }
        view = root
        showPage()
    }

    /// The grid of `page`: each row's heading and a cell per transition.
    private func addGrid(for page: GalleryPage) {
        let grid = UIView()
        var pageCells: [[UIButton]] = [], pageHeadings: [UILabel] = []
        for row in page.rows {
            let heading = UILabel()
            heading.text = row.heading
            heading.font = UIFont.boldSystemFont(ofSize: 13)
            heading.textColor = .darkGray
            grid.addSubview(heading)
            pageHeadings.append(heading)
            pageCells.append(row.transitions.map { transition in
                let cell = UIButton(type: .system, primaryAction: UIAction(title: transition.cellTitle) { [unowned self] _ in
                    play(transition)
                })
                cell.backgroundColor = .white
                cell.layer.cornerRadius = 6
                grid.addSubview(cell)
                return cell
            })
        }
        grids.append(grid)
        cells.append(pageCells)
        headings.append(pageHeadings)
    }

    /// The page the selector shows.
    var page: GalleryPage { GalleryPage(rawValue: selector.selectedSegmentIndex) ?? .coreAnimation }

    private func showPage() {
        for (index, grid) in grids.enumerated() { grid.isHidden = index != page.rawValue }
    }

    override func viewDidLayoutSubviews() {
        let layout = GalleryLayout(size: view.bounds.size)
        selector.frame = layout.selectorFrame
        stage.frame = layout.stageFrame
        frontCard.frame = stage.bounds
        caption.frame = layout.captionFrame
        for (page, grid) in grids.enumerated() {
            grid.frame = layout.gridFrame
            for (row, heading) in headings[page].enumerated() { heading.frame = layout.headingFrame(row: row) }
            for (row, rowCells) in cells[page].enumerated() {
                for (index, cell) in rowCells.enumerated() {
                    cell.frame = layout.cellFrame(row: row, index: index, of: rowCells.count)
                }
            }
        }
    }

    // MARK: Playing

    /// Plays `transition` on the stage, bringing the back card to the front.
    func play(_ transition: GalleryTransition) {
        guard playing == nil else { return }
        playing = transition
        setControlsEnabled(false)
        caption.text = transition.name
        let (outgoing, incoming) = (frontCard, backCard)
        (frontCard, backCard) = (incoming, outgoing)
        incoming.frame = stage.bounds
        switch transition {
        case .layer(let type, let subtype):
            CATransaction.begin()
            CATransaction.setCompletionBlock { [weak self] in self?.transitionDidEnd() }
            let animation = CATransition()
            animation.type = type
            animation.subtype = subtype
            animation.duration = Self.transitionDuration
            stage.layer.add(animation, forKey: kCATransition)
            stage.addSubview(incoming)
            outgoing.removeFromSuperview()
            CATransaction.commit()
        case .view(let option):
            UIView.transition(from: outgoing, to: incoming, duration: Self.transitionDuration, options: option) { [weak self] _ in
                self?.transitionDidEnd()
            }
        }
    }

    private func transitionDidEnd() {
        played += [playing].compactMap { $0 }
        playing = nil
        setControlsEnabled(true)
    }

    private func setControlsEnabled(_ enabled: Bool) {
        selector.isEnabled = enabled
        for cell in cells.joined().joined() { cell.isEnabled = enabled }
    }
}
