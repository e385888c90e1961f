import UIKit

/// The catalogue's aisles: the table's sections, the header's buttons, and what a
/// product of each is called and looks like.
enum CatalogueAisle: Int, CaseIterable {
    case bakery, drinks, fruit, pantry

    /// The section's title and the header button's.
    var name: String {
        switch self {
        case .bakery: "Bakery"
        case .drinks: "Drinks"
        case .fruit: "Fruit"
        case .pantry: "Pantry"
        }
    }

    /// The things the aisle sells; a product is one of them with an adjective.
    var goods: [String] {
        switch self {
        case .bakery: ["Bagel", "Baguette", "Brioche", "Croissant", "Muffin", "Pretzel", "Rye Loaf", "Scone"]
        case .drinks: ["Cider", "Cocoa", "Coffee", "Kombucha", "Lemonade", "Mineral Water", "Smoothie", "Tea"]
        case .fruit: ["Apples", "Apricots", "Cherries", "Figs", "Grapes", "Mangoes", "Pears", "Plums"]
        case .pantry: ["Basmati Rice", "Chickpeas", "Honey", "Lentils", "Oats", "Olive Oil", "Pasta", "Tomato Sauce"]
        }
    }

    /// The aisle's colour; its products' photos are shades of it.
    var color: (red: CGFloat, green: CGFloat, blue: CGFloat) {
        switch self {
        case .bakery: (0.80, 0.55, 0.25)
        case .drinks: (0.20, 0.50, 0.80)
        case .fruit: (0.80, 0.25, 0.35)
        case .pantry: (0.35, 0.60, 0.30)
        }
    }

    /// How the aisle's products are described.
    var blurb: String {
        switch self {
        case .bakery: "Baked this morning in the kiosk's own ovens."
        case .drinks: "Chilled, in a recyclable bottle."
        case .fruit: "Picked ripe and delivered daily."
        case .pantry: "A cupboard staple that keeps for months."
        }
    }
}
