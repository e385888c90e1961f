import Foundation
import Raster

/// Turns a touch panel's normalized position into screen points, through the same
/// rotation as the display: the panel is glued to the display, so a picture turned
/// 90° on its way to the panel needs the touch turned back the other way.
public struct TouchMapping: Sendable, Equatable {
    /// The screen the app sees, in points (its axes already swapped for 90° and 270°).
    public var screenSize: CGSize
    /// The display's rotation (`Rotation.map` sends app pixels to panel pixels).
    public var rotation: Rotation

    public init(screenSize: CGSize, rotation: Rotation = .degrees0) {
        self.screenSize = screenSize
        self.rotation = rotation
    }

    /// The panel's size in points: the screen's with axes swapped for 90° and 270°.
    public var panelSize: CGSize {
        rotation.swapsAxes ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    }

    /// The screen point of panel position (`x`, `y`), each 0…1 across the panel as
    /// it scans out (0, 0 its top-left). The inverse of `Rotation.map` on continuous
    /// coordinates: 90° sends screen (x, y) to panel (H − y, x), so panel (u, v)
    /// comes from screen (v, H − u), H being the screen's height.
    public func screenPoint(normalizedX x: Double, normalizedY y: Double) -> CGPoint {
        let u = x * panelSize.width, v = y * panelSize.height
        switch rotation {
        case .degrees0: return CGPoint(x: u, y: v)
        case .degrees90: return CGPoint(x: v, y: panelSize.width - u)
        case .degrees180: return CGPoint(x: panelSize.width - u, y: panelSize.height - v)
        case .degrees270: return CGPoint(x: panelSize.height - v, y: u)
        }
    }
}
