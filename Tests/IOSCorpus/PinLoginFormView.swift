import UIKit

/// A kiosk sign-in form: a user name and a four-digit PIN. The delegate keeps the
/// PIN to four digits, return moves from the name to the PIN, and return in the PIN
/// field submits, as sign-in screens in many apps do.
final class PinLoginFormView: UIView, UITextFieldDelegate {
    static let pinLength = 4

    let usernameField = UITextField()
    let pinField = UITextField()
    var onSubmit: ((String, String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white

        usernameField.placeholder = "User name"
        usernameField.borderStyle = .roundedRect
        usernameField.autocapitalizationType = .none
        usernameField.autocorrectionType = .no
        usernameField.returnKeyType = .next
        usernameField.delegate = self
        addSubview(usernameField)

        pinField.placeholder = "PIN"
        pinField.borderStyle = .roundedRect
        pinField.keyboardType = .numberPad
        pinField.isSecureTextEntry = true
        pinField.returnKeyType = .done
        pinField.delegate = self
        addSubview(pinField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        usernameField.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 34)
        pinField.frame = CGRect(x: 16, y: 60, width: bounds.width - 32, height: 34)
    }

    var isPinComplete: Bool {
        return (pinField.text ?? "").count == PinLoginFormView.pinLength
    }

    // MARK: - UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard textField == pinField else { return true }
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= PinLoginFormView.pinLength && updated.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == usernameField {
            pinField.becomeFirstResponder()
        } else if isPinComplete {
            textField.resignFirstResponder()
            onSubmit?(usernameField.text ?? "", pinField.text ?? "")
        }
        return false
    }
}
