import CoreGraphics
import Foundation
import Kiosk
@testable import KioskDemos
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// The gallery on a 320×480 headless screen, on show from t = 0 to t = 0.1.
@MainActor private struct Gallery {
    static let size = CGSize(width: 320, height: 480)
    let screen = HeadlessScreen(width: 320, height: 480)
    let controller = GalleryViewController()
    let layout = GalleryLayout(size: size)

    init() {
        screen.window.rootViewController = controller
        screen.advance(by: 0.1)
    }

    /// Taps the cell of `transition` (on the page on show); the transition starts as the
    /// finger lifts, which is when this returns.
    func tap(_ transition: GalleryTransition) {
        let page = controller.page
        let row = page.rows.firstIndex { $0.transitions.contains(transition) }!
        screen.tap(at: layout.cellCenter(page: page, row: row, index: page.rows[row].transitions.firstIndex(of: transition)!))
    }

    func showPage(_ page: GalleryPage) {
        screen.tap(at: layout.selectorCenter(page: page))
        screen.advance(by: 0.1)
    }

    /// Lets time pass until `time`.
    func advance(to time: TimeInterval) { screen.advance(by: time - screen.time) }

    var cells: [UIButton] { Array(controller.cells.joined().joined()) }
    var controlsEnabled: [Bool] { [controller.selector.isEnabled] + cells.map(\.isEnabled) }
    /// The letters of the cards on the stage, back to front.
    var stageCards: [String] { controller.stage.subviews.map { ($0 as? GalleryCard)?.letter ?? "?" } }
}

@MainActor @Suite struct GalleryDemoTests {
    /// Every transition once, in the grid's order, each by the tap that follows the one before.
    static let everyTransition = GalleryPage.allCases.flatMap { $0.rows.flatMap(\.transitions) }

    @Test func theGridHasACellPerTypeAndSubtypeAndPerViewTransition() {
        let gallery = Gallery()
        #expect(Self.everyTransition.count == 1 + 4 * 4 + 2 + 7)
        #expect(Set(Self.everyTransition.map(\.name)).count == Self.everyTransition.count)
        #expect(gallery.controller.cells.map { $0.joined().map { $0.currentTitle ?? "" } } == [
            ["fade", "Left", "Right", "Top", "Bottom", "Left", "Right", "Top", "Bottom", "Left", "Right", "Top", "Bottom",
             "Left", "Right", "Top", "Bottom", "pageCurl", "pageUnCurl"],
            ["Left", "Right", "Top", "Bottom", "Up", "Down", "crossDissolve"],
        ])
        #expect(gallery.controller.caption.text == GalleryViewController.initialCaption)
        #expect(gallery.stageCards == ["A"])
        #expect(gallery.controller.grids.map(\.isHidden) == [false, true])
        expectMatchesGolden(gallery.screen.snapshot(), named: "gallery-catransition-page", in: goldens)
    }

    @Test func pushFromLeftDisablesEveryControlUntilItHasPlayedAndBringsTheOtherCardOnTop() {
        let gallery = Gallery()
        gallery.tap(.layer(.push, .fromLeft))
        let start = gallery.screen.time
        #expect(gallery.controller.caption.text == "push fromLeft")
        gallery.screen.advance(by: 0.5)
        #expect(gallery.controlsEnabled.allSatisfy { !$0 })
        expectMatchesGolden(gallery.screen.snapshot(), named: "gallery-push-fromLeft-0.5", in: goldens)
        // A tap now does not stack another transition.
        gallery.tap(.layer(.fade, nil))
        #expect(gallery.controller.caption.text == "push fromLeft")
        // The frames just before and just after the end (the one at the end is on
        // either side of it, by rounding).
        gallery.advance(to: start + 1 - 1.0 / 60)
        #expect(gallery.controlsEnabled.allSatisfy { !$0 })
        #expect(gallery.controller.played.isEmpty)
        gallery.advance(to: start + 1 + 1.0 / 60)
        #expect(gallery.controlsEnabled.allSatisfy { $0 })
        #expect(gallery.controller.played == [.layer(.push, .fromLeft)])
        #expect(gallery.stageCards == ["B"])
        #expect(gallery.controller.frontCard.letter == "B")
    }

    /// Mid-transition pictures of a few types, and the card on top once each has played.
    @Test(arguments: [
        (GalleryTransition.layer(.reveal, .fromTop), 0.5, "gallery-reveal-fromTop-0.5"),
        (.layer(.pageCurl, nil), 0.5, "gallery-pageCurl-0.5"),
        (.layer(.flip, .fromRight), 0.3, "gallery-flip-fromRight-0.3"),
        (.view(.transitionCurlDown), 0.5, "gallery-uiview-curlDown-0.5"),
        (.view(.transitionCrossDissolve), 0.5, "gallery-uiview-crossDissolve-0.5"),
    ])
    func midTransition(_ transition: GalleryTransition, at time: TimeInterval, golden: String) {
        let gallery = Gallery()
        if case .view = transition { gallery.showPage(.uiView) }
        gallery.tap(transition)
        let start = gallery.screen.time
        gallery.screen.advance(by: time)
        #expect(gallery.controller.playing == transition)
        #expect(gallery.controlsEnabled.allSatisfy { !$0 })
        expectMatchesGolden(gallery.screen.snapshot(), named: golden, in: goldens)
        gallery.advance(to: start + 1 + 1.0 / 60)
        #expect(gallery.controller.played == [transition])
        #expect(gallery.stageCards == ["B"])
        #expect(gallery.controlsEnabled.allSatisfy { $0 })
    }

    /// The tour taps every cell, each after the transition before has played: all 26
    /// play, in the grid's order, and the cards swap each time.
    @Test func theTourPlaysEveryTransitionInTurn() throws {
        let gallery = Gallery()
        let tour = try TouchScript(parsing: Demo.gallery.tour(Gallery.size), name: "gallery tour")
        #expect(tour.steps.count == 2 * (Self.everyTransition.count + 1))
        gallery.screen.play(tour)
        gallery.screen.advance(by: GalleryViewController.transitionDuration)
        #expect(gallery.controller.played == Self.everyTransition)
        #expect(gallery.controller.caption.text == "UIView crossDissolve")
        #expect(gallery.stageCards == ["A"])
        #expect(gallery.controller.page == .uiView)
    }

    /// On the other screen sizes the tour's taps land on the cells they are for.
    @Test(arguments: [CGSize(width: 768, height: 1024), CGSize(width: 1024, height: 768)])
    func theTourHitsItsCellsOnLargerScreens(_ size: CGSize) throws {
        let screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        let controller = GalleryViewController()
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        let taps = try TouchScript(parsing: Demo.gallery.tour(size)).steps.compactMap { step -> CGPoint? in
            if case .down(let point) = step.action { point } else { nil }
        }
        let firstPage = Array(controller.cells[0].joined()), secondPage = Array(controller.cells[1].joined())
        #expect(taps.count == firstPage.count + 1 + secondPage.count)
        #expect(taps.prefix(firstPage.count).map { screen.window.hitTest($0, with: nil) } == firstPage)
        screen.tap(at: taps[firstPage.count])
        #expect(controller.page == .uiView)
        #expect(taps.suffix(secondPage.count).map { screen.window.hitTest($0, with: nil) } == secondPage)
        #expect(controller.stage.frame == CGRect(x: 8, y: 45, width: size.width - 16, height: size.height - 45 - 8 - 22 - 8 - 216 - 8))
    }
}
