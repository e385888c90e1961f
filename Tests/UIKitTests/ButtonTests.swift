import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct ButtonTests {
    /// A white 200 × 100 screen with a 100 × 40 button at (50, 30).
    private func screenWithButton(_ type: UIButton.ButtonType) -> (HeadlessScreen, UIButton) {
        let screen = HeadlessScreen(width: 200, height: 100)
        screen.window.backgroundColor = .white
        let button = UIButton(type: type)
        button.frame = CGRect(x: 50, y: 30, width: 100, height: 40)
        button.setTitle("Animate", for: .normal)
        screen.window.addSubview(button)
        screen.advance(by: 0)
        return (screen, button)
    }

    @Test func perStateValuesFallBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Going" && button.title(for: .disabled) == "Go")
        #expect(button.currentTitle == "Go" && button.titleLabel?.text == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        button.setTitle(nil, for: .highlighted)
        #expect(button.currentTitle == "Go")
        // A custom button's titles are white unless set.
        #expect(button.titleColor(for: .normal) == .white && button.titleColor(for: .disabled) == .white)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: [.highlighted, .selected]) == .red)
        let image = ControlTestSupport.solidImage(.green, size: CGSize(width: 4, height: 4))
        button.setImage(image, for: .normal)
        button.setBackgroundImage(image, for: .disabled)
        #expect(button.currentImage === image && button.imageView?.image === image)
        #expect(button.currentBackgroundImage == nil && button.backgroundImage(for: .disabled) === image)
    }

    @Test func systemButtonsTintTheirTitles() {
        let button = UIButton(type: .system)
        let blue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        #expect(button.buttonType == .system && UIButton(type: .roundedRect).buttonType == .system)
        #expect(button.titleColor(for: .normal) == blue)
        #expect(button.titleColor(for: .highlighted) == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.2))
        #expect(button.titleColor(for: .disabled) == UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
        button.tintColor = .red
        #expect(button.titleColor(for: .normal) == .red && button.titleLabel?.textColor == .red)
        // The tint is inherited from the superview when the button has none of its own.
        button.tintColor = nil
        let bar = UIView()
        bar.tintColor = .green
        bar.addSubview(button)
        #expect(button.titleLabel?.textColor == .green)
        bar.tintColor = .orange
        #expect(button.titleLabel?.textColor == .orange)
        button.setTitleColor(.purple, for: .normal)
        #expect(button.titleColor(for: .highlighted) == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.2))
    }

    @Test func primaryActionGivesTheTitleAndRunsOnATap() {
        let screen = HeadlessScreen(width: 100, height: 100)
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Next") { _ in runs += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        screen.window.addSubview(button)
        #expect(button.buttonType == .system && button.currentTitle == "Next")
        screen.tap(at: CGPoint(x: 50, y: 25))
        #expect(runs == 1)
        // Lifting outside is no tap.
        screen.touchDown(at: CGPoint(x: 50, y: 25))
        screen.touchMove(to: CGPoint(x: 50, y: 200))
        screen.touchUp()
        #expect(runs == 1)
    }

    @Test func sizeThatFitsIsImageAndTitleSideBySidePlusInsets() throws {
        let (_, button) = screenWithButton(.system)
        // DejaVu Sans at 15 px: "Animate" advances 63 px; lines are 17 px apart.
        let face = try FontFace.system()
        #expect(face.advance(of: "Animate", pixelSize: 15) == 63 && face.metrics(pixelSize: 15).lineHeight == 17)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 63, height: 17))
        button.setImage(ControlTestSupport.solidImage(.red, size: CGSize(width: 20, height: 24)), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        #expect(button.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 91, height: 30))
        #expect(button.intrinsicContentSize == CGSize(width: 91, height: 30))
        // Laid out centred in the 100 × 40 bounds less the insets, (3, 2, 92, 34): 83
        // wide from x = 7.5, rounded to 8; the image 24 high from y = 7, the title 17
        // high from y = 10.5, rounded to 11.
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 8, y: 7, width: 20, height: 24))
        #expect(button.titleLabel?.frame == CGRect(x: 28, y: 11, width: 63, height: 17))
        // A new font through titleLabel lays the button out again: "Animate" at 10 px
        // is 42 × 12; with the image, 62 wide from x = 49 − 31 = 18, so the title is
        // at 18 + 20, and at y = 19 − 6.
        button.titleLabel?.font = UIFont.systemFont(ofSize: 10)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 38, y: 13, width: 42, height: 12))
    }

    @Test func aTapFiresTouchUpInsideOnce() {
        let (screen, button) = screenWithButton(.system)
        let taps = ControlTestSupport.EventCounter(button, .touchUpInside)
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps.count == 1)
        screen.advance(by: 1)
        #expect(taps.count == 1)
    }

    @Test func aDisabledButtonIgnoresTaps() {
        let (screen, button) = screenWithButton(.system)
        let downs = ControlTestSupport.EventCounter(button, .touchDown), taps = ControlTestSupport.EventCounter(button, .touchUpInside)
        button.isEnabled = false
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(downs.count == 0 && taps.count == 0)
        #expect(!button.isHighlighted)
        button.isEnabled = true
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(downs.count == 1 && taps.count == 1)
    }

    @Test func liftingAHundredPointsOutsideDoesNotFire() {
        let (screen, button) = screenWithButton(.system)
        let taps = ControlTestSupport.EventCounter(button, .touchUpInside), outside = ControlTestSupport.EventCounter(button, .touchUpOutside)
        screen.touchDown(at: CGPoint(x: 100, y: 50))
        screen.advance(by: 0.05)
        // 100 pt right of the right edge (x = 150).
        screen.touchMove(to: CGPoint(x: 250, y: 50))
        #expect(!button.isHighlighted)
        screen.touchUp()
        #expect(taps.count == 0 && outside.count == 1)
    }

    /// While its superview fades (alpha 1 → 0.5 over 1 s) a button takes no taps,
    /// unless the animation allows user interaction; once it ends, it takes them again.
    @Test func aButtonInAnAnimatingSuperviewIgnoresTapsUnlessAllowed() {
        let screen = HeadlessScreen(width: 200, height: 100)
        let container = UIView(frame: screen.window.bounds)
        screen.window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 30, width: 100, height: 40)
        button.setTitle("Animate", for: .normal)
        container.addSubview(button)
        let taps = ControlTestSupport.EventCounter(button, .touchUpInside)

        UIView.animate(withDuration: 1, animations: { container.alpha = 0.5 })
        screen.advance(by: 0.25)
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps.count == 0)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps.count == 1)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { container.alpha = 1 })
        screen.advance(by: 0.25)
        screen.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps.count == 2)
    }

    /// A custom button shows its highlighted background (red) while the finger is
    /// down, and its normal one (green) again after.
    @Test func highlightedWhileDown() {
        let (screen, button) = screenWithButton(.custom)
        let size = CGSize(width: 4, height: 4)
        button.setBackgroundImage(ControlTestSupport.solidImage(.green, size: size), for: .normal)
        button.setBackgroundImage(ControlTestSupport.solidImage(.red, size: size), for: .highlighted)
        screen.advance(by: 0)
        #expect(screen.pixel(x: 52, y: 32) == .green)
        screen.touchDown(at: CGPoint(x: 100, y: 50))
        screen.advance(by: 0)
        #expect(button.isHighlighted)
        #expect(screen.pixel(x: 52, y: 32) == .red)
        screen.touchUp()
        screen.advance(by: 0)
        #expect(screen.pixel(x: 52, y: 32) == .green)
    }

    /// The darkest pixel of a system button's title is the tint; while down it is
    /// the tint at 0.2 over white: 255 − 0.2 × (255 − c) per channel (green: 228.4, shown as 228).
    @Test func systemTitleDimsWhileDown() {
        let (screen, button) = screenWithButton(.system)
        func darkest() -> [Int] {
            var best = [255, 255, 255, 255]
            for y in 30..<70 {
                for x in 50..<150 {
                    let p = ControlTestSupport.rgba(screen.pixel(x: x, y: y))
                    if p[0] + p[1] + p[2] < best[0] + best[1] + best[2] { best = p }
                }
            }
            return best
        }
        #expect(darkest() == [0, 122, 255, 255])
        screen.touchDown(at: CGPoint(x: 100, y: 50))
        screen.advance(by: 0)
        #expect(button.isHighlighted)
        #expect(darkest() == [204, 228, 255, 255])
        screen.touchUp()
        button.isEnabled = false
        screen.advance(by: 0)
        #expect(darkest() == [142, 142, 147, 255])
    }

    @Test(arguments: [UIButton.ButtonType.system, .custom])
    func goldenInEachState(_ type: UIButton.ButtonType) {
        let (screen, button) = screenWithButton(type)
        let name = type == .system ? "system" : "custom"
        if type == .custom {
            let size = CGSize(width: 4, height: 4)
            button.setBackgroundImage(ControlTestSupport.solidImage(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1), size: size), for: .normal)
            button.setBackgroundImage(ControlTestSupport.solidImage(UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1), size: size), for: .highlighted)
            button.setBackgroundImage(ControlTestSupport.solidImage(.lightGray, size: size), for: .disabled)
            button.setTitleColor(.darkGray, for: .disabled)
            screen.advance(by: 0)
        }
        expectMatchesGolden(screen.snapshot(), named: "button-\(name)-normal", in: ControlTestSupport.goldens)
        screen.touchDown(at: CGPoint(x: 100, y: 50))
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "button-\(name)-highlighted", in: ControlTestSupport.goldens)
        screen.touchUp()
        button.isEnabled = false
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "button-\(name)-disabled", in: ControlTestSupport.goldens)
    }
}
