import UIKit

/// One of the two cards the gallery's transitions swap: a solid colour with a big
/// letter on it, so every frame shows at a glance which card is where.
@MainActor final class GalleryCard: UILabel {
    /// The letter on the card.
    let letter: String

    init(letter: String, colour: UIColor) {
        self.letter = letter
        super.init(frame: .zero)
        text = letter
        font = UIFont.boldSystemFont(ofSize: 96)
        textColor = .white
        textAlignment = .center
        backgroundColor = colour
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
