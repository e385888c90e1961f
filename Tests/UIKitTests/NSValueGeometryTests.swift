import Foundation
import Testing
import UIKit

/// UIKit's `NSValue` geometry names: what they box comes back, and a value of another
/// kind reads as zero instead of as whatever its bytes would be.
@Suite struct NSValueGeometryTests {
    @Test func boxedGeometryComesBack() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(point: CGPoint(x: 1, y: 2)))
    }

    @Test func anotherKindReadsAsZero() {
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.cgPointValue == .zero && rect.cgSizeValue == .zero && rect.uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == .zero)
    }
}
