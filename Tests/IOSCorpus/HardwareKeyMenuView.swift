import UIKit

/// A menu for a kiosk with a keypad or keyboard: the down and up arrows move the
/// highlight, return picks the highlighted item, and a letter jumps to the first item
/// starting with it, as tvOS-style and iPad keyboard-driven lists do. Presses it does
/// not handle go on up the responder chain.
final class HardwareKeyMenuView: UIView {
    private(set) var rows: [UILabel] = []
    private(set) var highlightedIndex = 0 {
        didSet { updateHighlight() }
    }
    var onPick: ((String) -> Void)?

    static let rowHeight: CGFloat = 40

    init(frame: CGRect, items: [String]) {
        super.init(frame: frame)
        backgroundColor = .white
        for (index, item) in items.enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: frame.width, height: Self.rowHeight))
            label.text = item
            addSubview(label)
            rows.append(label)
        }
        updateHighlight()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            switch key.keyCode {
            case .keyboardDownArrow:
                highlightedIndex = min(highlightedIndex + 1, rows.count - 1)
                handled = true
            case .keyboardUpArrow:
                highlightedIndex = max(highlightedIndex - 1, 0)
                handled = true
            case .keyboardReturnOrEnter, .keypadEnter:
                onPick?(rows[highlightedIndex].text ?? "")
                handled = true
            default:
                let letter = key.charactersIgnoringModifiers.lowercased()
                guard !letter.isEmpty, key.modifierFlags.intersection([.command, .control]).isEmpty,
                      let index = rows.firstIndex(where: { $0.text?.lowercased().hasPrefix(letter) == true }) else { continue }
                highlightedIndex = index
                handled = true
            }
        }
        if !handled {
            super.pressesBegan(presses, with: event)
        }
    }

    private func updateHighlight() {
        for (index, row) in rows.enumerated() {
            row.backgroundColor = index == highlightedIndex ? .systemBlue : .clear
            row.textColor = index == highlightedIndex ? .white : .black
        }
    }
}
