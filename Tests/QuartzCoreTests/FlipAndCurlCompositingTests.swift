import CoreGraphics
import Foundation
@testable import QuartzCore
import Raster
import Testing

/// The flip and the page curls composed from the transition scene's two snapshots
/// (a red page with a white marker before, a blue page with a yellow marker after),
/// into a bitmap first filled with a colour no frame contains.
@Suite struct FlipAndCurlCompositingTests {
    typealias Scene = TransitionScene
    static let flips = TransitionKind.flipsAndCurls.filter { $0.type == .flip }

    @Test(arguments: TransitionKind.flipsAndCurls, [0.25, 0.5, 0.75])
    func framesMatchTheirGoldens(kind: TransitionKind, progress: Double) {
        expectMatchesGolden(Scene.render(kind.type, kind.subtype, at: progress), named: kind.goldenName(at: progress))
    }

    @Test(arguments: TransitionKind.flipsAndCurls)
    func progressZeroIsExactlyBeforeAndOneExactlyAfter(kind: TransitionKind) {
        #expect(firstDifference(Scene.render(kind.type, kind.subtype, at: 0), Scene.before.bitmap) == nil)
        #expect(firstDifference(Scene.render(kind.type, kind.subtype, at: 1), Scene.after.bitmap) == nil)
    }

    /// Half way the card is edge-on: it covers nothing, and every pixel is
    /// transparent (none keeps the colour the bitmap was filled with).
    @Test(arguments: flips)
    func aFlipAtHalfIsEdgeOnAndLeavesEveryPixelTransparent(kind: TransitionKind) {
        #expect(firstDifference(Scene.render(kind.type, kind.subtype, at: 0.5), Scene.picture(.clear, [])) == nil)
    }

    /// At 0.25 the old page has turned 45°. Eye 96 px away (2 × 48): its left edge
    /// comes 16.97 px forward and lands at x = 3.39 spanning y −3.4…35.4 (all rows);
    /// its right edge goes as far back and lands at x = 38.42 spanning y 2.4…29.6.
    @Test func flipFromLeftBringsTheLeftSideForward() {
        let frame = Scene.render(.flip, .fromLeft, at: 0.25)
        #expect(alphas(frame, column: 5) == Array(repeating: 255, count: 32))
        #expect(alphas(frame, column: 37)[0...1] == [0, 0] && alphas(frame, column: 37)[30...31] == [0, 0])
        #expect(alphas(frame, column: 37)[3...28].allSatisfy { $0 == 255 })
        #expect(alphas(frame, column: 2).allSatisfy { $0 == 0 } && alphas(frame, column: 39).allSatisfy { $0 == 0 })
        #expect(frame[24, 16] == Scene.red && frame[8, 8] == .white)
    }

    /// At 0.75 the new page is on the card's back, 45° before facing the viewer: its
    /// right side is the near one (x up to 44.61, all rows), its left edge at x = 9.58.
    @Test func flipFromLeftShowsTheNewPageOnTheBackWithItsRightSideNear() {
        let frame = Scene.render(.flip, .fromLeft, at: 0.75)
        #expect(alphas(frame, column: 42) == Array(repeating: 255, count: 32))
        #expect(alphas(frame, column: 10)[0...1] == [0, 0] && alphas(frame, column: 10)[3...28].allSatisfy { $0 == 255 })
        #expect(alphas(frame, column: 8).allSatisfy { $0 == 0 } && alphas(frame, column: 45).allSatisfy { $0 == 0 })
        #expect(frame[24, 16] == Scene.blue)
    }

    /// From the top at 0.25: the top edge comes forward (y = 3.17, wider than the
    /// layer), the bottom edge goes back (y = 26.12, x 2.53…45.47).
    @Test func flipFromTopBringsTheTopSideForward() {
        let frame = Scene.render(.flip, .fromTop, at: 0.25)
        #expect(alphas(frame, row: 5) == Array(repeating: 255, count: 48))
        #expect((0...2).allSatisfy { alphas(frame, row: $0).allSatisfy { $0 == 0 } })
        #expect((26...31).allSatisfy { alphas(frame, row: $0).allSatisfy { $0 == 0 } })
        let row24 = alphas(frame, row: 24)
        #expect(row24[0...1] == [0, 0] && row24[46...47] == [0, 0] && row24[3...44].allSatisfy { $0 == 255 })
    }

    /// The second half of a flip is the first half of the opposite flip with the
    /// pictures swapped (the same card, seen turning the other way), to the bit.
    @Test(arguments: [(CATransitionSubtype.fromLeft, CATransitionSubtype.fromRight), (.fromRight, .fromLeft),
                      (.fromTop, .fromBottom), (.fromBottom, .fromTop)])
    func theBackHalfIsTheOppositeFlipsFrontHalf(subtype: CATransitionSubtype, opposite: CATransitionSubtype) {
        for progress in [0.6, 0.75, 0.9] {
            let back = Scene.render(.flip, subtype, at: progress)
            let front = Scene.render(.flip, opposite, at: 1 - progress, before: Scene.after, after: Scene.before)
            #expect(firstDifference(back, front) == nil, "progress \(progress)")
        }
    }

    @Test func aFlipWithoutSubtypeTurnsFromTheLeft() {
        #expect(firstDifference(Scene.render(.flip, nil, at: 0.3), Scene.render(.flip, .fromLeft, at: 0.3)) == nil)
        #expect(firstDifference(Scene.render(.flip, nil, at: 0.3), Scene.render(.flip, .fromRight, at: 0.3)) != nil)
    }

    /// Half way through the curl up: the top-left corner is still the flat old page,
    /// the flap lying on it shows the page's back (red 60 % of the way to white,
    /// 153/255), the bottom-right corner is the new page uncovered, and next to the
    /// fold the new page lies in the curl's shadow.
    @Test func pageCurlAtHalfShowsTheBackOfThePageAndAShadow() {
        let frame = Scene.render(.pageCurl, nil, at: 0.5)
        #expect(frame[0, 0] == Scene.red)
        #expect(frame[30, 4] == Pixel.interpolate(Scene.red, .white, by: 153))
        #expect(frame[47, 31] == Scene.blue)
        let shaded = frame[40, 14]
        #expect(shaded.alpha == 255 && shaded.red < Scene.blue.red && shaded.green < Scene.blue.green
            && shaded.blue < Scene.blue.blue)
    }

    /// The curl down is the curl up played backwards with the new page on top: the
    /// new page comes down over the old one.
    @Test func pageUnCurlIsPageCurlBackwardsWithThePagesSwapped() {
        for progress in [0.25, 0.5, 0.75] {
            let down = Scene.render(.pageUnCurl, nil, at: progress)
            let up = Scene.render(.pageCurl, nil, at: 1 - progress, before: Scene.after, after: Scene.before)
            #expect(firstDifference(down, up) == nil, "progress \(progress)")
        }
    }

    @Test func theCurlRadiusIsATenthOfTheDiagonal() {
        #expect(TransitionCompositing.curlRadius(width: 48, height: 36) == 6)
        #expect(TransitionCompositing.curlRadius(width: 3, height: 4) == 1)
    }

    @Test(arguments: TransitionKind.flipsAndCurls)
    func scalarAndSIMDKernelsDrawTheSamePicture(kind: TransitionKind) {
        for progress in [0.1, 0.25, 0.4, 0.5, 0.6, 0.77, 0.9] {
            let scalar = Scene.render(kind.type, kind.subtype, at: progress, kernels: .scalar)
            let simd = Scene.render(kind.type, kind.subtype, at: progress, kernels: .simd)
            #expect(firstDifference(simd, scalar) == nil, "progress \(progress)")
        }
    }

    /// A card turning about its vertical line keeps vertical lines vertical and their
    /// depth: the inverse map's X and W do not depend on y, exactly (the warp then
    /// reads a column's terms from a table instead of dividing per pixel); about
    /// its horizontal line, Y and W do not depend on x.
    @Test(arguments: [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom])
    func aFlipCardTurnsAboutOneLineExactly(subtype: CATransitionSubtype) throws {
        for progress in [0.02, 0.25, 0.49, 0.51, 0.9] {
            let card = FlipCard(subtype, progress: progress, width: 1080, height: 1920)
            let m = try #require(card.transform?.inverted()).m
            if subtype == .fromLeft || subtype == .fromRight {
                #expect((m.1, m.7) == (0, 0), "progress \(progress)")
                #expect(m.3 != 0 && m.6 != 0, "progress \(progress)")
            } else {
                #expect((m.3, m.6) == (0, 0), "progress \(progress)")
                #expect(m.1 != 0 && m.7 != 0, "progress \(progress)")
            }
        }
    }

    private func alphas(_ bitmap: Bitmap, column x: Int) -> [UInt8] { (0..<bitmap.height).map { bitmap[x, $0].alpha } }
    private func alphas(_ bitmap: Bitmap, row y: Int) -> [UInt8] { (0..<bitmap.width).map { bitmap[$0, y].alpha } }
}
