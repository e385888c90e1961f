import UIKit

// MARK: - Dissolving message
//
// A full-screen message that cross-dissolves in over whatever is showing (which
// stays visible behind its translucent backdrop) and out again.

final class MessageViewController: UIViewController {
    let message: String
    private(set) var messageLabel = UILabel()
    var onDismiss: (() -> Void)?

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        messageLabel.text = message
        messageLabel.textColor = .white
        messageLabel.textAlignment = .center
        messageLabel.frame = view.bounds.insetBy(dx: 16, dy: view.bounds.height / 2 - 20)
        messageLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(messageLabel)
    }

    /// Fades the message out, then tells `onDismiss`.
    func close() {
        dismiss(animated: true) { [weak self] in
            self?.onDismiss?()
        }
    }
}

extension UIViewController {
    /// Cross-dissolves `text` in over this controller; returns the message shown.
    @discardableResult
    func showMessage(_ text: String, completion: (() -> Void)? = nil) -> MessageViewController {
        let messageController = MessageViewController(message: text)
        present(messageController, animated: true, completion: completion)
        return messageController
    }
}
