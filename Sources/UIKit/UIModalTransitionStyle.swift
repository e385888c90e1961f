/// The built-in animation of a presentation and its dismissal, with UIKit's raw values
/// (see `ModalTransitionAnimator` for how each plays).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
