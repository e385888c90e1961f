import QuartzCore

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

extension UIView.ContentMode {
    /// The layer gravity that places contents this way (`redraw` stretches, as `scaleToFill`).
    var gravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    init(gravity: CALayerContentsGravity) {
        let all: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom,
                                         .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        self = all.first { $0.gravity == gravity } ?? .scaleToFill
    }
}
