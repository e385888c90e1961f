/// How a presented view controller is shown, with UIKit's raw values.
///
/// A kiosk's screen has no room for sheets and popovers beside other content, so the
/// styles that shrink the presented view on an iPad or an iPhone show it full screen
/// here (`kioskStyle`): `.automatic`, `.pageSheet`, `.formSheet`, `.popover`,
/// `.currentContext` and `.none` present as `.fullScreen` (the presenter's view is
/// removed and hears `viewWillDisappear`); `.overCurrentContext` as `.overFullScreen`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The style Kiosk plays: `.fullScreen`, `.overFullScreen` or `.custom`.
    var kioskStyle: UIModalPresentationStyle {
        switch self {
        case .custom: .custom
        case .overFullScreen, .overCurrentContext: .overFullScreen
        case .fullScreen, .pageSheet, .formSheet, .currentContext, .popover, .none, .automatic: .fullScreen
        }
    }
}
