import CoreGraphics
import Foundation
import Raster
import Testing

/// Filling paths: exact coverage at the pixel level.
@Suite struct PathFillTests {
    /// The alpha of every pixel, row by row.
    static func alphas(_ context: CGContext) -> [[UInt8]] {
        let image = context.makeImage()!
        return (0..<image.height).map { y in (0..<image.width).map { x in image.bitmap[x, y].alpha } }
    }

    @Test func aRectangleOnWholePixelsCoversThemFully() {
        let context = CGContext(width: 14, height: 14)
        context.addRect(CGRect(x: 2, y: 3, width: 10, height: 10))
        context.fillPath()
        let alphas = Self.alphas(context)
        for y in 0..<14 {
            for x in 0..<14 {
                let inside = (2..<12).contains(x) && (3..<13).contains(y)
                #expect(alphas[y][x] == (inside ? 255 : 0), "pixel \(x), \(y)")
            }
        }
        #expect(context.isPathEmpty)
    }

    @Test func anEdgeHalfwayAcrossAPixelColumnCoversHalf() {
        let context = CGContext(width: 12, height: 4)
        context.addRect(CGRect(x: 0.5, y: 0, width: 10, height: 4))
        context.fillPath()
        let row = Self.alphas(context)[1]
        #expect(row[0] == 128)
        #expect(row[1...9].allSatisfy { $0 == 255 })
        #expect(row[10] == 128)
        #expect(row[11] == 0)
    }

    @Test func anEllipsesCoverageSumsToItsArea() {
        let context = CGContext(width: 140, height: 100)
        context.fillEllipse(in: CGRect(x: 10.25, y: 9.5, width: 120, height: 80))
        let sum = Self.alphas(context).joined().reduce(0) { $0 + Double($1) } / 255
        let area = Double.pi * 60 * 40
        #expect(abs(sum - area) / area < 0.005)
        // The centre is covered, the corner of the box is not.
        #expect(Self.alphas(context)[50][70] == 255)
        #expect(Self.alphas(context)[11][12] == 0)
    }

    /// Two squares turning the same way, one inside the other.
    func nestedSquares(rule: CGPathFillRule) -> [UInt8] {
        let context = CGContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.fillPath(using: rule)
        return Self.alphas(context)[5]
    }

    @Test func evenOddLeavesAHoleWhereWindingFillsIt() {
        #expect(nestedSquares(rule: .winding) == Array(repeating: 255, count: 10))
        #expect(nestedSquares(rule: .evenOdd) == [255, 255, 255, 0, 0, 0, 0, 255, 255, 255])
    }

    @Test func aReversedInnerSquareCutsAHoleEvenByWinding() {
        let context = CGContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
        context.closePath()
        context.fillPath()
        #expect(Self.alphas(context)[5] == [255, 255, 255, 0, 0, 0, 0, 255, 255, 255])
    }

    @Test func pointsGoThroughTheCTMWhenAdded() {
        let context = CGContext(width: 10, height: 10)
        context.translateBy(x: 4, y: 2)
        context.scaleBy(x: 2, y: 3)
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
        // Changing the CTM afterwards does not move what was added.
        context.translateBy(x: 1, y: 1)
        context.fillPath()
        let covered = Self.alphas(context).enumerated().flatMap { y, row in
            row.indices.filter { row[$0] == 255 }.map { [$0, y] }
        }
        #expect(covered == (2..<5).flatMap { y in (4..<8).map { [$0, y] } })
        #expect(Self.alphas(context).joined().filter { $0 != 0 }.count == 12)
    }

    @Test func aTurnedSquareHasItsExactArea() {
        let context = CGContext(width: 20, height: 20)
        context.translateBy(x: 10, y: 10)
        context.rotate(by: .pi / 4)
        context.addRect(CGRect(x: -5, y: -5, width: 10, height: 10))
        context.fillPath()
        let alphas = Self.alphas(context)
        let sum = alphas.joined().reduce(0) { $0 + Int($1) }
        // 100 square pixels; each pixel rounds to a 255th.
        #expect(abs(sum - 100 * 255) <= alphas.joined().filter { $0 != 0 && $0 != 255 }.count)
        #expect(alphas[10][10] == 255 && alphas[10][18] == 0 && alphas[3][3] == 0)
    }

    @Test func fillsStayInsideTheClipAndCompositeTheColour() {
        let context = CGContext(width: 6, height: 1)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
        context.clip(to: CGRect(x: 1, y: 0, width: 3, height: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.addRect(CGRect(x: -10, y: -10, width: 13.5, height: 20))
        context.fillPath()
        let row = (0..<6).map { context.makeImage()!.bitmap[$0, 0].rawValue }
        // Red over white at half coverage: 255 on red, 255 × 127.5 / 255 on the others, rounded.
        #expect(row == [0xFFFF_FFFF, 0xFFFF_0000, 0xFFFF_0000, 0xFFFF_7F7F, 0xFFFF_FFFF, 0xFFFF_FFFF])
    }

    /// The covered area of `context`, in square pixels.
    static func area(_ context: CGContext) -> Double { alphas(context).joined().reduce(0) { $0 + Double($1) } / 255 }

    @Test func arcsGrowTheirAngleTowardsPlusYUnlessClockwise() {
        // From angle π to 0: growing passes 3π/2 (up, −y); clockwise passes π/2 (down).
        for clockwise in [false, true] {
            let context = CGContext(width: 70, height: 70)
            context.move(to: CGPoint(x: 5, y: 35))
            context.addArc(center: CGPoint(x: 35, y: 35), radius: 30, startAngle: .pi, endAngle: 0, clockwise: clockwise)
            context.closePath()
            context.fillPath()
            let alphas = Self.alphas(context)
            #expect(alphas[20][35] == (clockwise ? 0 : 255))
            #expect(alphas[50][35] == (clockwise ? 255 : 0))
            let halfDisc = Double.pi * 30 * 30 / 2
            #expect(abs(Self.area(context) - halfDisc) / halfDisc < 0.005)
        }
    }

    @Test func aQuadraticCurveEnclosesTwoThirdsOfItsBox() {
        // The curve from (5, 20) to (25, 20) pulled by (15, 0) peaks at y = 10: the
        // area between it and its chord is 2/3 × 20 × 10.
        let context = CGContext(width: 30, height: 30)
        context.move(to: CGPoint(x: 5, y: 20))
        context.addQuadCurve(to: CGPoint(x: 25, y: 20), control: CGPoint(x: 15, y: 0))
        context.closePath()
        context.fillPath()
        #expect(abs(Self.area(context) - 400.0 / 3) / (400.0 / 3) < 0.005)
        #expect(Self.alphas(context)[9][15] == 0 && Self.alphas(context)[11][15] == 255)
    }

    @Test func aCubicCurveFollowsItsControlPolygon() {
        // From (0, 30) to (40, 30) with controls (0, 0) and (40, 0): it peaks at
        // y = 7.5 and encloses ∫(30 − y) dx = 21600 ∫(t − t²)² dt = 720 square pixels over its chord.
        let context = CGContext(width: 40, height: 32)
        context.move(to: CGPoint(x: 0, y: 30))
        context.addCurve(to: CGPoint(x: 40, y: 30), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 40, y: 0))
        context.closePath()
        context.fillPath()
        let alphas = Self.alphas(context)
        #expect(alphas[6][20] == 0 && alphas[8][20] == 255)
        #expect(abs(Self.area(context) - 720) / 720 < 0.005)
    }
}
