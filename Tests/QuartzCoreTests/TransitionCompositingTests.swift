import CoreGraphics
import Foundation
@testable import QuartzCore
import Raster
import Testing

/// One predefined transition: a type and, for the sliding ones, a subtype.
struct TransitionKind: Sendable, CustomTestStringConvertible {
    let type: CATransitionType
    let subtype: CATransitionSubtype?

    /// Fade once, then every sliding type from every side.
    static let all: [TransitionKind] = [TransitionKind(type: .fade, subtype: nil)]
        + [CATransitionType.push, .moveIn, .reveal].flatMap { type in
            [CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map { TransitionKind(type: type, subtype: $0) }
        }

    /// The flip from every side, then the curl up and down.
    static let flipsAndCurls: [TransitionKind] = [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom]
        .map { TransitionKind(type: .flip, subtype: $0) }
        + [TransitionKind(type: .pageCurl, subtype: nil), TransitionKind(type: .pageUnCurl, subtype: nil)]

    /// The type's raw value ("flip" for the flip, whose raw value is Core Animation's
    /// "oglFlip"), then the subtype's.
    var testDescription: String {
        [type == .flip ? "flip" : type.rawValue, subtype?.rawValue].compactMap { $0 }.joined(separator: "-")
    }

    /// `transition-<type>[-<subtype>]-<progress>`, e.g. `transition-push-fromRight-0.25`.
    func goldenName(at progress: Double) -> String {
        let text = progress == progress.rounded() ? String(Int(progress)) : String(progress)
        return "transition-\(testDescription)-\(text)"
    }
}

@Suite struct TransitionCompositingTests {
    typealias Scene = TransitionScene
    let red = Scene.red, blue = Scene.blue, yellow = Scene.yellow, white = Pixel.white

    @Test(arguments: TransitionKind.all, [0.0, 0.25, 0.5, 1.0])
    func framesMatchTheirGoldens(kind: TransitionKind, progress: Double) {
        expectMatchesGolden(Scene.render(kind.type, kind.subtype, at: progress), named: kind.goldenName(at: progress))
    }

    @Test func goldenNamesSpellTypeSubtypeAndProgress() {
        #expect(TransitionKind(type: .push, subtype: .fromRight).goldenName(at: 0.25) == "transition-push-fromRight-0.25")
        #expect(TransitionKind(type: .fade, subtype: nil).goldenName(at: 0.5) == "transition-fade-0.5")
        #expect(TransitionKind(type: .reveal, subtype: .fromTop).goldenName(at: 1) == "transition-reveal-fromTop-1")
        #expect(TransitionKind(type: .flip, subtype: .fromTop).goldenName(at: 0.75) == "transition-flip-fromTop-0.75")
        #expect(TransitionKind(type: .pageUnCurl, subtype: nil).goldenName(at: 0.25) == "transition-pageUnCurl-0.25")
        #expect(TransitionKind.all.count == 13)
        #expect(TransitionKind.flipsAndCurls.count == 6)
    }

    /// dx = 12: `before` moved 12 to the left (its marker off the edge), `after`'s
    /// left 12 columns (plain blue) entering at x = 36.
    @Test func pushFromRightAtAQuarterShiftsBothPagesLeftByTwelve() {
        let frame = Scene.render(.push, .fromRight, at: 0.25)
        #expect(firstDifference(frame, Scene.picture(red, [(Rect(x: 36, y: 0, width: 12, height: 32), blue)])) == nil)
        #expect(frame[0, 6] == red && frame[35, 6] == red && frame[36, 6] == blue)
    }

    /// `before` at x = +12 (white marker now at x 16…23), `after` at x = −36 (its
    /// yellow marker, columns 36…43, now at x 0…7).
    @Test func pushFromLeftAtAQuarterShowsBothMarkersMoved() {
        let expected = Scene.picture(red, [
            (Rect(x: 0, y: 0, width: 12, height: 32), blue),
            (Rect(x: 0, y: 4, width: 8, height: 8), yellow),
            (Rect(x: 16, y: 4, width: 8, height: 8), white),
        ])
        #expect(firstDifference(Scene.render(.push, .fromLeft, at: 0.25), expected) == nil)
    }

    /// Rows 0…15 show `after`'s rows 16…31 (blue, its marker above the edge), rows
    /// 16…31 `before`'s rows 16…31, which stayed in place (red).
    @Test func moveInFromTopAtHalfCoversTheTopHalfWithTheNewBottomHalf() {
        let expected = Scene.picture(red, [(Rect(x: 0, y: 0, width: 48, height: 16), blue)])
        #expect(firstDifference(Scene.render(.moveIn, .fromTop, at: 0.5), expected) == nil)
    }

    /// dy = 8: `before` slid up to y = −8 (marker rows 4…11 now at 0…3), uncovering
    /// `after`'s bottom 8 rows, which never moved.
    @Test func revealFromBottomAtAQuarterUncoversTheNewBottomRows() {
        let expected = Scene.picture(blue, [
            (Rect(x: 0, y: 0, width: 48, height: 24), red),
            (Rect(x: 4, y: 0, width: 8, height: 4), white),
        ])
        #expect(firstDifference(Scene.render(.reveal, .fromBottom, at: 0.25), expected) == nil)
    }

    /// Reveal fromRight moves the old page left and leaves the new one in place: its
    /// yellow marker is uncovered where it always was.
    @Test func revealFromRightAtThreeQuartersLeavesTheNewPageInPlace() {
        let expected = Scene.picture(red, [
            (Rect(x: 12, y: 0, width: 36, height: 32), blue),
            (Rect(x: 36, y: 4, width: 8, height: 8), yellow),
        ])
        #expect(firstDifference(Scene.render(.reveal, .fromRight, at: 0.75), expected) == nil)
    }

    /// moveIn blends the new content source-over: a half-transparent black page
    /// (0x80000000) over red gives 192·127/255 = 96 and 32·127/255 = 16.
    @Test func moveInShowsTheOldContentThroughTheNewOnesTransparency() {
        let veil = Scene.page(Pixel(rawValue: 0x8000_0000), marker: yellow, at: 36)
        let frame = Scene.render(.moveIn, .fromLeft, at: 0.25, after: veil)
        let expected = Scene.picture(red, [
            (Rect(x: 0, y: 0, width: 12, height: 32), Pixel(rawValue: 0xFF60_1010)),
            (Rect(x: 8, y: 4, width: 4, height: 8), Pixel(rawValue: 0xFF7F_7F7F)),
            (Rect(x: 0, y: 4, width: 8, height: 8), yellow),
        ])
        #expect(firstDifference(frame, expected) == nil)
    }

    /// Amount round(0.5 · 255) = 128: red (192, 32, 32) and blue (32, 64, 192) mix to
    /// ((192·127 + 32·128)/255, …) = (112, 48, 112); white over blue to (143, 159, 223).
    @Test func fadeAtHalfIsTheExactCrossfade() {
        let expected = Scene.picture(Pixel(rawValue: 0xFF70_3070), [
            (Rect(x: 4, y: 4, width: 8, height: 8), Pixel(rawValue: 0xFF8F_9FDF)),
            (Rect(x: 36, y: 4, width: 8, height: 8), Pixel(rawValue: 0xFFD8_7810)),
        ])
        #expect(firstDifference(Scene.render(.fade, nil, at: 0.5), expected) == nil)
        #expect(firstDifference(Scene.render(.fade, .fromTop, at: 0.5), expected) == nil)
    }

    @Test(arguments: TransitionKind.all + [.push, .moveIn, .reveal].map { TransitionKind(type: $0, subtype: nil) })
    func progressZeroIsBeforeAndOneIsAfter(kind: TransitionKind) {
        #expect(firstDifference(Scene.render(kind.type, kind.subtype, at: 0), Scene.before.bitmap) == nil)
        #expect(firstDifference(Scene.render(kind.type, kind.subtype, at: 1), Scene.after.bitmap) == nil)
    }

    @Test(arguments: TransitionKind.all + [.push, .moveIn, .reveal].map { TransitionKind(type: $0, subtype: nil) })
    func scalarAndSIMDKernelsDrawTheSamePicture(kind: TransitionKind) {
        let veil = Scene.page(Pixel(rawValue: 0x6010_2030), marker: yellow, at: 36)
        for progress in [0, 0.1, 0.25, 0.3, 0.5, 0.77, 1] {
            for after in [Scene.after, veil] {
                let scalar = Scene.render(kind.type, kind.subtype, at: progress, kernels: .scalar, after: after)
                let simd = Scene.render(kind.type, kind.subtype, at: progress, kernels: .simd, after: after)
                #expect(firstDifference(simd, scalar) == nil, "progress \(progress)")
            }
        }
    }

    @Test(arguments: [CATransitionType.push, .moveIn, .reveal])
    func noSubtypeSlidesFromTheLeft(type: CATransitionType) {
        let unset = Scene.render(type, nil, at: 0.25)
        #expect(firstDifference(unset, Scene.render(type, .fromLeft, at: 0.25)) == nil)
        #expect(firstDifference(unset, Scene.render(type, .fromRight, at: 0.25)) != nil)
    }

    @Test func anUnknownTypeFades() {
        let cube = CATransitionType(rawValue: "cube")
        #expect(firstDifference(Scene.render(cube, .fromLeft, at: 0.5), Scene.render(.fade, nil, at: 0.5)) == nil)
    }

    @Test func progressOutsideZeroToOneIsClamped() {
        #expect(firstDifference(Scene.render(.push, .fromTop, at: -0.5), Scene.before.bitmap) == nil)
        #expect(firstDifference(Scene.render(.push, .fromTop, at: 1.5), Scene.after.bitmap) == nil)
        #expect(firstDifference(Scene.render(.moveIn, .fromTop, at: .nan), Scene.before.bitmap) == nil)
    }

    /// Into a view of a larger bitmap (stride 64): the view gets the usual frame and
    /// the pixels around it keep their colour.
    @Test func aDestinationViewIsFilledWithoutTouchingItsSurroundings() {
        let around = Pixel(rawValue: 0xFF11_2233)
        let canvas = Bitmap(width: 64, height: 40, fill: around)
        let frame = TransitionFrame(snapshotID: 1, before: Scene.before, after: Scene.after, type: .push,
                                    subtype: .fromBottom, progress: 0.25)
        let area = Rect(x: 5, y: 3, width: 48, height: 32)
        TransitionCompositing.compose(frame, into: canvas.view.view(of: area), kernels: .simd)

        let expected = Scene.render(.push, .fromBottom, at: 0.25)
        var wrong = 0
        for y in 0..<40 {
            for x in 0..<64 {
                let want = area.contains(x: x, y: y) ? expected[x - 5, y - 3] : around
                if canvas[x, y] != want { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func aSnapshotOfAnotherSizeStopsWithAMessageNamingBothSizes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let small = CGImage(bitmap: Bitmap(width: 40, height: 32))
            let frame = TransitionFrame(snapshotID: 1, before: TransitionScene.before, after: small, type: .push,
                                        subtype: .fromLeft, progress: 0.5)
            let destination = Bitmap(width: 48, height: 32)
            TransitionCompositing.compose(frame, into: destination.view, kernels: .simd)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the after snapshot is 40×32 pixels but the destination is 48×32"))
    }
}
