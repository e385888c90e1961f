import CoreGraphics
import Foundation

/// UIKit's boxing of geometry in `NSValue`, as keyboard notifications' `userInfo` carries frames.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }
}
