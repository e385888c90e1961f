import Foundation
import UIKit

/// The check-in form: name, e-mail and host PIN in a stack view centred by Auto Layout
/// in what the keyboard leaves of the page. It follows the keyboard as iOS apps do: on
/// `keyboardWillShow`/`WillHide` it changes one constraint's constant and animates
/// `layoutIfNeeded()` with the notification's duration and curve. Return moves to the
/// next field; "Check in" pushes the visitor's badge and clears the form for the next
/// visitor; the switch in the bar relabels the form in English or Arabic and turns it
/// to read right to left; a tap on the page's background puts the keyboard away.
final class CheckinFormViewController: UIViewController, UITextFieldDelegate, UIGestureRecognizerDelegate {
    let languageSwitch = UISegmentedControl(items: CheckinLanguage.allCases.map(\.name))
    let promptLabel = UILabel()
    let nameField = UITextField()
    let emailField = UITextField()
    let pinField = UITextField()
    let submitButton = UIButton(type: .system)
    let form = UIStackView()
    private(set) var language = CheckinLanguage.english
    /// The keyboard notifications heard, in order (what the tests look at).
    private(set) var keyboardNotifications: [Notification.Name] = []
    /// Every visitor checked in, in order.
    private(set) var checkedIn: [CheckinVisitor] = []
    /// Tells the navigation controller which letters its keyboard shows.
    var onLanguageChange: ((CheckinLanguage) -> Void)?
    /// The page above the keyboard; its bottom follows the keyboard's top.
    private let visibleArea = UILayoutGuide()
    private var keyboardCover: NSLayoutConstraint?
    private var observers: [NSObjectProtocol] = []

    var fields: [UITextField] { [nameField, emailField, pinField] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        setUpLanguageSwitch()
        setUpFields()
        setUpForm()
        let dismiss = UITapGestureRecognizer { [weak self] _ in self?.view.endEditing(true) }
        dismiss.delegate = self
        view.addGestureRecognizer(dismiss)
        observeKeyboard()
        apply(language)
    }

    isolated deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    private func setUpLanguageSwitch() {
        for segment in 0..<languageSwitch.numberOfSegments {
            languageSwitch.setWidth(CheckinLayout.segmentWidth, forSegmentAt: segment)
        }
        languageSwitch.frame = CGRect(x: 0, y: 0, width: 2 * CheckinLayout.segmentWidth + 1, height: CheckinLayout.segmentHeight)
        languageSwitch.selectedSegmentIndex = language.rawValue
        languageSwitch.addAction(UIAction { [weak self] _ in self?.languageSwitchChanged() }, for: .valueChanged)
        navigationItem.titleView = languageSwitch
    }

    private func setUpFields() {
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .next
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        pinField.keyboardType = .numberPad
        pinField.isSecureTextEntry = true
        for field in fields {
            field.borderStyle = .roundedRect
            field.backgroundColor = .white
            field.textAlignment = .natural
            field.delegate = self
        }
        promptLabel.font = UIFont.systemFont(ofSize: 17)
        promptLabel.textColor = .darkGray
        promptLabel.textAlignment = .natural
        submitButton.backgroundColor = .systemBlue
        submitButton.setTitleColor(.white, for: .normal)
        submitButton.layer.cornerRadius = 8
        submitButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
    }

    private func setUpForm() {
        form.axis = .vertical
        form.spacing = CheckinLayout.spacing
        let rows: [UIView] = [promptLabel, nameField, emailField, pinField, submitButton]
        for (row, height) in zip(rows, CheckinLayout.rowHeights) {
            form.addArrangedSubview(row)
            row.heightAnchor.constraint(equalToConstant: height).isActive = true
            // The rows stretch to the form's width: Kiosk's solver weighs priorities in
            // proportion, so five rows hugging at 250 would outweigh its 999 width.
            row.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        }
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        view.addLayoutGuide(visibleArea)
        let cover = visibleArea.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        keyboardCover = cover
        // A readable width, or as wide as the page less its margins where it is narrower.
        let readableWidth = form.widthAnchor.constraint(equalToConstant: CheckinLayout.maximumFormWidth)
        readableWidth.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            visibleArea.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            visibleArea.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            visibleArea.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cover,
            form.centerXAnchor.constraint(equalTo: visibleArea.centerXAnchor),
            form.centerYAnchor.constraint(equalTo: visibleArea.centerYAnchor),
            form.leadingAnchor.constraint(greaterThanOrEqualTo: visibleArea.leadingAnchor, constant: CheckinLayout.margin),
            readableWidth,
        ])
    }

    // MARK: The keyboard

    private func observeKeyboard() {
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // Posted on the main thread, where the keyboard lives.
                let move = KeyboardMove(note)
                MainActor.assumeIsolated { if let move { self?.keyboardWillMove(move) } }
            })
        }
    }

    /// Moves the form's page bottom to the keyboard's top (or back to the bottom),
    /// animated as the keyboard moves.
    private func keyboardWillMove(_ move: KeyboardMove) {
        guard isViewLoaded else { return }
        keyboardNotifications.append(move.name)
        let covered = move.name == UIResponder.keyboardWillHideNotification ? 0
            : max(0, view.bounds.maxY - view.convert(move.endFrame, from: nil).minY)
        view.layoutIfNeeded()
        keyboardCover?.constant = -covered
        UIView.animate(withDuration: move.duration, delay: 0, options: UIView.AnimationOptions(rawValue: move.curve << 16),
                       animations: { self.view.layoutIfNeeded() })
    }

    /// What a keyboard notification says: where the keyboard ends up, and how it gets there.
    private struct KeyboardMove: Sendable {
        let name: Notification.Name
        let endFrame: CGRect
        let duration: TimeInterval
        let curve: UInt

        init?(_ note: Notification) {
            guard let info = note.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return nil }
            name = note.name
            endFrame = end
            duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
            curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        }
    }

    /// Taps on the page's background put the keyboard away; taps on the fields and the button are theirs.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }

    // MARK: Fields

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let i = fields.firstIndex(where: { $0 === textField }), i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    /// The PIN takes up to four digits.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === pinField else { return true }
        let count = (textField.text ?? "").utf16.count - range.length + string.utf16.count
        return count <= 4 && string.allSatisfy(\.isNumber)
    }

    /// Pushes the badge of a visitor who gave a name, an address and a PIN, and clears
    /// the form; otherwise the first empty field takes the keys.
    private func submit() {
        if let empty = fields.first(where: { ($0.text ?? "").isEmpty }) {
            empty.becomeFirstResponder()
            return
        }
        let visitor = CheckinVisitor(name: nameField.text ?? "", email: emailField.text ?? "")
        checkedIn.append(visitor)
        view.endEditing(true)
        for field in fields { field.text = "" }
        navigationController?.pushViewController(CheckinBadgeViewController(visitor: visitor, language: language), animated: true)
    }

    // MARK: Language

    private func languageSwitchChanged() {
        guard let chosen = CheckinLanguage(rawValue: languageSwitch.selectedSegmentIndex) else { return }
        apply(chosen)
    }

    /// Relabels the form in `newLanguage` and turns it to read that language's way.
    private func apply(_ newLanguage: CheckinLanguage) {
        language = newLanguage
        title = newLanguage.formTitle
        promptLabel.text = newLanguage.prompt
        nameField.placeholder = newLanguage.namePlaceholder
        emailField.placeholder = newLanguage.emailPlaceholder
        pinField.placeholder = newLanguage.pinPlaceholder
        submitButton.setTitle(newLanguage.submitTitle, for: .normal)
        for view in [form, promptLabel, submitButton] + fields { view.semanticContentAttribute = newLanguage.direction }
        onLanguageChange?(newLanguage)
    }
}
