import CoreGraphics
import Foundation
import KioskHeadless
import Testing
import UIKit

/// A navigation bar's look set as in UIKit: title attributes, tint, background and
/// shadow images, translucency; and the default look unchanged.
@MainActor @Suite struct NavigationBarAppearanceTests {
    /// A 200 × 44 bar at the top of a blue 200 × 60 screen, titled "Title" with a "Go" button.
    private func stage() -> (HeadlessScreen, UINavigationBar) {
        let screen = HeadlessScreen(width: 200, height: 60)
        screen.window.backgroundColor = .blue
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let item = UINavigationItem(title: "Title")
        item.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, action: { _ in })
        bar.items = [item]
        screen.window.addSubview(bar)
        screen.advance(by: 0)
        return (screen, bar)
    }

    private func rgb(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let c = screen.pixel(x: x, y: y).cgColor
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
    }

    /// The colours in rows 0..<43 (above the hairline), as a set.
    private func barColours(_ screen: HeadlessScreen) -> Set<[Int]> {
        Set((0..<43).flatMap { y in (0..<200).map { x in rgb(screen, x, y) } })
    }

    @Test func theDefaultLookIsUnchanged() {
        let (screen, bar) = stage()
        #expect(bar.isTranslucent && bar.titleTextAttributes == nil && bar.shadowImage == nil)
        #expect(bar.backgroundImage(for: .default) == nil)
        #expect(rgb(screen, 2, 2) == [247, 247, 247])
        #expect(rgb(screen, 2, 43) == [172, 172, 172]) // black at 0.3 over the bar's grey
        let title = labels(in: bar).first { $0.text == "Title" }
        #expect(title?.font.pointSize == 17 && title?.textColor == .black)
    }

    @Test func titleAttributesSetTheTitlesFontAndColour() {
        let (screen, bar) = stage()
        bar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red]
        screen.advance(by: 0)
        let title = labels(in: bar).first { $0.text == "Title" }
        #expect(title?.font.pointSize == 24 && title?.textColor == .red)
        #expect(barColours(screen).contains([255, 0, 0]))
        bar.titleTextAttributes = nil
        screen.advance(by: 0)
        #expect(title?.font.pointSize == 17 && title?.textColor == .black)
        #expect(!barColours(screen).contains([255, 0, 0]))
    }

    @Test func theTintColoursTheButtons() {
        let (screen, bar) = stage()
        bar.tintColor = .red
        screen.advance(by: 0)
        let go = labels(in: bar).first { $0.text == "Go" }
        #expect(go?.textColor == .red)
        #expect(barColours(screen).contains([255, 0, 0]))
    }

    @Test func aBackgroundImageCoversTheBarAndAShadowImageReplacesTheLine() {
        let (screen, bar) = stage()
        let green = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        bar.shadowImage = UIImage()
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 43) == [172, 172, 172], "a shadow image alone changes nothing")
        bar.setBackgroundImage(green, for: .default)
        #expect(bar.backgroundImage(for: .default) === green && bar.backgroundImage(for: .compact) == nil)
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [0, 255, 0] && rgb(screen, 197, 30) == [0, 255, 0])
        #expect(rgb(screen, 2, 43) == [0, 255, 0], "the empty shadow image hides the line")
        bar.shadowImage = nil
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 43) == [0, 178, 0], "the hairline over the image")
        // The usual transparent bar: empty background and shadow images.
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [0, 0, 255] && rgb(screen, 2, 43) == [0, 0, 255])
        bar.setBackgroundImage(nil, for: .default)
        bar.barTintColor = .yellow
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [255, 255, 0] && rgb(screen, 2, 43) == [178, 178, 0])
        bar.isTranslucent = false
        #expect(!bar.isTranslucent)
    }

    @Test func anAssignedAppearanceStylesTheBarFromACopy() {
        let (screen, bar) = stage()
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == UIColor(white: 247.0 / 255, alpha: 1)
                && appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .white)
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .yellow
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [255, 0, 0] && rgb(screen, 2, 43) == [178, 0, 0])
        #expect(bar.standardAppearance.backgroundColor == .red && bar.scrollEdgeAppearance === appearance)
        let title = labels(in: bar).first { $0.text == "Title" }
        #expect(title?.font.pointSize == 20 && title?.textColor == .white)
        // The legacy properties give way to the appearance.
        bar.barTintColor = .green
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [255, 0, 0])

        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        #expect(clear.backgroundColor == nil && clear.shadowColor == nil)
        bar.standardAppearance = clear
        screen.advance(by: 0)
        #expect(rgb(screen, 2, 2) == [0, 0, 255] && rgb(screen, 2, 43) == [0, 0, 255])
        #expect(title?.font.pointSize == 17 && title?.textColor == .black)
    }
}
