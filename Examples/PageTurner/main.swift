// The README's example app: a page of text in a navigation controller, turned by
// Prev and Next with a push transition from the side of the turn, as FlipDemo does.
// Run it with `swift run page-turner` (headless where there is no display: it draws its
// first frame and exits) or on a device with `page-turner --display drm`.
import Foundation
import Kiosk
import QuartzCore
import UIKit

final class PageViewController: UIViewController {
    private var page = 1
    private let label = UILabel()
    private lazy var prevButton = UIBarButtonItem(title: "Prev", style: .plain, target: self) { [unowned self] _ in turn(by: -1) }
    private lazy var nextButton = UIBarButtonItem(title: "Next", style: .plain, target: self) { [unowned self] _ in turn(by: 1) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 64)
        view.addSubview(label)
        navigationItem.leftBarButtonItem = prevButton
        navigationItem.rightBarButtonItem = nextButton
        show()
    }

    private func turn(by step: Int) {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = step > 0 ? .fromRight : .fromLeft
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(transition, forKey: nil)
        page += step
        show()
    }

    private func show() {
        title = "Page \(page)"
        label.text = "\(page)"
        prevButton.isEnabled = page > 1
        nextButton.isEnabled = page < 10
    }
}

// `--display`, `--input`, `--rotate`, `--record` and the rest, as `kiosk run` takes them.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    func value(_ flag: String) -> String? {
        guard let i = arguments.firstIndex(of: flag) else { return nil }
        return i + 1 < arguments.count ? arguments[i + 1] : ""   // "" is refused, naming the flag
    }
    let options = try KioskOptions.parse(display: value("--display"), input: value("--input"),
                                         rotate: value("--rotate"), record: value("--record"))
    let root = UINavigationController(rootViewController: PageViewController())
    exit(try KioskRuntime.run(rootViewController: root, options: options))
} catch {
    FileHandle.standardError.write(Data("page-turner: \(error)\n".utf8))
    exit(1)
}
