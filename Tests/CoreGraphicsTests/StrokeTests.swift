import CoreGraphics
import Foundation
import Raster
import Testing

/// Stroking paths: the line's outline filled by the nonzero rule.
@Suite struct StrokeTests {
    static func alphas(_ context: CGContext) -> [[UInt8]] { PathFillTests.alphas(context) }

    @Test func aLineTwoWideCoversTheRowsBesideIt() {
        let context = CGContext(width: 10, height: 6)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 2, y: 3))
        context.addLine(to: CGPoint(x: 8, y: 3))
        context.strokePath()
        let alphas = Self.alphas(context)
        for y in 0..<6 {
            // Butt caps: x 2..<8, rows 2 and 3 (y 2…4).
            #expect(alphas[y] == (0..<10).map { (2..<8).contains($0) && (2..<4).contains(y) ? 255 : 0 }, "row \(y)")
        }
        #expect(context.isPathEmpty)
    }

    @Test func squareCapsReachHalfTheWidthPastTheEnds() {
        let context = CGContext(width: 12, height: 6)
        context.setLineWidth(2)
        context.setLineCap(.square)
        context.move(to: CGPoint(x: 2, y: 3))
        context.addLine(to: CGPoint(x: 8, y: 3))
        context.strokePath()
        #expect(Self.alphas(context)[2] == (0..<12).map { (1..<9).contains($0) ? 255 : 0 })
    }

    @Test func aStrokedRectangleIsAFrameWithFullCorners() {
        let context = CGContext(width: 12, height: 12)
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.stroke(CGRect(x: 2, y: 2, width: 8, height: 8), width: 2)
        let alphas = Self.alphas(context)
        // Miter joins square the corners: the frame spans 1..<11 with a hole 3..<9.
        for y in 0..<12 {
            let expected = (0..<12).map { x -> UInt8 in
                let outer = (1..<11).contains(x) && (1..<11).contains(y)
                let inner = (3..<9).contains(x) && (3..<9).contains(y)
                return outer && !inner ? 255 : 0
            }
            #expect(alphas[y] == expected, "row \(y)")
        }
        #expect(context.makeImage()!.bitmap[1, 1].rawValue == 0xFF00_00FF)
    }

    @Test func bevelAndRoundJoinsCutTheCorner() {
        // The outer corner pixel (2, 2): inside the miter, beyond the bevel (x + y = 6),
        // and cut by the disc of radius 2 around (4, 4), which covers ∫₁^√3 (√(4 − u²) − 1) du
        // = π/3 − √3 + 1 ≈ 0.3151 of it (80 of 255).
        for (join, corner) in [(CGLineJoin.miter, 255), (.bevel, 0), (.round, 80)] {
            let context = CGContext(width: 12, height: 12)
            context.setLineWidth(4)
            context.setLineJoin(join)
            context.addLines(between: [CGPoint(x: 4, y: 12), CGPoint(x: 4, y: 4), CGPoint(x: 12, y: 4)])
            context.strokePath()
            #expect(abs(Int(Self.alphas(context)[2][2]) - corner) <= 1, "\(join)")
            #expect(Self.alphas(context)[4][4] == 255)
        }
    }

    @Test func theLineWidthIsMeasuredInUserSpace() {
        let context = CGContext(width: 10, height: 10)
        context.scaleBy(x: 2, y: 2)
        context.move(to: CGPoint(x: 1, y: 2.5))
        context.addLine(to: CGPoint(x: 4, y: 2.5))
        context.strokePath() // width 1 user unit = 2 pixels, y 2…3 → pixel rows 4 and 5
        let alphas = Self.alphas(context)
        #expect(alphas.map { $0[5] } == [0, 0, 0, 0, 255, 255, 0, 0, 0, 0])
        #expect(alphas[4] == (0..<10).map { (2..<8).contains($0) ? 255 : 0 })
    }

    @Test func aStrokedCircleIsARingOfTheRightArea() {
        let context = CGContext(width: 60, height: 60)
        context.setLineWidth(4)
        context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 40, height: 40))
        let area = PathFillTests.area(context)
        let ring = Double.pi * (22 * 22 - 18 * 18)
        #expect(abs(area - ring) / ring < 0.01)
        #expect(Self.alphas(context)[30][30] == 0 && Self.alphas(context)[30][10] == 255)
    }
}
