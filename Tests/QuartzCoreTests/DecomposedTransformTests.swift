import CoreGraphics
@testable import QuartzCore
import Testing

/// The largest difference between corresponding entries.
func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
    zip(a.entries, b.entries).map { abs(Double($0 - $1)) }.max()!
}

/// A perspective transform with the usual eye distance of 500 points.
let perspective500: CATransform3D = {
    var t = CATransform3D.identity
    t.m34 = -1.0 / 500
    return t
}()

@Suite struct DecomposedTransformTests {
    static let roundTripCases: [(String, CATransform3D)] = [
        ("identity", .identity),
        ("translation", CATransform3DMakeTranslation(10, -20, 5)),
        ("scale", CATransform3DMakeScale(2, 3, 4)),
        ("mirror x", CATransform3DMakeScale(-1, 1, 1)),
        ("mirror y then rotation", CATransform3DConcat(CATransform3DMakeScale(1.5, -0.5, 1), CATransform3DMakeRotation(0.7, 0, 0, 1))),
        ("rotation x", CATransform3DMakeRotation(1.2, 1, 0, 0)),
        ("rotation y", CATransform3DMakeRotation(-2.5, 0, 1, 0)),
        ("rotation z by pi", CATransform3DMakeRotation(.pi, 0, 0, 1)),
        ("rotation about (1, 2, 3)", CATransform3DMakeRotation(1.1, 1, 2, 3)),
        ("perspective", perspective500),
        ("card flip", CATransform3DRotate(perspective500, 0.7, 0, 1, 0)),
        ("perspective then depth", CATransform3DTranslate(perspective500, 0, 0, 100)),
        ("everything", CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(-2, 3, 0.5), CATransform3DMakeRotation(0.9, 1, -1, 2)),
            CATransform3DConcat(CATransform3DMakeTranslation(40, -7, 12), perspective500))),
        ("affine shear", CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.8, d: 1.1, tx: 4, ty: 5))),
    ]

    @Test(arguments: roundTripCases)
    func decomposeThenRecomposeGivesTheSameMatrix(name: String, t: CATransform3D) throws {
        let parts = try #require(DecomposedTransform(t), "\(name) should decompose")
        #expect(maxDifference(parts.transform, t) < 1e-9, "\(name)")
        // A proper rotation: unit quaternion with w ≥ 0.
        #expect(abs((parts.quaternion * parts.quaternion).sum() - 1) < 1e-12)
        #expect(parts.quaternion.w >= 0)
    }

    @Test func partsOfSimpleTransforms() throws {
        let moved = try #require(DecomposedTransform(CATransform3DConcat(CATransform3DMakeScale(2, 3, 4),
                                                                         CATransform3DMakeTranslation(10, 20, 30))))
        #expect(moved.translation == SIMD3(10, 20, 30))
        #expect(moved.scale == SIMD3(2, 3, 4))
        #expect(moved.skew == .zero)
        #expect(moved.perspective == SIMD4(0, 0, 0, 1))
        #expect(moved.quaternion == SIMD4(0, 0, 0, 1))

        let turned = try #require(DecomposedTransform(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        #expect(abs(turned.quaternion.z - sin(0.25)) < 1e-15)
        #expect(abs(turned.quaternion.w - cos(0.25)) < 1e-15)
        #expect(turned.quaternion.x == 0 && turned.quaternion.y == 0)

        let deep = try #require(DecomposedTransform(perspective500))
        #expect(deep.perspective == SIMD4(0, 0, -0.002, 1))
    }

    @Test func aMirrorFlipsTheAxisThatIsMirrored() throws {
        let mirrorX = try #require(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1)))
        #expect(mirrorX.scale == SIMD3(-1, 1, 1))
        #expect(mirrorX.quaternion == SIMD4(0, 0, 0, 1))
        let mirrorY = try #require(DecomposedTransform(CATransform3DMakeScale(2, -3, 1)))
        #expect(mirrorY.scale == SIMD3(2, -3, 1))
        #expect(mirrorY.quaternion == SIMD4(0, 0, 0, 1))
    }

    @Test func skewIsRecoveredRelativeToTheScaledAxis() throws {
        // Rows (2, 0, 0) and (1, 3, 0): y is sheared by half of the scaled x axis.
        let sheared = CATransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 1, m22: 3, m23: 0, m24: 0,
                                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        let parts = try #require(DecomposedTransform(sheared))
        #expect(parts.scale == SIMD3(2, 3, 1))
        #expect(parts.skew == SIMD3(1.0 / 3, 0, 0))
    }

    @Test func singularTransformsDoNotDecompose() {
        var flat = CATransform3D.identity
        flat.m44 = 0
        #expect(DecomposedTransform(flat) == nil)
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(DecomposedTransform(CATransform3DMakeScale(1, 1, 0)) == nil)
    }

    @Test func zeroScaleRowsDecomposeWhenAllowed() throws {
        let squashed = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(0, 2, 1),
                                                               CATransform3DMakeRotation(0.4, 0, 0, 1)),
                                           CATransform3DMakeTranslation(3, 4, 0))
        let parts = try #require(DecomposedTransform(allowingZeroScale: squashed))
        #expect(abs(parts.scale.x) == 0)
        #expect(abs(parts.scale.y - 2) < 1e-15)
        #expect(maxDifference(parts.transform, squashed) < 1e-12)
        // The y row alone decides the rotation: 0.4 about z.
        #expect(abs(parts.eulerAngles.z - 0.4) < 1e-12)

        let point = try #require(DecomposedTransform(allowingZeroScale: CATransform3DMakeScale(0, 0, 0)))
        #expect(point.scale == .zero)
        #expect(point.quaternion == SIMD4(0, 0, 0, 1))
        // Rows that are not zero but dependent cannot be split into scale and rotation.
        let dependent = CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1), CATransform3DMakeScale(0, 1, 1))
        #expect(DecomposedTransform(allowingZeroScale: dependent) == nil)
    }

    @Test func halfwayBetweenNoTurnAndAQuarterTurnIsAnEighthTurn() {
        let half = CATransform3D.identity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(maxDifference(half, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-12)
        let quarter = CATransform3D.identity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.25)
        #expect(maxDifference(quarter, CATransform3DMakeRotation(.pi / 8, 0, 0, 1)) < 1e-12)
    }

    @Test func rotationTakesTheShorterWayRound() {
        // 270° clockwise is 90° anticlockwise: halfway is −45°.
        let half = CATransform3D.identity.interpolated(to: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(maxDifference(half, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)) < 1e-12)
        // The seed's 179.9° turn goes clockwise.
        let angle = 179.9 * Double.pi / 180
        let chicken = CATransform3D.identity.interpolated(to: CATransform3DMakeRotation(angle, 0, 0, 1), fraction: 0.5)
        #expect(maxDifference(chicken, CATransform3DMakeRotation(angle / 2, 0, 0, 1)) < 1e-12)
    }

    @Test func scaleTranslationAndPerspectiveMoveInStraightLines() {
        let from = CATransform3D.identity
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, -40, 0))
        let half = from.interpolated(to: to, fraction: 0.5)
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(50, -20, 0))
        #expect(maxDifference(half, expected) < 1e-12)

        let deeper = CATransform3D.identity.interpolated(to: perspective500, fraction: 0.5)
        var expectedPerspective = CATransform3D.identity
        expectedPerspective.m34 = -0.001
        #expect(maxDifference(deeper, expectedPerspective) < 1e-15)

        // Extrapolation past the end, as an overshooting timing function asks for.
        let beyond = from.interpolated(to: to, fraction: 1.5)
        let expectedBeyond = CATransform3DConcat(CATransform3DMakeScale(4, 4, 1), CATransform3DMakeTranslation(150, -60, 0))
        #expect(maxDifference(beyond, expectedBeyond) < 1e-12)
    }

    @Test func endsAreExact() {
        let a = CATransform3DRotate(perspective500, 0.3, 1, 1, 0)
        let b = CATransform3DConcat(CATransform3DMakeRotation(2, 0, 1, 0), CATransform3DMakeTranslation(1.1, 2.2, 3.3))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func singularEndsSwitchAtHalfway() {
        let gone = CATransform3DMakeScale(0, 0, 1)
        #expect(CATransform3D.identity.interpolated(to: gone, fraction: 0.499) == .identity)
        #expect(CATransform3D.identity.interpolated(to: gone, fraction: 0.5) == gone)
        #expect(gone.interpolated(to: .identity, fraction: 0.25) == gone)
    }
}
