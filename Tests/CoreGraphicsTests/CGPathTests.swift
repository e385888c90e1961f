import CoreGraphics
import Foundation
import Testing

/// Building paths: points, bounds, copies, and adding one path to another.
@Suite struct CGPathTests {
    @Test func boundingBoxIncludesControlPoints() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addCurve(to: CGPoint(x: 5, y: 2), control1: CGPoint(x: 0, y: -4), control2: CGPoint(x: 6, y: 9))
        #expect(path.boundingBox == CGRect(x: 0, y: -4, width: 6, height: 13))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
    }

    @Test func closingGoesBackToTheSubpathsStart() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 3)])
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func transformsApplyToTheAddedPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1), transform: CGAffineTransform(scaleX: 3, y: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 2))
        let other = CGMutablePath()
        other.addPath(path, transform: CGAffineTransform(translationX: 10, y: 5))
        #expect(other.boundingBox == CGRect(x: 10, y: 5, width: 6, height: 2))
        let ellipse = CGPath(ellipseIn: CGRect(x: 1, y: 2, width: 8, height: 4), transform: nil)
        #expect(ellipse.boundingBox.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 1, y: 2, width: 8, height: 4)))
        #expect(ellipse.currentPoint == CGPoint(x: 9, y: 4))
    }

    @Test func copiesDoNotFollowLaterChanges() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        let copy = path.copy()!
        path.addLine(to: CGPoint(x: 5, y: 0))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.mutableCopy()!.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 1))
    }

    @Test func aContextFillsAndStrokesAnAddedPath() {
        let context = CGContext(width: 8, height: 8)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(2)
        context.addPath(CGPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4), transform: nil))
        #expect(context.boundingBoxOfPath == CGRect(x: 2, y: 2, width: 4, height: 4))
        context.drawPath(using: .fillStroke)
        let image = context.makeImage()!
        // The stroke (1…7) covers the fill's rim; the fill shows at 3…4.
        #expect((0..<8).map { image.bitmap[$0, 4].rawValue } ==
                [0, 0xFF00_00FF, 0xFF00_00FF, 0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF, 0])
        #expect(context.isPathEmpty)
    }
}
