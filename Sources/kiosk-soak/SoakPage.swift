import CoreGraphics
import UIKit

/// A page for the soak's transitions: a coloured view with its number in a label in
/// the middle and a white rounded card, made new for every transition so that each
/// one snapshots new views and leaves old ones behind to be freed. The label is only
/// as large as its text, so most of a frame is fills rather than resampled pictures.
@MainActor enum SoakPage {
    static func make(_ number: Int, frame: CGRect) -> UIView {
        let page = UIView(frame: frame)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let hue = CGFloat(number % 12) / 12
        page.backgroundColor = UIColor(red: 0.3 + 0.5 * hue, green: 0.8 - 0.5 * hue, blue: 0.6, alpha: 1)
        let label = UILabel(frame: CGRect(x: frame.midX - 160, y: frame.midY - 60, width: 320, height: 120))
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        label.textColor = .white
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 96)
        label.text = "\(number)"
        page.addSubview(label)
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        page.addSubview(card)
        return page
    }
}

/// A controller showing a `SoakPage`, as the navigation loop pushes them.
@MainActor final class SoakPageController: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Page \(number)"
    }

    override func loadView() { view = SoakPage.make(number, frame: UIScreen.main.bounds) }
}
