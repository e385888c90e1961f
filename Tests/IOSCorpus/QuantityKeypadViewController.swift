import UIKit

/// A self-service kiosk's quantity screen: a number pad has no return key, so a
/// toolbar with a Done button rides on top of the keyboard, and the field moves up
/// with the keyboard so it stays visible — the way many iOS order screens do it.
final class QuantityKeypadViewController: UIViewController {
    let quantityField = UITextField()
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var onDone: ((Int) -> Void)?
    private var keyboardObservers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        quantityField.placeholder = "Quantity"
        quantityField.borderStyle = .roundedRect
        quantityField.keyboardType = .numberPad
        quantityField.frame = CGRect(x: 20, y: view.bounds.height - 60, width: view.bounds.width - 40, height: 40)
        view.addSubview(quantityField)

        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.doneTapped()
        })
        toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
        quantityField.inputAccessoryView = toolbar

        let center = NotificationCenter.default
        keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                    object: nil, queue: nil) { [weak self] note in
            // Posted on the main thread, where the keyboard lives.
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(note) }
        })
    }

    deinit {
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
              let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let keyboardTop = view.convert(endFrame, from: nil).minY
        let covered = max(0, view.bounds.maxY - keyboardTop)
        UIView.animate(withDuration: duration) {
            self.quantityField.frame.origin.y = self.view.bounds.height - covered - 60
        }
    }

    private func doneTapped() {
        quantityField.resignFirstResponder()
        onDone?(Int(quantityField.text ?? "") ?? 0)
    }
}
