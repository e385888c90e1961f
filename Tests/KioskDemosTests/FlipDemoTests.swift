import CoreGraphics
import Foundation
import Kiosk
import KioskHeadless
import KioskTesting
@testable import KioskDemos
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// FlipDemo's golden run on a 320 × 480 headless screen: the bar buttons turn the
/// pages with push transitions from the right (Next) and the left (Prev), Prev is off
/// on page 1 and Next on page 10, and a page opened with a tap comes back with the
/// back button or an edge swipe.
@MainActor @Suite struct FlipDemoTests {
    static let size = CGSize(width: 320, height: 480)
    static let tour = FlipTour(screen: size)
    /// CATransition's duration when neither it nor the transaction sets one.
    static let turn: TimeInterval = 0.25

    /// The demo on a fresh screen, its first frame presented.
    static func scene() -> (HeadlessScreen, UINavigationController, FlipViewController) {
        let screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        let navigation = Demo.flip.makeRootViewController() as! UINavigationController
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
        return (screen, navigation, navigation.topViewController as! FlipViewController)
    }

    @Test func startsOnPageFiveWithBothButtonsOn() {
        let (screen, navigation, book) = Self.scene()
        #expect(book.page == 5)
        #expect(navigation.navigationBar.topItem?.title == "Page 5")
        #expect(book.prevButton.isEnabled && book.nextButton.isEnabled)
        expectMatchesGolden(screen.snapshot(), named: "flip-page-5", in: goldens, tolerance: 0)
    }

    @Test func nextPushesFromTheRightAndPrevFromTheLeft() {
        let (screen, _, book) = Self.scene()
        screen.tap(at: Self.tour.next)
        #expect(book.page == 6)
        // The bar button acts when the finger lifts, which is where tap(at:) returns.
        screen.advance(by: Self.turn / 2)
        expectMatchesGolden(screen.snapshot(), named: "flip-next-mid", in: goldens, tolerance: 0)
        screen.advance(by: 0.5)
        screen.tap(at: Self.tour.prev)
        #expect(book.page == 5)
        screen.advance(by: Self.turn / 2)
        expectMatchesGolden(screen.snapshot(), named: "flip-prev-mid", in: goldens, tolerance: 0)
    }

    /// The new page's first pixel column comes in from the side the seed names: at
    /// mid-turn, Next's new page fills the right half and Prev's the left half.
    @Test func theNewPageComesFromTheSideOfTheTurn() {
        let (screen, _, _) = Self.scene()
        let page6 = FlipViewController.paper(6), page5 = FlipViewController.paper(5)
        screen.tap(at: Self.tour.next)
        screen.advance(by: Self.turn / 2)
        // A spot in the text views' top margin, clear of the words; eased, half-way in time is half-way across.
        #expect(screen.pixel(x: 300, y: 52) == page6)
        #expect(screen.pixel(x: 10, y: 52) == page5)
        screen.advance(by: 1)
        screen.tap(at: Self.tour.prev)
        screen.advance(by: Self.turn / 2)
        #expect(screen.pixel(x: 10, y: 52) == page5)
        #expect(screen.pixel(x: 300, y: 52) == page6)
    }

    @Test func prevIsOffOnPageOneAndNextOnPageTen() {
        let (screen, _, book) = Self.scene()
        for expected in 6...10 {
            screen.tap(at: Self.tour.next)
            screen.advance(by: FlipTour.step)
            #expect(book.page == expected)
        }
        #expect(!book.nextButton.isEnabled && book.prevButton.isEnabled)
        screen.tap(at: Self.tour.next)
        screen.advance(by: FlipTour.step)
        #expect(book.page == 10)
        for expected in stride(from: 9, through: 1, by: -1) {
            screen.tap(at: Self.tour.prev)
            screen.advance(by: FlipTour.step)
            #expect(book.page == expected)
        }
        #expect(!book.prevButton.isEnabled && book.nextButton.isEnabled)
        expectMatchesGolden(screen.snapshot(), named: "flip-page-1", in: goldens, tolerance: 0)
    }

    /// The whole tour, played as `kiosk demo flip` plays it: it ends on page 2 with the
    /// opened page popped again by the edge swipe.
    @Test func theTourEndsOnPageTwoWithOnlyTheBookStacked() throws {
        let (screen, navigation, book) = Self.scene()
        var depths: [Int] = []
        try playTour(of: .flip, size: Self.size, on: screen) { depths.append(navigation.viewControllers.count) }
        #expect(book.page == 2)
        #expect(navigation.viewControllers.count == 1)
        // Fourteen page turns stay on the book; the tap on the page opens it; the swipe closes it.
        #expect(depths == Array(repeating: 1, count: 14) + [2, 1, 1])
    }

    @Test func anOpenedPageComesBackWithTheBackButton() {
        let (screen, navigation, book) = Self.scene()
        screen.tap(at: Self.tour.page)
        screen.advance(by: 0.175)
        expectMatchesGolden(screen.snapshot(), named: "flip-open-mid", in: goldens, tolerance: 0)
        screen.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? FlipPageViewController)?.page == 5)
        #expect(navigation.navigationBar.backItem?.title == "Page 5")
        expectMatchesGolden(screen.snapshot(), named: "flip-opened", in: goldens, tolerance: 0)
        screen.tap(at: Self.tour.prev)
        screen.advance(by: 0.5)
        #expect(navigation.topViewController === book)
    }
}
