import UIKit

/// Shows a short message along the bottom of a view, then fades it away: a plain helper
/// object, not a view, that owns its views from stored-property initialisers, as the
/// "toast" helpers in many apps do.
final class ToastPresenter: NSObject {
    let label: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 14)
        return label
    }()
    let container = UIView()

    var displayDuration: TimeInterval = 1.5
    var fadeDuration: TimeInterval = 0.2
    private(set) var shownCount = 0

    override init() {
        super.init()
        container.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        container.layer.cornerRadius = 8
        container.addSubview(label)
    }

    var isShowing: Bool {
        return container.superview != nil
    }

    func show(_ message: String, in view: UIView, height: CGFloat = 40, completion: (() -> Void)? = nil) {
        label.text = message
        container.frame = CGRect(x: 16, y: view.bounds.height - height - 16,
                                 width: view.bounds.width - 32, height: height)
        label.frame = container.bounds
        container.alpha = 0
        view.addSubview(container)
        shownCount += 1

        UIView.animate(withDuration: fadeDuration, animations: {
            self.container.alpha = 1
        }, completion: { _ in
            UIView.animate(withDuration: self.fadeDuration, delay: self.displayDuration, options: [.curveEaseIn], animations: {
                self.container.alpha = 0
            }, completion: { _ in
                self.container.removeFromSuperview()
                completion?()
            })
        })
    }
}
