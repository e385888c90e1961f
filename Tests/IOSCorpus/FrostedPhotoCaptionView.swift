import UIKit

/// A photo with a caption bar along its bottom whose background frosts in: the
/// caption sits in a visual effect view's content view, and the blur fades in by
/// setting the effect inside an animation block, as iOS photo screens do.
final class FrostedPhotoCaptionView: UIView {
    let imageView = UIImageView()
    let captionBar = UIVisualEffectView(effect: nil)
    let captionMarker = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(imageView)

        let barHeight = bounds.height / 2
        captionBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        captionBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(captionBar)

        captionMarker.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        captionMarker.backgroundColor = .red
        captionBar.contentView.addSubview(captionMarker)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A photo-like test card: its left half black, its right half white.
    static func splitImage(size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
            UIColor.white.setFill()
            context.fill(CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))
        }
    }

    func showCaption(animated: Bool, duration: TimeInterval = 0.35) {
        let changes = {
            self.captionBar.effect = UIBlurEffect(style: .dark)
        }
        if animated {
            UIView.animate(withDuration: duration, animations: changes)
        } else {
            changes()
        }
    }

    func hideCaption() {
        captionBar.effect = nil
    }
}
