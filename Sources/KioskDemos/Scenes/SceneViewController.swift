import Foundation
import UIKit

/// Scene B of the view-controller transitions article: the navigation controller's
/// delegate, with a button that pushes scene C and a switch choosing which animator
/// the delegate hands out — the article's cross-fade (step 1), its split-open
/// push/pop pair built from snapshot halves (step 2), or none (the default slide).
public final class SceneViewController: UIViewController, UINavigationControllerDelegate {
    /// Which animators the delegate returns.
    public enum Style: Int, CaseIterable, Sendable {
        case crossFade, splitOpen, standard

        var title: String {
            switch self {
            case .crossFade: "Fade"
            case .splitOpen: "Split"
            case .standard: "Default"
            }
        }
    }

    /// The animators handed to the navigation controller from now on.
    public var style = Style.crossFade {
        didSet { styleControl?.selectedSegmentIndex = style.rawValue }
    }
    private var styleControl: UISegmentedControl?
    /// The button that pushes scene C.
    public private(set) var showButton: UIButton!

    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Scene B"
    }

    public override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(red: 250 / 255.0, green: 245 / 255.0, blue: 230 / 255.0, alpha: 1)

        let styles = UISegmentedControl(items: Style.allCases.map(\.title))
        styles.selectedSegmentIndex = style.rawValue
        styles.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 32)
        styles.autoresizingMask = [.flexibleWidth]
        styles.addAction(UIAction { [unowned self, unowned styles] _ in
            style = Style(rawValue: styles.selectedSegmentIndex) ?? .crossFade
        }, for: .valueChanged)
        view.addSubview(styles)
        styleControl = styles

        let button = UIButton(type: .system)
        button.setTitle("Show scene C", for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 22)
        button.frame = CGRect(x: 20, y: view.bounds.midY - 30, width: view.bounds.width - 40, height: 60)
        button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        button.addAction(UIAction { [unowned self] _ in
            navigationController?.pushViewController(DetailSceneViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(button)
        showButton = button
        self.view = view
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        switch (style, operation) {
        case (.crossFade, .push), (.crossFade, .pop): FadeAnimator()
        case (.splitOpen, .push): SplitOpenAnimator()
        case (.splitOpen, .pop): SplitCloseAnimator()
        default: nil
        }
    }
}

/// Scene C: a different colour so the transition shows, and a label naming it.
public final class DetailSceneViewController: UIViewController {
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Scene C"
    }

    public override func loadView() {
        let label = UILabel(frame: UIScreen.main.bounds)
        label.backgroundColor = UIColor(red: 46 / 255.0, green: 107 / 255.0, blue: 158 / 255.0, alpha: 1)
        label.textColor = .white
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 36)
        label.text = "Scene C"
        view = label
    }
}
