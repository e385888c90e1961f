import CoreGraphics
@_spi(KioskRuntime) import QuartzCore

/// A view that shows an effect behind its content: with a `UIBlurEffect`, what lies
/// below the view, blurred and tinted by the render server (cached while that content
/// is still). Add subviews to `contentView`, which fills the view and is not blurred.
/// Setting `effect` inside an animation block animates the blur and tint in or out
/// (nil is no blur and no tint), as iOS does.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { CABackdropLayer.self }

    /// The view to add subviews to: it fills the effect view and shows above the effect.
    public let contentView: UIView

    /// The effect shown (nil: none).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// The effect's blur and tint on the backdrop layer (through its actions, so an
    /// animation block animates them).
    private func applyEffect() {
        guard let backdrop = layer as? CABackdropLayer else { return }
        let appearance = (effect as? UIBlurEffect)?.appearance
        backdrop.blurRadius = appearance?.blurRadius ?? 0
        backdrop.tintColor = appearance?.tint.cgColor ?? UIColor.clear.cgColor
    }
}
