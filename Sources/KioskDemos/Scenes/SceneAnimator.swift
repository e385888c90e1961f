import Foundation
import UIKit

/// The article's animators: each runs one animation block of its kTransitionDuration.
protocol SceneAnimator: UIViewControllerAnimatedTransitioning {}

extension SceneAnimator {
    /// kTransitionDuration in the article.
    static var duration: TimeInterval { 0.35 }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }
}
