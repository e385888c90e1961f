import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
@testable import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

@MainActor @Suite struct NavigationBarTests {
    /// A 320 × 44 bar at the top of a 320 × 100 white screen.
    private func screenWithBar(_ items: [UINavigationItem]) -> (HeadlessScreen, UINavigationBar) {
        let screen = HeadlessScreen(width: 320, height: 100)
        screen.window.backgroundColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = items
        screen.window.addSubview(bar)
        screen.advance(by: 0)
        return (screen, bar)
    }

    private func buttons(in bar: UINavigationBar) -> [BarButtonView] { bar.subviews.compactMap { $0 as? BarButtonView } }
    private func titleLabel(in bar: UINavigationBar) -> UILabel? { bar.subviews.lazy.compactMap { $0 as? UILabel }.first }

    @Test func itemsStackWithTopAndBackItems() {
        let bar = UINavigationBar()
        #expect(bar.items == nil && bar.topItem == nil && bar.backItem == nil)
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.pushItem(a, animated: false)
        #expect(bar.topItem === a && bar.backItem == nil)
        bar.pushItem(b, animated: false)
        #expect(bar.topItem === b && bar.backItem === a && bar.items?.count == 2)
        #expect(bar.popItem(animated: false) === b)
        #expect(bar.topItem === a && bar.items?.count == 1)
        #expect(bar.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 44))
    }

    /// The back button says "‹ " and the item below's back item title, else its title, else "Back".
    @Test func theBackButtonNamesTheItemBelow() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let below = UINavigationItem(title: "Inbox"), top = UINavigationItem(title: "Mail")
        bar.items = [below, top]
        #expect(buttons(in: bar).map(\.currentTitle) == ["‹ Inbox"])
        below.backBarButtonItem = UIBarButtonItem(title: "Mailboxes", style: .plain, action: nil)
        #expect(buttons(in: bar).map(\.currentTitle) == ["‹ Mailboxes"])
        below.backBarButtonItem = nil
        below.title = nil
        #expect(buttons(in: bar).map(\.currentTitle) == ["‹ Back"])
        top.hidesBackButton = true
        #expect(buttons(in: bar).isEmpty)
        top.hidesBackButton = false
        top.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, action: nil)
        #expect(buttons(in: bar).map(\.currentTitle) == ["Edit"])
    }

    /// Left item 8 points from the left, right item 8 from the right, title centred;
    /// each change to the top item shows at once.
    @Test func partsArePlacedAndFollowTheTopItem() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Settings")
        bar.items = [item]
        let label = try #require(titleLabel(in: bar))
        #expect(label.text == "Settings")
        let width = label.sizeThatFits(.zero).width
        #expect(label.frame == CGRect(x: ((320 - width) / 2).rounded(), y: 0, width: width, height: 44))
        item.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, action: nil)
        item.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, action: nil)
        let left = try #require(buttons(in: bar).first { $0.currentTitle == "Cancel" })
        let right = try #require(buttons(in: bar).first { $0.currentTitle == "Save" })
        #expect(left.frame == CGRect(x: 8, y: 0, width: left.preferredWidth, height: 44))
        #expect(right.frame == CGRect(x: 320 - 8 - right.preferredWidth, y: 0, width: right.preferredWidth, height: 44))
        item.rightBarButtonItem?.title = "Done"
        #expect(right.currentTitle == "Done")
        item.title = "General"
        #expect(label.text == "General")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        item.titleView = custom
        #expect(custom.superview === bar && label.superview == nil)
        #expect(custom.frame == CGRect(x: 110, y: 7, width: 100, height: 30))
    }

    /// A long title is moved, then shortened, to stay 8 points clear of the items.
    @Test func aLongTitleStaysClearOfTheItems() {
        let layout = NavigationBarLayout(width: 320, scale: 1)
        #expect(layout.titleSpan(width: 100, between: 8, and: 312) == (110, 100))
        #expect(layout.titleSpan(width: 100, between: 130, and: 312) == (130, 100))
        #expect(layout.titleSpan(width: 300, between: 60, and: 250) == (60, 190))
    }

    @Test func tappingTheBackButtonPopsTheTopItem() throws {
        let below = UINavigationItem(title: "Inbox"), top = UINavigationItem(title: "Mail")
        let (screen, bar) = screenWithBar([below, top])
        let back = try #require(buttons(in: bar).first)
        screen.tap(at: CGPoint(x: back.frame.midX, y: 22))
        #expect(bar.topItem === below && bar.items?.count == 1)
        #expect(buttons(in: bar).isEmpty)
    }

    /// Light grey with the hairline along the bottom, bold black title, tinted back and right buttons.
    @Test func theBarLooksAsSpecified() {
        let below = UINavigationItem(title: "Inbox"), top = UINavigationItem(title: "Mail")
        top.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, action: nil)
        let (screen, _) = screenWithBar([below, top])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 150, y: 2)) == [247, 247, 247, 255])
        // Black at 0.3 (77/255 in 8 bits) over 247: 247 × 178 / 255 = 172.4.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 150, y: 43)) == [172, 172, 172, 255])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 150, y: 44)) == [255, 255, 255, 255])
        expectMatchesGolden(screen.snapshot(), named: "nav-bar", in: goldens)
    }
}
