import CoreGraphics
import Foundation
import UIKit

extension Demo {
    /// A kiosk's product catalogue: a stack-view header over a sectioned table of
    /// 10 000 products, a product page pushed from a row, and a grid of photo tiles.
    public static let catalogue = Demo(
        name: "catalogue",
        summary: "A product catalogue: a stack-view header, a table of 10 000 products in aisles, product pages, a photo grid",
        seed: "Kiosk's own (issue 16: Auto Layout, stack views, momentum scrolling, table and collection views)",
        makeRootViewController: { UINavigationController(rootViewController: CatalogueViewController()) },
        tour: CatalogueTour.script(for:))
}

/// The catalogue tour: a flick down the table, which coasts and stops; a tap on a row
/// opens the product, back; "Grid" opens the photo grid, a flick down it, back; a
/// harder flick up the table, which coasts past the top, bounces and comes to rest at
/// the start. The tour ends as it began (the first page, the table at its top), so it
/// can be played again and again.
enum CatalogueTour {
    /// How long a flick's finger moves; its speed is the distance over this.
    static let flickDuration: TimeInterval = 0.2
    /// The flick back up is twice as fast, so that it always reaches the top.
    static let returnFlickDuration: TimeInterval = 0.1
    /// Seconds for a flick to coast to a stop and its scroll indicator to fade (4.6 s
    /// from 1 180 points a second on a 480-point screen, a little more from faster flicks
    /// on larger screens).
    static let coast: TimeInterval = 5.5
    /// Seconds for a push or a pop to slide, and a little more.
    static let settle: TimeInterval = 0.8
    /// How far in from the top and bottom of a scrolling area a flick starts and ends.
    static let flickInset: CGFloat = 40
    /// The row the tour taps: the third under the section's title.
    static let tappedRowOnScreen: CGFloat = 2.5

    static func script(for screen: CGSize) -> String {
        let layout = CatalogueLayout(size: screen)
        let table = layout.table, x = screen.width / 2
        let tableTop = CGPoint(x: x, y: table.minY + flickInset), tableBottom = CGPoint(x: x, y: table.maxY - flickInset)
        let page = CGRect(x: 0, y: CatalogueLayout.barHeight, width: screen.width, height: screen.height - CatalogueLayout.barHeight)
        var tour = TourScript("the catalogue: flick the table, open a product, the grid, and back to the start")
        tour.swipe(from: tableBottom, to: tableTop, over: flickDuration, then: coast, "flick: the table coasts down the bakery")
        tour.tap(tappedRow(on: screen), then: settle, "a product: its page is pushed")
        tour.tap(CatalogueLayout.backButton, then: settle, "back to the table, where it was")
        tour.tap(gridButton(on: screen), then: settle, "Grid: the products as photo tiles")
        tour.swipe(from: CGPoint(x: x, y: page.maxY - flickInset), to: CGPoint(x: x, y: page.minY + flickInset),
                   over: flickDuration, then: coast, "flick: the grid coasts")
        tour.tap(CatalogueLayout.backButton, then: settle, "back to the table")
        tour.swipe(from: tableTop, to: tableBottom, over: returnFlickDuration, then: coast,
                   "flick up: the table coasts past its top, bounces and rests at the start")
        return tour.text
    }

    /// Where the tour taps a row: the middle of the third row's place under the section's title.
    static func tappedRow(on screen: CGSize) -> CGPoint {
        let table = CatalogueLayout(size: screen).table
        return CGPoint(x: screen.width / 2,
                       y: table.minY + CatalogueLayout.sectionHeaderHeight + tappedRowOnScreen * CatalogueLayout.rowHeight)
    }

    /// Where the tour taps "Grid": just inside the bar's right item, whatever its width.
    static func gridButton(on screen: CGSize) -> CGPoint {
        CGPoint(x: screen.width - 20, y: CatalogueLayout.barHeight / 2)
    }
}
