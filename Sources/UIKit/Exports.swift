// As on iOS, `import UIKit` brings Foundation, Core Graphics and Core Animation with it
// (Apple's UIKit re-exports exactly these three of the modules Kiosk has): NSObject,
// TimeInterval, CGFloat, CGRect, CALayer and CATransaction need no import of their own.
// Kiosk's own modules (Raster) stay out, so `import UIKit` sees Apple's names only.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
