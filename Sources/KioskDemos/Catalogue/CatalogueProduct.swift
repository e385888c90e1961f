import UIKit

/// One product of the catalogue, made from its number alone (no files, no randomness),
/// so that 10 000 products cost nothing until they are shown and every run shows the same.
struct CatalogueProduct: Equatable {
    /// How many products the catalogue has.
    static let count = 10_000
    /// How many products each aisle has: the catalogue split evenly.
    static let perAisle = count / CatalogueAisle.allCases.count
    static let adjectives = ["Classic", "Golden", "Organic", "Rustic", "Spiced", "Sunny", "Wild", "Zesty"]

    /// The product's number, 0 ..< `count`: aisle by aisle, in the table's order.
    let number: Int

    var aisle: CatalogueAisle { CatalogueAisle(rawValue: number / Self.perAisle) ?? .pantry }
    /// Its place in its aisle: its row in the table.
    var row: Int { number % Self.perAisle }

    /// "Classic Bagel 1", "Classic Baguette 2", …: an adjective and one of the aisle's goods, and the row's number.
    var name: String {
        let goods = aisle.goods
        return "\(Self.adjectives[(row / goods.count) % Self.adjectives.count]) \(goods[row % goods.count]) \(row + 1)"
    }

    /// The price in cents: 0.99 to 19.98, spread over the products.
    var priceInCents: Int { 99 + (number * 37) % 1900 }

    /// "$4.20".
    var price: String { "$\(priceInCents / 100).\(String(format: "%02d", priceInCents % 100))" }

    /// A line or two for the detail page.
    var details: String { "\(name), from the \(aisle.name.lowercased()) aisle. \(aisle.blurb)" }

    /// The initials the photo shows: "CB" for a Classic Bagel.
    var initials: String {
        name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
    }

    /// The photo's colour: one of eight shades of the aisle's colour.
    var color: UIColor {
        let base = aisle.color, shade = CGFloat(row % 8) / 8 * 0.5 + 0.75
        return UIColor(red: min(base.red * shade, 1), green: min(base.green * shade, 1), blue: min(base.blue * shade, 1), alpha: 1)
    }

    /// The product in row `indexPath.row` of section `indexPath.section` (an aisle).
    init(at indexPath: IndexPath) {
        number = indexPath.section * Self.perAisle + indexPath.row
    }

    init(number: Int) {
        self.number = number
    }
}
