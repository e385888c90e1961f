import UIKit

/// A product page whose hero banner fades in alongside the push that shows it and
/// fades out alongside the pop that leaves it, the way apps tie their own chrome to
/// the navigation transition with `transitionCoordinator`.
class ProductDetailViewController: UIViewController {
    let heroBanner = UIView()
    private(set) var appearances: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        heroBanner.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: 80)
        heroBanner.autoresizingMask = [.flexibleWidth]
        heroBanner.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        heroBanner.alpha = 0
        view.addSubview(heroBanner)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            heroBanner.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.heroBanner.alpha = 1
        }, completion: { context in
            self.appearances.append(context.isCancelled ? "cancelled" : "shown")
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.heroBanner.alpha = 0
        }, completion: { context in
            if context.isCancelled { self.heroBanner.alpha = 1 }
            self.appearances.append(context.isCancelled ? "stayed" : "left")
        })
    }
}
