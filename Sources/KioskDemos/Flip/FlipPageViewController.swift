import Foundation
import UIKit

/// One FlipDemo page opened on its own, pushed by the navigation controller: the
/// back button, or a swipe in from the left edge, returns to the book.
public final class FlipPageViewController: UIViewController {
    /// The page this screen shows.
    public let page: Int

    public init(page: Int) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = "Page \(page) open"
    }

    public override func loadView() {
        let label = UILabel(frame: UIScreen.main.bounds)
        label.backgroundColor = UIColor(red: 0.16, green: 0.24, blue: 0.36, alpha: 1)
        label.textColor = .white
        label.textAlignment = .center
        label.numberOfLines = 0
        label.font = UIFont.boldSystemFont(ofSize: 48)
        label.text = "\(page)"
        label.isUserInteractionEnabled = true
        view = label
    }
}
