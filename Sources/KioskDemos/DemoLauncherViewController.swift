import CoreGraphics
import UIKit

/// The kiosk app's first screen (`kiosk run`): one button per demo, in catalogue
/// order; a tap makes that demo's view controller the window's root.
@MainActor public final class DemoLauncherViewController: UIViewController {
    public let demos: [Demo]
    private var buttons: [UIButton] = []
    private let emptyLabel = UILabel()

    public init(demos: [Demo]) {
        self.demos = demos
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        view.backgroundColor = .white
        buttons = demos.map { demo in
            let button = UIButton(type: .system, primaryAction: UIAction(title: demo.name) { [unowned self] _ in open(demo) })
            button.setTitle(demo.name, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 22)
            view.addSubview(button)
            return button
        }
        if demos.isEmpty {
            emptyLabel.text = "No demos are built in"
            emptyLabel.textAlignment = .center
            view.addSubview(emptyLabel)
        }
    }

    /// Buttons 56 points high, stacked from the top with 24-point margins.
    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width - 48
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: 24, y: 24 + CGFloat(index) * 64, width: width, height: 56)
        }
        emptyLabel.frame = CGRect(x: 24, y: view.bounds.midY - 20, width: width, height: 40)
    }

    private func open(_ demo: Demo) {
        view.window?.rootViewController = demo.makeRootViewController()
    }
}
