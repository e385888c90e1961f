@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `DrinksMenuStackView.swift`: nested stack views (a column of baseline-aligned
/// rows), custom spacing after the header, and an animated sold-out row.
@MainActor @Suite struct DrinksMenuStackViewTests {
    private func showMenu(on screen: HeadlessScreen) -> DrinksMenuStackView {
        let menu = DrinksMenuStackView(items: [.init(name: "Espresso", price: "2.20"), .init(name: "Flat white", price: "3.10"),
                                               .init(name: "Tea", price: "1.80")])
        menu.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(menu)
        NSLayoutConstraint.activate([
            menu.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor),
            menu.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor),
            menu.topAnchor.constraint(equalTo: screen.window.topAnchor),
        ])
        screen.advance(by: 0)
        return menu
    }

    @Test func theMenuStacksItsRowsInsideItsMargins() {
        let screen = CorpusStage.screen(width: 240, height: 320, background: .black)
        let menu = showMenu(on: screen)
        // 10 + 28 header + 12 custom spacing + 3 rows of 20 with 4 between + 10 = 128.
        #expect(menu.frame == CGRect(x: 0, y: 0, width: 240, height: 128))
        #expect(menu.headerLabel.frame == CGRect(x: 12, y: 10, width: 216, height: 28))
        #expect(menu.rows.map(\.frame) == [CGRect(x: 12, y: 50, width: 216, height: 20),
                                           CGRect(x: 12, y: 74, width: 216, height: 20),
                                           CGRect(x: 12, y: 98, width: 216, height: 20)])
        // In a row the price hugs its text at the right; the smaller text sits 3 points
        // lower, so that both first baselines meet.
        let name = menu.rows[1].arrangedSubviews[0], price = menu.rows[1].arrangedSubviews[1]
        #expect(name.frame == CGRect(x: 0, y: 0, width: 177, height: 20))
        #expect(price.frame == CGRect(x: 185, y: 3, width: 31, height: 16))
        let nameLabel = name as! UILabel, priceLabel = price as! UILabel
        #expect(price.frame.minY + priceLabel.font.ascender == name.frame.minY + nameLabel.font.ascender)
    }

    @Test func aSoldOutRowCollapsesWithAnAnimation() {
        let screen = CorpusStage.screen(width: 240, height: 320, background: .black)
        let menu = showMenu(on: screen)
        menu.setSoldOut(true, at: 1, animated: true)
        #expect(menu.rows[1].isHidden)
        #expect(menu.rows.map(\.frame.minY) == [50, 70, 74])
        #expect(menu.rows[1].frame.height == 0)
        #expect(menu.frame.height == 104)
        // Halfway through the linear 0.25 s the last row's centre is halfway up: 108 → 84.
        screen.advance(by: 0.125)
        #expect(CorpusStage.presented(menu.rows[2]).position == CGPoint(x: 120, y: 96))
        screen.advance(by: 0.125)
        #expect(CorpusStage.presented(menu.rows[2]).position == CGPoint(x: 120, y: 84))
        menu.setSoldOut(false, at: 1, animated: false)
        screen.advance(by: 0)
        #expect(menu.rows.map(\.frame.minY) == [50, 74, 98])
        #expect(menu.frame.height == 128)
    }
}
