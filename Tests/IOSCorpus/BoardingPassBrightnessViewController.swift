import UIKit

/// Shows a boarding pass's barcode so a gate scanner can read it: while it is on
/// screen the display goes to full brightness and does not sleep; leaving puts the
/// person's brightness and the idle timer back (the usual wallet-app recipe).
final class BoardingPassBrightnessViewController: UIViewController {
    private var savedBrightness: CGFloat?
    private let codeView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        codeView.backgroundColor = .black
        view.addSubview(codeView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = min(view.bounds.width, view.bounds.height) * 0.6
        codeView.frame = CGRect(x: (view.bounds.width - side) / 2, y: (view.bounds.height - side) / 2,
                                width: side, height: side)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        savedBrightness = UIScreen.main.brightness
        UIScreen.main.brightness = 1.0
        UIApplication.shared.isIdleTimerDisabled = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let savedBrightness {
            UIScreen.main.brightness = savedBrightness
        }
        savedBrightness = nil
        UIApplication.shared.isIdleTimerDisabled = false
    }
}
