import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct ToolbarTests {
    /// A 320 × 44 toolbar at the bottom of a 320 × 100 white screen.
    private func screenWithToolbar(_ items: [UIBarButtonItem]) -> (HeadlessScreen, UIToolbar) {
        let screen = HeadlessScreen(width: 320, height: 100)
        screen.window.backgroundColor = .white
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 320, height: 44))
        toolbar.items = items
        screen.window.addSubview(toolbar)
        screen.advance(by: 0)
        return (screen, toolbar)
    }

    /// The button showing `title` in `toolbar`.
    private func button(_ title: String, in toolbar: UIToolbar) -> UIButton? {
        toolbar.subviews.lazy.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    @Test func itemsDefaultsAndFactories() {
        let item = UIBarButtonItem(title: "Prev", style: .plain, action: nil)
        #expect(item.title == "Prev" && item.style == .plain && item.isEnabled && item.width == 0 && item.tag == 0)
        let done = UIBarButtonItem(barButtonSystemItem: .done, action: nil)
        #expect(done.title == nil && done.style == .done)
        #expect(UIBarButtonItem.fixedSpace(20).width == 20)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5 && UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIToolbar().sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
    }

    /// Two flexible spaces share 320 − 2 × 16 − (60 + 80 + 60) = 88 points: 44 each.
    @Test func flexibleSpacesShareTheFreeWidth() {
        let left = UIBarButtonItem(title: "Prev", style: .plain, action: nil)
        left.width = 60
        let middle = UIBarButtonItem(title: "Animate", style: .done, action: nil)
        middle.width = 80
        let right = UIBarButtonItem(title: "Next", style: .plain, action: nil)
        right.width = 60
        let (_, toolbar) = screenWithToolbar([left, .flexibleSpace(), middle, .flexibleSpace(), right])
        #expect(button("Prev", in: toolbar)?.frame == CGRect(x: 16, y: 0, width: 60, height: 44))
        #expect(button("Animate", in: toolbar)?.frame == CGRect(x: 120, y: 0, width: 80, height: 44))
        #expect(button("Next", in: toolbar)?.frame == CGRect(x: 244, y: 0, width: 60, height: 44))
        // Three spaces: 88 / 3 points each, edges on whole pixels.
        toolbar.items = [.flexibleSpace(), left, .flexibleSpace(), middle, .flexibleSpace(), right]
        toolbar.layoutIfNeeded()
        #expect(button("Prev", in: toolbar)?.frame == CGRect(x: 45, y: 0, width: 60, height: 44))
        #expect(button("Animate", in: toolbar)?.frame == CGRect(x: 135, y: 0, width: 80, height: 44))
        #expect(button("Next", in: toolbar)?.frame == CGRect(x: 244, y: 0, width: 60, height: 44))
    }

    /// Items are as wide as their titles (DejaVu Sans at 17 px: "Prev" 37, "Next" 40),
    /// 8 points apart, with no gap beside a fixed space; custom views keep their size
    /// and are centred vertically.
    @Test func itemsSitLeftToRightWithSpacingAndFixedSpaces() throws {
        let face = try FontFace.system()
        #expect(face.advance(of: "Prev", pixelSize: 17) == 37 && face.advance(of: "Next", pixelSize: 17) == 40)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        let (_, toolbar) = screenWithToolbar([
            UIBarButtonItem(title: "Prev", style: .plain, action: nil),
            UIBarButtonItem(title: "Next", style: .plain, action: nil),
            .fixedSpace(20),
            UIBarButtonItem(customView: custom),
        ])
        #expect(button("Prev", in: toolbar)?.frame == CGRect(x: 16, y: 0, width: 37, height: 44))
        #expect(button("Next", in: toolbar)?.frame == CGRect(x: 61, y: 0, width: 40, height: 44))
        #expect(custom.frame == CGRect(x: 121, y: 7, width: 50, height: 30))
    }

    @Test func tappingAnItemRunsItsActionWithTheItem() {
        var tapped: [String?] = []
        let prev = UIBarButtonItem(title: "Prev", style: .plain) { item in tapped.append(item.title) }
        var runs = 0
        let next = UIBarButtonItem(title: "Next", primaryAction: UIAction { _ in runs += 1 })
        let (screen, toolbar) = screenWithToolbar([prev, .flexibleSpace(), next])
        let prevFrame = button("Prev", in: toolbar)!.frame, nextFrame = button("Next", in: toolbar)!.frame
        screen.tap(at: CGPoint(x: prevFrame.midX, y: 78))
        screen.tap(at: CGPoint(x: nextFrame.midX, y: 78))
        // Between the items is bar: nothing runs.
        screen.tap(at: CGPoint(x: 160, y: 78))
        #expect(tapped == ["Prev"] && runs == 1)
    }

    @Test func anActionWithAGoneTargetIsSkipped() {
        final class Owner {}
        var runs = 0
        var owner: Owner? = Owner()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: owner) { _ in runs += 1 }
        let (screen, toolbar) = screenWithToolbar([item])
        let frame = button("Go", in: toolbar)!.frame
        screen.tap(at: CGPoint(x: frame.midX, y: 78))
        #expect(runs == 1)
        owner = nil
        screen.tap(at: CGPoint(x: frame.midX, y: 78))
        #expect(runs == 1)
        #expect(owner == nil)
    }

    /// Seed 04's toolbar: the "animate" button is disabled while its animation plays
    /// (1 s) and enabled again when it stops; taps meanwhile do nothing.
    @Test func aDisabledItemIgnoresTapsUntilEnabledAgain() {
        let screen = HeadlessScreen(width: 320, height: 100)
        let chicken = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(chicken)
        var runs = 0
        let animate = UIBarButtonItem(title: "Animate", style: .plain, action: nil)
        animate.action = { item in
            runs += 1
            item.isEnabled = false
            UIView.animate(withDuration: 1, animations: { chicken.center.y += 40 }, completion: { _ in item.isEnabled = true })
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 320, height: 44))
        toolbar.items = [.flexibleSpace(), animate, .flexibleSpace()]
        screen.window.addSubview(toolbar)
        screen.advance(by: 0)
        let view = button("Animate", in: toolbar)!
        screen.tap(at: CGPoint(x: 160, y: 78))
        #expect(runs == 1 && !view.isEnabled)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 160, y: 78))
        #expect(runs == 1)
        screen.advance(by: 0.5)
        #expect(view.isEnabled)
        screen.tap(at: CGPoint(x: 160, y: 78))
        #expect(runs == 2)
    }

    @Test func changingAnItemUpdatesItsButtonAndTheLayout() {
        let item = UIBarButtonItem(title: "Prev", style: .plain, action: nil)
        let (_, toolbar) = screenWithToolbar([item])
        let shown = button("Prev", in: toolbar)
        item.title = "Previous"
        toolbar.layoutIfNeeded()
        #expect(button("Previous", in: toolbar) === shown)
        #expect(shown?.frame.width == 72)
        toolbar.setItems([UIBarButtonItem(title: "Next", style: .plain, action: nil)], animated: false)
        #expect(shown?.superview == nil && button("Next", in: toolbar) != nil)
    }

    /// Animated, the new items are there at once and the bar cross-dissolves to them
    /// over 0.25 s (ease in-out): halfway, a pixel of the old title is half its tint
    /// (red 0) and half the bar (red 247).
    @Test func setItemsAnimatedCrossDissolves() {
        let (screen, toolbar) = screenWithToolbar([UIBarButtonItem(title: "Prev", style: .plain, action: nil)])
        let frame = button("Prev", in: toolbar)!.frame
        var darkest = (x: 0, y: 0, sum: Int.max)
        for y in 56..<100 {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let sum = ControlTestSupport.rgba(screen.pixel(x: x, y: y))[0...2].reduce(0, +)
                if sum < darkest.sum { darkest = (x, y, sum) }
            }
        }
        #expect(ControlTestSupport.rgba(screen.pixel(x: darkest.x, y: darkest.y)) == [0, 122, 255, 255])
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(title: "Next", style: .plain, action: nil)], animated: true)
        #expect(button("Prev", in: toolbar) == nil && button("Next", in: toolbar) != nil)
        #expect(toolbar.layer.animation(forKey: kCATransition)?.duration == 0.25)
        screen.advance(by: 0.125)
        let red = ControlTestSupport.rgba(screen.pixel(x: darkest.x, y: darkest.y))[0]
        #expect(red == 124)
        screen.advance(by: 0.125)
        #expect(ControlTestSupport.rgba(screen.pixel(x: darkest.x, y: darkest.y)) == [247, 247, 247, 255])
    }

    @Test func golden() {
        let next = UIBarButtonItem(title: "Next", style: .plain, action: nil)
        next.isEnabled = false
        let (screen, _) = screenWithToolbar([
            UIBarButtonItem(title: "Prev", style: .plain, action: nil), .flexibleSpace(),
            UIBarButtonItem(title: "Animate", style: .done, action: nil), .flexibleSpace(), next,
        ])
        // The bar's colour below its top line.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 2, y: 60)) == [247, 247, 247, 255])
        expectMatchesGolden(screen.snapshot(), named: "toolbar", in: ControlTestSupport.goldens)
    }
}
