import UIKit

/// A reading page that follows the brightness the person picks: turned down below a
/// third (Control Center at night) the page goes dark so it does not glare; turned
/// back up, it is light again.
final class NightReadingViewController: UIViewController {
    private let chapterLabel = UILabel()
    private var brightnessObserver: NSObjectProtocol?
    private(set) var isDark = false
    private(set) var themeChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        chapterLabel.text = "Chapter One"
        chapterLabel.font = .systemFont(ofSize: 17)
        view.addSubview(chapterLabel)
        applyTheme(dark: UIScreen.main.brightness < 1.0 / 3)
        brightnessObserver = NotificationCenter.default.addObserver(
            forName: UIScreen.brightnessDidChangeNotification, object: UIScreen.main, queue: nil
        ) { [weak self] notification in
            guard let screen = notification.object as? UIScreen else { return }
            MainActor.assumeIsolated {
                self?.applyTheme(dark: screen.brightness < 1.0 / 3)
            }
        }
    }

    deinit {
        if let brightnessObserver {
            NotificationCenter.default.removeObserver(brightnessObserver)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chapterLabel.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 24)
    }

    private func applyTheme(dark: Bool) {
        guard dark != isDark || themeChanges == 0 else { return }
        isDark = dark
        themeChanges += 1
        view.backgroundColor = dark ? UIColor(white: 0.1, alpha: 1) : .white
        chapterLabel.textColor = dark ? UIColor(white: 0.8, alpha: 1) : .black
    }
}
