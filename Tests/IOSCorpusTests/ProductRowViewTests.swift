@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `ProductRowView.swift`: priorities as iOS code sets them (hugging 251 beside 250, a
/// 999 width that yields to a required maximum, compression resistance in order), laid
/// out on a headless screen, and a hugging priority changed while shown.
@MainActor @Suite struct ProductRowViewTests {
    private func showRow(width: Int) -> (HeadlessScreen, ProductRowView) {
        let screen = CorpusStage.screen(width: width, height: 100, background: .white)
        let row = ProductRowView(name: "Flat white", detail: "Oat milk", price: "3.10")
        row.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor),
            row.topAnchor.constraint(equalTo: screen.window.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 60),
        ])
        screen.advance(by: 0)
        return (screen, row)
    }

    @Test func theNameHugsAt251SoTheDescriptionTakesTheSpareWidth() {
        let (screen, row) = showRow(width: 480)
        // 8-point margins; thumbnail 64 (its 999 width holds), 8-point gaps, price 38 at the right.
        #expect(row.thumbnailView.frame == CGRect(x: 8, y: 8, width: 64, height: 44))
        #expect(row.nameLabel.frame == CGRect(x: 80, y: 20, width: 97, height: 20))
        #expect(row.detailLabel.frame == CGRect(x: 185, y: 23, width: 241, height: 15))
        #expect(row.priceLabel.frame == CGRect(x: 434, y: 20, width: 38, height: 20))
        #expect(row.detailLabel.intrinsicContentSize.width == 56)
        #expect(![row, row.thumbnailView, row.nameLabel, row.detailLabel, row.priceLabel].contains { $0.hasAmbiguousLayout })
        // Hugging at 249 while shown: the name now stretches and the description hugs.
        row.setNameTakesSpareWidth(true)
        screen.advance(by: 0)
        #expect(row.nameLabel.frame == CGRect(x: 80, y: 20, width: 282, height: 20))
        #expect(row.detailLabel.frame == CGRect(x: 370, y: 23, width: 56, height: 15))
        #expect(row.priceLabel.frame == CGRect(x: 434, y: 20, width: 38, height: 20))
    }

    @Test func aNarrowRowSqueezesTheThumbnailThenTheName() {
        let (_, row) = showRow(width: 240)
        // A quarter of 240 is 60: the required maximum beats the 999 width. Of the 102
        // points left for text the description keeps its 56 (750) and the name (749)
        // gives up 51 of its 97; the price (required) keeps all of its 38.
        #expect(row.thumbnailView.frame == CGRect(x: 8, y: 8, width: 60, height: 44))
        #expect(row.thumbnailWidth.constant == 64)
        #expect(row.nameLabel.frame == CGRect(x: 76, y: 20, width: 46, height: 20))
        #expect(row.detailLabel.frame == CGRect(x: 130, y: 23, width: 56, height: 15))
        #expect(row.priceLabel.frame == CGRect(x: 194, y: 20, width: 38, height: 20))
        #expect(!row.nameLabel.hasAmbiguousLayout)
    }
}
