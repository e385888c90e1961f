import UIKit

/// A plain page: a coloured view with its title in the middle.
class ColorPageViewController: UIViewController {
    let pageColor: UIColor
    private let titleLabel = UILabel()

    init(title: String, color: UIColor) {
        pageColor = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = pageColor
        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.frame = view.bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(titleLabel)
    }
}

extension UINavigationController {
    /// Pushes with a CATransition fade on the navigation controller's view instead of
    /// the slide.
    func pushWithFade(_ viewController: UIViewController, duration: CFTimeInterval = 0.3) {
        view.layer.add(AnimationFactory.shared.crossfade(duration: duration), forKey: kCATransition)
        pushViewController(viewController, animated: false)
    }

    func popWithFade(duration: CFTimeInterval = 0.3) {
        view.layer.add(AnimationFactory.shared.crossfade(duration: duration), forKey: kCATransition)
        popViewController(animated: false)
    }

    /// The controllers' titles, root first.
    var titles: [String] {
        return viewControllers.compactMap { $0.title }
    }
}

extension UIViewController {
    /// The controller on top of whatever navigation stack this one is in.
    var topOfStack: UIViewController {
        return navigationController?.topViewController ?? self
    }

    /// Wraps the controller in a navigation controller with the fade delegate.
    func embeddedInFadingNavigation(delegate: FadeNavigationDelegate) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: self)
        navigation.delegate = delegate
        return navigation
    }
}
