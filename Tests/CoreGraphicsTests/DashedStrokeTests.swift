@testable import CoreGraphics
import Foundation
import Raster
import Testing

/// Dashed strokes and strokes of part of a path's length.
@Suite struct DashedStrokeTests {
    static func alphas(_ context: CGContext) -> [[UInt8]] { PathFillTests.alphas(context) }

    /// A horizontal line along y = 2 from x = 0 to 20, two wide (rows 1 and 2).
    static func line(_ configure: (CGContext) -> Void, stroke: (CGContext) -> Void = { $0.strokePath() }) -> [UInt8] {
        let context = CGContext(width: 20, height: 4)
        context.setLineWidth(2)
        configure(context)
        context.move(to: CGPoint(x: 0, y: 2))
        context.addLine(to: CGPoint(x: 20, y: 2))
        stroke(context)
        let alphas = Self.alphas(context)
        #expect(alphas[1] == alphas[2] && alphas[0].allSatisfy { $0 == 0 })
        return alphas[1]
    }

    static func row(_ on: (Int) -> Bool) -> [UInt8] { (0..<20).map { on($0) ? 255 : 0 } }

    @Test func aDashPatternAlternatesPaintedAndSkippedLengths() {
        let alphas = Self.line { $0.setLineDash(phase: 0, lengths: [3, 2]) }
        #expect(alphas == Self.row { $0 % 5 < 3 })
    }

    @Test func thePhaseStartsPartWayIntoThePattern() {
        // 4 into [3, 2]: the last unit of the gap, then 3 on.
        let alphas = Self.line { $0.setLineDash(phase: 4, lengths: [3, 2]) }
        #expect(alphas == Self.row { ($0 + 4) % 5 < 3 })
    }

    @Test func anOddPatternRepeatsToAlternate() {
        // [2] is [2, 2]: on, off, on …
        #expect(Self.line { $0.setLineDash(phase: 0, lengths: [2]) } == Self.row { $0 % 4 < 2 })
    }

    @Test func anEmptyNegativeOrZeroPatternDrawsSolid() {
        let solid = Self.row { _ in true }
        #expect(Self.line { $0.setLineDash(phase: 0, lengths: []) } == solid)
        #expect(Self.line { $0.setLineDash(phase: 0, lengths: [3, -1]) } == solid)
        #expect(Self.line { $0.setLineDash(phase: 0, lengths: [0, 0]) } == solid)
    }

    @Test func dashesAreMeasuredInUserSpace() {
        // Under a 2× CTM a pattern of [1, 1] paints 2 device pixels on, 2 off.
        let context = CGContext(width: 20, height: 4)
        context.scaleBy(x: 2, y: 2)
        context.setLineDash(phase: 0, lengths: [1, 1])
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 10, y: 1))
        context.strokePath()
        #expect(Self.alphas(context)[1] == Self.row { $0 % 4 < 2 })
    }

    @Test func partOfThePathsLengthIsStroked() {
        #expect(Self.line({ _ in }, stroke: { $0.strokePath(from: 0, to: 0.5) }) == Self.row { $0 < 10 })
        #expect(Self.line({ _ in }, stroke: { $0.strokePath(from: 0.25, to: 0.75) }) == Self.row { (5..<15).contains($0) })
        #expect(Self.line({ _ in }, stroke: { $0.strokePath(from: 0.5, to: 0.5) }) == Self.row { _ in false })
    }

    @Test func theLengthRunsOnAcrossSubpathsAndClosingSides() {
        // A closed 10 × 10 square (length 40) from (5, 5), clockwise on screen; the
        // first half is its top and right sides.
        let context = CGContext(width: 20, height: 20)
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.strokePath(from: 0, to: 0.5)
        let alphas = Self.alphas(context)
        #expect(alphas[4][10] == 128 && alphas[5][10] == 128)  // the top side, 1 wide across y = 5
        #expect(alphas[10][14] == 128 && alphas[10][15] == 128)  // the right side
        #expect(alphas[15][10] == 0 && alphas[10][4] == 0 && alphas[10][5] == 0)  // bottom and left not drawn
    }

    @Test func dashRangesFollowThePatternAndClipToTheLength() {
        #expect(Polyline.dashRanges(length: 10, lengths: [3, 2], phase: 0) == [0...3, 5...8])
        #expect(Polyline.dashRanges(length: 10, lengths: [3, 2], phase: 1) == [0...2, 4...7, 9...10])
        #expect(Polyline.dashRanges(length: 10, lengths: [3, 2], phase: -1) == [1...4, 6...9])
        #expect(Polyline.dashRanges(length: 10_000_000, lengths: [1, 1], phase: 0) == nil)
    }
}
