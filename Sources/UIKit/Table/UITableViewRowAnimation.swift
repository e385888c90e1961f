import CoreGraphics

extension UITableView {
    /// How inserted and deleted rows come and go, as UIKit's: they fade, slide in from
    /// and out to a side, or (`.none`) appear and vanish at once. `.middle` and
    /// `.automatic` fade here.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100

        /// Where a row at `frame` enters from or leaves to, and with what opacity.
        func outside(_ frame: CGRect) -> (frame: CGRect, alpha: CGFloat) {
            switch self {
            case .fade, .middle, .automatic, .none: (frame, 0)
            case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
            case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
            case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
            case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
            }
        }
    }

    /// How long UIKit's row updates animate.
    static let updateDuration: TimeInterval = 0.3
}
