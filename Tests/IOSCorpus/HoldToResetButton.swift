import UIKit

/// A "hold to reset" control as kiosk apps write one: a long press on the button fills
/// a bar while the finger stays down and resets once held; lifting early does nothing.
final class HoldToResetButton: UIView {
    let titleLabel = UILabel()
    let fillView = UIView()
    private(set) var resetCount = 0
    var onReset: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .darkGray
        fillView.backgroundColor = .systemRed
        fillView.frame = CGRect(x: 0, y: 0, width: 0, height: frame.height)
        addSubview(fillView)
        titleLabel.text = "Hold to reset"
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.frame = bounds
        addSubview(titleLabel)
        let press = UILongPressGestureRecognizer { [weak self] gesture in self?.pressed(gesture) }
        press.minimumPressDuration = 0.8
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func pressed(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            resetCount += 1
            onReset?()
            UIView.animate(withDuration: 0.2) {
                self.fillView.frame.size.width = self.bounds.width
            }
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.2) {
                self.fillView.frame.size.width = 0
            }
        default:
            break
        }
    }
}
