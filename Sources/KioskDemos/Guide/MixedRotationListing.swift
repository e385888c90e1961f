import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// Listing 4-9: a view turns a full turn anticlockwise, in two one-second blocks,
/// while a layer of its own (no view) turns clockwise with a two-second
/// `CABasicAnimation`, so the layer keeps about its orientation on screen.
@MainActor final class MixedRotationListing: GuideListing {
    /// Each half of the view's turn.
    nonisolated static let halfTurnDuration: TimeInterval = 1
    /// The layer's whole turn.
    nonisolated static let layerDuration: TimeInterval = 2
    nonisolated static let forms = [
        ListingForm(number: "4-9", caption: "A view and a layer turning against each other", duration: layerDuration),
    ]
    static let backingSide: CGFloat = 160
    static let manSide: CGFloat = 64

    let view: UIView
    /// The view that turns; a tick on its top edge shows which way is up.
    let backingView = UIView(frame: CGRect(x: 0, y: 0, width: backingSide, height: backingSide))
    /// The layer at the middle of the view that turns back; a tab on its top edge shows which way is up.
    let manLayer = CALayer()

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        backingView.backgroundColor = GuideViews.teal
        let tick = UIView(frame: CGRect(x: Self.backingSide / 2 - 10, y: 8, width: 20, height: 28))
        tick.backgroundColor = GuideViews.orange
        backingView.addSubview(tick)
        GuideViews.place(backingView, in: view)

        manLayer.bounds = CGRect(x: 0, y: 0, width: Self.manSide, height: Self.manSide)
        manLayer.position = CGPoint(x: Self.backingSide / 2, y: Self.backingSide / 2)
        manLayer.backgroundColor = UIColor.white.cgColor
        let head = CALayer()
        head.frame = CGRect(x: Self.manSide / 2 - 12, y: 0, width: 24, height: 16)
        head.backgroundColor = UIColor.red.cgColor
        manLayer.addSublayer(head)
        backingView.layer.addSublayer(manLayer)
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        UIView.animate(withDuration: Self.halfTurnDuration, delay: 0.0, options: .curveLinear, animations: {
            // Animate the first half of the view rotation.
            self.backingView.transform = CGAffineTransform(rotationAngle: Self.radians(-180))

            // Rotate the embedded CALayer in the opposite direction.
            let layerAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
            layerAnimation.duration = Self.layerDuration
            layerAnimation.beginTime = 0
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = 0.0
            layerAnimation.toValue = Self.radians(360)
            self.manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { _ in
            // Now do the second half of the view rotation.
            UIView.animate(withDuration: Self.halfTurnDuration, delay: 0.0, options: .curveLinear, animations: {
                self.backingView.transform = CGAffineTransform(rotationAngle: Self.radians(-359))
            }, completion: { _ in
                self.backingView.transform = .identity
                completion()
            })
        })
    }

    static func radians(_ degrees: CGFloat) -> CGFloat { degrees * .pi / 180 }
}
