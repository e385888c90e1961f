import CoreGraphics
import UIKit

/// The chapter's ten view animations, as the seed writes them with the begin/commit
/// API (closures where it passes a delegate and a selector).
extension ChickenViewController {
    /// Simple movement: the chicken crosses the road in the default 0.2 s.
    func viewAnimation1() {
        // Reset properties to default values
        theChicken.transform = .identity
        theChicken.frame = layout.chickenHome

        UIView.beginAnimations("viewAnimation1", context: Unmanaged.passUnretained(theChicken).toOpaque())
        UIView.setAnimationDidStop { [weak self] in self?.animationDidStop($0, finished: $1, context: $2) }
        theChicken.frame = layout.chickenAcross
        UIView.commitAnimations()
    }

    /// Back home over 1 s on the default ease-in-out curve.
    func viewAnimation2() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }
        theChicken.frame = layout.chickenHome
        UIView.commitAnimations()
    }

    /// The road fades out and back twice (0.5 s each way, linear); its did-stop puts
    /// the road's alpha back through the context.
    func viewAnimation3() {
        UIView.beginAnimations("viewAnimation3", context: Unmanaged.passUnretained(theRoad).toOpaque())
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDuration(0.5)

        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationDidStop { [weak self] in self?.theRoadAnimationDidStop($0, finished: $1, context: $2) }

        theRoad.alpha = 0
        UIView.commitAnimations()
    }

    /// After 0.5 s the chicken drops across the road and bounces back up, twice (ease in).
    func viewAnimation4() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.easeIn)

        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.resetTheChickenProperties() }

        theChicken.frame = layout.chickenAcross
        UIView.commitAnimations()
    }

    /// The chicken slides right, slowing down (ease out).
    func viewAnimation5() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }

        theChicken.frame = layout.chickenRight
        UIView.commitAnimations()
    }

    /// The chicken grows to 1.25 times its size (linear).
    func viewAnimation6() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }

        theChicken.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
        UIView.commitAnimations()
    }

    /// Back to its size while turning 179.9° clockwise (linear).
    func viewAnimation7() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }

        let transform1 = CGAffineTransform(scaleX: 1, y: 1)
        let transform2 = CGAffineTransform(rotationAngle: 179.9 * .pi / 180)
        theChicken.transform = transform1.concatenating(transform2)
        UIView.commitAnimations()
    }

    /// Turning on to 359.9° while moving 220 points left, home (ease in-out); its
    /// did-stop resets the chicken.
    func viewAnimation8() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.easeInOut)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.resetTheChickenProperties() }

        let transform1 = CGAffineTransform(translationX: layout.backHome, y: 0)
        theChicken.transform = transform1.rotated(by: 359.9 * .pi / 180)
        UIView.commitAnimations()
    }

    /// firstView curls up and away, showing secondView (1 s, ease in).
    func viewAnimation9() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationTransition(.curlUp, for: view, cache: true)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }

        firstView.isHidden = true
        secondView.isHidden = false
        UIView.commitAnimations()
    }

    /// The screen flips from the left back to firstView (1 s, ease in-out).
    func viewAnimation10() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.easeInOut)
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.animationDidStop() }

        firstView.isHidden = false
        secondView.isHidden = true
        UIView.commitAnimations()
    }
}
