// On Linux, Foundation (not CoreGraphics) declares CGFloat, CGPoint, CGSize and
// CGRect. Re-exporting it lets `import CoreGraphics` code from iOS compile unchanged.
@_exported import Foundation
