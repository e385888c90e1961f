import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct AnimatableValueArithmeticTests {
    @Test func numbersPointsSizesAndRectsMoveInStraightLines() {
        #expect(AnimatableValue.number(10).interpolated(to: .number(20), fraction: 0.25) == .number(12.5))
        #expect(AnimatableValue.point(CGPoint(x: 0, y: 100)).interpolated(to: .point(CGPoint(x: 40, y: 0)), fraction: 0.75)
            == .point(CGPoint(x: 30, y: 25)))
        #expect(AnimatableValue.size(CGSize(width: 10, height: 10)).interpolated(to: .size(CGSize(width: 20, height: 50)), fraction: 0.5)
            == .size(CGSize(width: 15, height: 30)))
        #expect(AnimatableValue.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
            .interpolated(to: .rect(CGRect(x: 50, y: -50, width: 0, height: 300)), fraction: 0.5)
            == .rect(CGRect(x: 25, y: -25, width: 50, height: 200)))
    }

    /// Numbers, points, sizes, rects and colours are combined without their component
    /// arrays (a frame blends every animated property): the same numbers, bit for bit,
    /// as the component-wise formulas give, each component in its place.
    @Test func fewNumberKindsCombineExactlyAsTheirComponents() {
        let pairs: [(AnimatableValue, AnimatableValue)] = [
            (.number(0.1), .number(-7.3)),
            (.point(CGPoint(x: 0.1, y: 1e9 / 3)), .point(CGPoint(x: -2.7, y: 0.3))),
            (.size(CGSize(width: 1.0 / 3, height: 5)), .size(CGSize(width: 7, height: 0.2))),
            (.rect(CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4)), .rect(CGRect(x: 9, y: -8, width: 7.7, height: 1e-3))),
            (.color(SIMD4(0.1, 0.2, 0.3, 0.7)), .color(SIMD4(0.9, 0.05, 1.0 / 3, 0.25))),
        ]
        for (a, b) in pairs {
            let f = 0.37
            #expect(a.interpolated(to: b, fraction: f)
                == a.withComponents(zip(a.components, b.components).map { (1 - f) * $0 + f * $1 }))
            #expect(a.adding(b) == a.withComponents(zip(a.components, b.components).map { $0 + $1 }))
            #expect(a.subtracting(b) == a.withComponents(zip(a.components, b.components).map { $0 - $1 }))
            #expect(a.multiplied(by: 2.9) == a.withComponents(a.components.map { $0 * 2.9 }))
        }
        // Each component keeps its place (a rect's height is not its width).
        #expect(AnimatableValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).interpolated(
            to: .rect(CGRect(x: 11, y: 22, width: 33, height: 44)), fraction: 0.5)
            == .rect(CGRect(x: 6, y: 12, width: 18, height: 24)))
        #expect(AnimatableValue.color(SIMD4(0, 0, 0, 0)).adding(.color(SIMD4(1, 2, 3, 4))) == .color(SIMD4(1, 2, 3, 4)))
    }

    @Test func fractionsOutsideTheRangeExtrapolate() {
        #expect(AnimatableValue.number(10).interpolated(to: .number(20), fraction: 1.25) == .number(22.5))
        #expect(AnimatableValue.number(10).interpolated(to: .number(20), fraction: -0.5) == .number(5))
    }

    @Test func endsAreExactlyTheEndValues() {
        // 0.2 + (0.9 − 0.2) · 1 is 0.8999999999999999 in floating point; the end must be 0.9.
        #expect(AnimatableValue.number(0.2).interpolated(to: .number(0.9), fraction: 1) == .number(0.9))
        #expect(AnimatableValue.number(0.2).interpolated(to: .number(0.9), fraction: 0) == .number(0.2))
        #expect(AnimatableValue.point(CGPoint(x: 1e16, y: 0.7)).interpolated(to: .point(CGPoint(x: 1, y: 0.1)), fraction: 1)
            == .point(CGPoint(x: 1, y: 0.1)))
    }

    @Test func coloursBlendPremultipliedSoFadingToClearDoesNotDarken() {
        let red: AnimatableValue = .color(AnimatableValue.premultiplied(CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let clear: AnimatableValue = .color(AnimatableValue.premultiplied(nil))
        let half = red.interpolated(to: clear, fraction: 0.5)
        #expect(half == .color(SIMD4(0.5, 0, 0, 0.5)))
        guard case let .color(c) = half else { Issue.record("not a colour"); return }
        let colour: CGColor = AnimatableValue.cgColor(c)
        #expect(colour == CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func transformsInterpolateByDecomposition() {
        let half = AnimatableValue.transform(.identity).interpolated(to: .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), fraction: 0.5)
        guard case let .transform(t) = half else { Issue.record("not a transform"); return }
        #expect(maxDifference(t, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-12)
    }

    @Test func discreteKindsAndMismatchesSwitchAtHalfway() {
        let image = CGImage(bitmap: Bitmap(width: 1, height: 1))
        #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), fraction: 0.499) == .bool(false))
        #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), fraction: 0.5) == .bool(true))
        #expect(AnimatableValue.image(nil).interpolated(to: .image(image), fraction: 0.7) == .image(image))
        #expect(AnimatableValue.image(image).interpolated(to: .image(nil), fraction: 0.2) == .image(image))
        #expect(AnimatableValue.number(1).interpolated(to: .point(.zero), fraction: 0.3) == .number(1))
        #expect(AnimatableValue.number(1).interpolated(to: .point(.zero), fraction: 0.5) == .point(.zero))
    }

    @Test func addingSumsComponentsAndAppliesTransformsFirst() {
        #expect(AnimatableValue.number(2).adding(.number(3)) == .number(5))
        #expect(AnimatableValue.point(CGPoint(x: 1, y: 2)).adding(.point(CGPoint(x: 10, y: 20))) == .point(CGPoint(x: 11, y: 22)))
        #expect(AnimatableValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).adding(.rect(CGRect(x: 1, y: 1, width: 1, height: 1)))
            == .rect(CGRect(x: 2, y: 3, width: 4, height: 5)))
        #expect(AnimatableValue.color(SIMD4(0.25, 0, 0, 0.25)).adding(.color(SIMD4(0, 0.5, 0, 0.5))) == .color(SIMD4(0.25, 0.5, 0, 0.75)))
        // Base: move 10 right. Added: double. The added value acts first, so x = 1 → 2 → 12.
        let sum = AnimatableValue.transform(CATransform3DMakeTranslation(10, 0, 0)).adding(.transform(CATransform3DMakeScale(2, 2, 1)))
        guard case let .transform(t) = sum else { Issue.record("not a transform"); return }
        #expect(t.apply(x: 1, y: 0).x == 12)
        #expect(AnimatableValue.bool(true).adding(.bool(false)) == .bool(false))
        #expect(AnimatableValue.number(1).adding(.size(.zero)) == .size(.zero))
    }

    @Test func subtractingUndoesAdding() {
        #expect(AnimatableValue.number(5).subtracting(.number(3)) == .number(2))
        #expect(AnimatableValue.size(CGSize(width: 5, height: 1)).subtracting(.size(CGSize(width: 2, height: 3)))
            == .size(CGSize(width: 3, height: -2)))
        // Transforms that do not commute: base.adding(to.subtracting(base)) reaches `to`.
        let base = AnimatableValue.transform(CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 0, 1), CATransform3DMakeTranslation(5, 0, 0)))
        let to = AnimatableValue.transform(CATransform3DConcat(CATransform3DMakeScale(2, 1, 1), CATransform3DMakeTranslation(0, 7, 0)))
        guard case let .transform(reached) = base.adding(to.subtracting(base)), case let .transform(expected) = to else {
            Issue.record("not a transform"); return
        }
        #expect(maxDifference(reached, expected) < 1e-12)
        #expect(AnimatableValue.bool(true).subtracting(.bool(false)) == .bool(true))
    }

    @Test func multipliedScalesComponentsAndRepeatsTransforms() {
        #expect(AnimatableValue.point(CGPoint(x: 1.5, y: -2)).multiplied(by: 3) == .point(CGPoint(x: 4.5, y: -6)))
        #expect(AnimatableValue.bool(true).multiplied(by: 3) == .bool(true))
        let turn = AnimatableValue.transform(CATransform3DMakeRotation(0.1, 0, 0, 1))
        for (n, angle) in [(3.0, 0.3), (-2.0, -0.2), (1000.0, 100.0)] {
            guard case let .transform(t) = turn.multiplied(by: n) else { Issue.record("not a transform"); return }
            #expect(maxDifference(t, CATransform3DMakeRotation(angle, 0, 0, 1)) < 1e-9, "n = \(n)")
        }
        #expect(turn.multiplied(by: 0) == .transform(.identity))
        #expect(AnimatableValue.transform(CATransform3DMakeTranslation(1, 2, 3)).multiplied(by: 4)
            == .transform(CATransform3DMakeTranslation(4, 8, 12)))
    }

    @Test func distanceIsEuclideanAndTransformsCountTheirTranslation() {
        #expect(AnimatableValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))) == 5)
        #expect(AnimatableValue.number(-2).distance(to: .number(5)) == 7)
        let a = AnimatableValue.transform(CATransform3DMakeRotation(1, 0, 0, 1))
        let b = AnimatableValue.transform(CATransform3DMakeTranslation(1, 2, 2))
        #expect(a.distance(to: b) == 3)
        #expect(AnimatableValue.number(1).distance(to: .point(.zero)) == 0)
        #expect(AnimatableValue.bool(false).distance(to: .bool(true)) == 0)
    }

    @Test func componentsRoundTripForEveryKind() {
        let values: [AnimatableValue] = [
            .number(1.5), .point(CGPoint(x: 1, y: 2)), .size(CGSize(width: 3, height: 4)),
            .rect(CGRect(x: 5, y: 6, width: 7, height: 8)), .color(SIMD4(0.1, 0.2, 0.3, 0.4)),
            .transform(CATransform3DMakeTranslation(9, 10, 11)), .bool(true), .image(nil),
        ]
        for value in values {
            #expect(value.withComponents(value.components) == value)
        }
        #expect(AnimatableValue.rect(CGRect(x: 5, y: 6, width: 7, height: 8)).components == [5, 6, 7, 8])
        #expect(AnimatableValue.transform(CATransform3DMakeTranslation(9, 10, 11)).components
            == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 9, 10, 11, 1])
        #expect(AnimatableValue.bool(true).components == [])
    }
}
