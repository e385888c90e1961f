import CoreGraphics
import Foundation
import Testing
import UIKit

/// UIBezierPath: building, geometry, and drawing into the current UIKit context.
@MainActor @Suite struct BezierPathTests {
    /// `draw` in a `width` × `height` renderer at scale 1; the pixels row by row as 0xAARRGGBB.
    func pixels(width: Int, height: Int, _ draw: () -> Void) -> [[UInt32]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        let image = renderer.image { _ in draw() }.cgImage!
        return (0..<image.height).map { y in (0..<image.width).map { image.bitmap[$0, y].rawValue } }
    }

    let red: UInt32 = 0xFFFF_0000

    @Test func aRectanglePathFillsItsPixels() {
        let rows = pixels(width: 6, height: 4) {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 1, y: 1, width: 3, height: 2)).fill()
        }
        #expect(rows == (0..<4).map { y in (0..<6).map { x in (1..<4).contains(x) && (1..<3).contains(y) ? red : 0 } })
    }

    @Test func anOvalIsInscribedInItsRectangle() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 8))
        #expect(oval.bounds == CGRect(x: 2, y: 2, width: 16, height: 8))
        let rows = pixels(width: 20, height: 12) {
            UIColor.red.setFill()
            oval.fill()
        }
        #expect(rows[6][10] == red && rows[6][1] == 0 && rows[1][10] == 0 && rows[2][2] == 0 && rows[2][10] != 0)
        // Symmetric about both axes of the ellipse.
        #expect(rows[3] == rows[8] && rows[4].reversed() == rows[4])
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2,
                                   clockwise: true)
        #expect(abs(quarter.currentPoint.x - 10) < 1e-9 && abs(quarter.currentPoint.y - 15) < 1e-9)
        #expect(quarter.bounds == CGRect(x: 10, y: 10, width: 5, height: 5))
        let rest = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2,
                                clockwise: false)
        let b = rest.bounds
        #expect(abs(b.minX - 5) < 1e-9 && abs(b.minY - 5) < 1e-9 && abs(b.maxX - 15) < 1e-9 && abs(b.maxY - 15) < 1e-9)
    }

    @Test func roundedRectanglesRoundTheCornersAsked() {
        let all = pixels(width: 20, height: 20) {
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8).fill()
        }
        #expect(all[0][0] == 0 && all[19][19] == 0 && all[0][10] == red && all[10][0] == red && all[10][10] == red)
        let one = pixels(width: 20, height: 20) {
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 8, height: 8)).fill()
        }
        #expect(one[0][0] == 0 && one[0][19] == red && one[19][0] == red && one[19][19] == red)
        // The same quarter circle at the top-left either way.
        #expect(one[0..<8].map { Array($0[0..<8]) } == all[0..<8].map { Array($0[0..<8]) })
    }

    @Test func strokesUseThePathsWidthAndDashes() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 2))
        path.addLine(to: CGPoint(x: 12, y: 2))
        path.lineWidth = 2
        path.setLineDash([2, 1], count: 2, phase: 0)
        var count = 0
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 2)
        let rows = pixels(width: 12, height: 4) {
            UIColor.red.setStroke()
            path.stroke()
        }
        let dashed = (0..<12).map { $0 % 3 < 2 ? red : 0 }
        #expect(rows == [Array(repeating: 0, count: 12), dashed, dashed, Array(repeating: 0, count: 12)])
    }

    @Test func curvesCGPathAndTransformsKeepThePoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        path.addCurve(to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: -4), controlPoint2: CGPoint(x: 18, y: -4))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: -4, width: 20, height: 14))
        path.apply(CGAffineTransform(translationX: 3, y: 4))
        #expect(path.bounds == CGRect(x: 3, y: 0, width: 20, height: 14))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath.boundingBox == path.bounds && !copy.isEmpty)
        copy.removeAllPoints()
        #expect(copy.isEmpty && !path.isEmpty)
    }
}
