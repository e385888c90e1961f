import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

extension LayerProperties {
    /// A copy with `value` set at `keyPath`, or nil when the setter refuses it (a
    /// mutating call cannot sit inside #expect).
    func setting(_ value: AnimatableValue, forKeyPath keyPath: String) -> LayerProperties? {
        var copy = self
        return copy.setValue(value, forKeyPath: keyPath) ? copy : nil
    }
}

@Suite struct KeyPathTests {
    /// The number a key path read gives (NaN when it is not a number, so comparisons fail).
    static func number(_ value: AnimatableValue?) -> Double {
        if case let .number(v) = value { v } else { .nan }
    }

    /// A layer with a distinct value in every field the key paths reach.
    static var sample: LayerProperties {
        var p = LayerProperties()
        p.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        p.position = CGPoint(x: 50, y: 60)
        p.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        p.zPosition = 7
        p.opacity = 0.5
        p.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        p.cornerRadius = 8
        p.borderWidth = 2
        p.shadowOffset = CGSize(width: 3, height: -4)
        return p
    }

    @Test func simplePathsRead() {
        let p = Self.sample
        #expect(p.value(forKeyPath: "bounds") == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
        #expect(p.value(forKeyPath: "bounds.origin") == .point(CGPoint(x: 1, y: 2)))
        #expect(p.value(forKeyPath: "bounds.origin.y") == .number(2))
        #expect(p.value(forKeyPath: "bounds.size") == .size(CGSize(width: 30, height: 40)))
        #expect(p.value(forKeyPath: "bounds.size.height") == .number(40))
        #expect(p.value(forKeyPath: "position.x") == .number(50))
        #expect(p.value(forKeyPath: "anchorPoint.y") == .number(0.75))
        #expect(p.value(forKeyPath: "zPosition") == .number(7))
        #expect(p.value(forKeyPath: "opacity") == .number(0.5))
        #expect(p.value(forKeyPath: "hidden") == .bool(false))
        #expect(p.value(forKeyPath: "isHidden") == .bool(false))
        #expect(p.value(forKeyPath: "backgroundColor") == .color(SIMD4(0.5, 0.25, 0, 0.5)))
        #expect(p.value(forKeyPath: "borderColor") == .color(SIMD4(0, 0, 0, 1)))
        #expect(p.value(forKeyPath: "shadowOffset.height") == .number(-4))
        #expect(p.value(forKeyPath: "contents") == .image(nil))
        #expect(p.value(forKeyPath: "contentsCenter") == .rect(CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(p.value(forKeyPath: "frame") == nil)
        #expect(p.value(forKeyPath: "transform.rotation.w") == nil)
    }

    @Test func simplePathsWrite() throws {
        var p = Self.sample
        p = try #require(p.setting(.number(9), forKeyPath: "position.y"))
        #expect(p.position == CGPoint(x: 50, y: 9))
        p = try #require(p.setting(.number(11), forKeyPath: "bounds.size.width"))
        #expect(p.bounds == CGRect(x: 1, y: 2, width: 11, height: 40))
        p = try #require(p.setting(.point(CGPoint(x: -3, y: -4)), forKeyPath: "bounds.origin"))
        #expect(p.bounds.origin == CGPoint(x: -3, y: -4))
        p = try #require(p.setting(.number(0.25), forKeyPath: "opacity"))
        #expect(p.opacity == 0.25)
        p = try #require(p.setting(.bool(true), forKeyPath: "hidden"))
        #expect(p.isHidden)
        p = try #require(p.setting(.bool(false), forKeyPath: "isHidden"))
        #expect(!p.isHidden)
        p = try #require(p.setting(.number(1), forKeyPath: "masksToBounds"))
        #expect(p.masksToBounds)
        p = try #require(p.setting(.size(CGSize(width: 1, height: 2)), forKeyPath: "shadowOffset"))
        #expect(p.shadowOffset == CGSize(width: 1, height: 2))
        let image = CGImage(bitmap: Bitmap(width: 2, height: 2))
        p = try #require(p.setting(.image(image), forKeyPath: "contents"))
        #expect(p.contents === image)
    }

    @Test func coloursWriteAsStraightColoursAndClearIsNotNil() throws {
        var p = Self.sample
        p = try #require(p.setting(.color(SIMD4(0.25, 0, 0.5, 0.5)), forKeyPath: "backgroundColor"))
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 1, alpha: 0.5))
        p = try #require(p.setting(.color(.zero), forKeyPath: "shadowColor"))
        #expect(p.shadowColor == CGColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func unknownPathsAndWrongKindsChangeNothing() {
        var p = Self.sample
        let refused: [(AnimatableValue, String)] = [
            (.number(3), "position"), (.point(.zero), "opacity"), (.color(.zero), "hidden"), (.number(3), "frame"),
            (.number(3), "transform.skew"), (.number(3), "transform.translation"), (.size(.zero), "transform.rotation"),
        ]
        for (value, path) in refused {
            let accepted = p.setValue(value, forKeyPath: path)
            #expect(!accepted, "\(path)")
        }
        #expect(p == Self.sample)
    }

    @Test func readingRotationGivesTheAngle() {
        var p = LayerProperties()
        p.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        guard case let .number(z) = p.value(forKeyPath: "transform.rotation.z"),
              case let .number(plain) = p.value(forKeyPath: "transform.rotation") else {
            Issue.record("no rotation"); return
        }
        #expect(abs(z - 0.5) < 1e-12)
        #expect(plain == z)
        p.sublayerTransform = CATransform3DMakeRotation(-1.2, 1, 0, 0)
        guard case let .number(x) = p.value(forKeyPath: "sublayerTransform.rotation.x") else {
            Issue.record("no rotation"); return
        }
        #expect(abs(x + 1.2) < 1e-12)
    }

    @Test(arguments: [0.3, -0.3, Double.pi, -Double.pi / 2, 2 * Double.pi + 0.3, -2 * Double.pi - 1, 10])
    func writingRotationGivesTheRotationMatrix(angle: Double) throws {
        var p = LayerProperties()
        p = try #require(p.setting(.number(angle), forKeyPath: "transform.rotation.z"))
        #expect(maxDifference(p.transform, CATransform3DMakeRotation(angle, 0, 0, 1)) < 1e-12)
        p = try #require(p.setting(.number(angle), forKeyPath: "sublayerTransform.rotation"))
        #expect(maxDifference(p.sublayerTransform, CATransform3DMakeRotation(angle, 0, 0, 1)) < 1e-12)
    }

    @Test func writingRotationKeepsScaleAndTranslation() throws {
        var p = LayerProperties()
        p.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        p = try #require(p.setting(.number(0.5), forKeyPath: "transform.rotation.z"))
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.5, 0, 0, 1)),
                                           CATransform3DMakeTranslation(10, 20, 0))
        #expect(maxDifference(p.transform, expected) < 1e-12)
    }

    @Test func eulerAnglesTurnAboutXThenYThenZ() throws {
        var p = LayerProperties()
        p = try #require(p.setting(.number(0.4), forKeyPath: "transform.rotation.x"))
        p = try #require(p.setting(.number(-0.7), forKeyPath: "transform.rotation.y"))
        p = try #require(p.setting(.number(1.1), forKeyPath: "transform.rotation.z"))
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 0, 0),
                                                               CATransform3DMakeRotation(-0.7, 0, 1, 0)),
                                           CATransform3DMakeRotation(1.1, 0, 0, 1))
        #expect(maxDifference(p.transform, expected) < 1e-12)
        for (path, angle) in [("transform.rotation.x", 0.4), ("transform.rotation.y", -0.7), ("transform.rotation.z", 1.1)] {
            guard case let .number(read) = p.value(forKeyPath: path) else { Issue.record("no \(path)"); return }
            #expect(abs(read - angle) < 1e-12, "\(path)")
        }
    }

    @Test func atGimbalLockTheTurnAboutZIsReportedAsATurnAboutX() throws {
        var p = LayerProperties()
        p = try #require(p.setting(.number(0.3), forKeyPath: "transform.rotation.z"))
        p = try #require(p.setting(.number(.pi / 2), forKeyPath: "transform.rotation.y"))
        let locked = p.transform
        let angles = ["transform.rotation.x", "transform.rotation.y", "transform.rotation.z"].map { Self.number(p.value(forKeyPath: $0)) }
        // Turning z by 0.3 after y by 90° is the same as turning x by −0.3 first.
        #expect(abs(angles[0] + 0.3) < 1e-7)
        #expect(abs(angles[1] - .pi / 2) < 1e-7)
        #expect(angles[2] == 0)
        // Writing back what was read leaves the rotation where it was.
        p = try #require(p.setting(.number(angles[0]), forKeyPath: "transform.rotation.x"))
        #expect(maxDifference(p.transform, locked) < 1e-7)
    }

    @Test func scaleReadsTheAverageOfXAndYAndWritesAllThree() throws {
        var p = LayerProperties()
        p.transform = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 4))
        #expect(p.value(forKeyPath: "transform.scale") == .number(3))
        #expect(p.value(forKeyPath: "transform.scale.x") == .number(2))
        #expect(p.value(forKeyPath: "transform.scale.z") == .number(1))
        p = try #require(p.setting(.number(0.5), forKeyPath: "transform.scale"))
        #expect(p.transform == CATransform3DMakeScale(0.5, 0.5, 0.5))
        p = try #require(p.setting(.number(-1), forKeyPath: "transform.scale.y"))
        #expect(p.transform == CATransform3DMakeScale(0.5, -1, 0.5))
    }

    @Test func aScaleThroughZeroKeepsTheOtherFields() throws {
        // A card flip: scale.x runs 1 → 0 → 1 while another animation turns the layer.
        var p = LayerProperties()
        p = try #require(p.setting(.number(0), forKeyPath: "transform.scale.x"))
        #expect(p.value(forKeyPath: "transform.scale.x") == .number(0))
        p = try #require(p.setting(.number(0.3), forKeyPath: "transform.rotation.z"))
        p = try #require(p.setting(.number(1), forKeyPath: "transform.scale.x"))
        #expect(maxDifference(p.transform, CATransform3DMakeRotation(0.3, 0, 0, 1)) < 1e-12)
    }

    @Test func translationReadsAndWritesTheLastRow() throws {
        var p = LayerProperties()
        p.transform = CATransform3DConcat(CATransform3DMakeRotation(0.8, 0, 0, 1), CATransform3DMakeTranslation(5, 6, 7))
        #expect(p.value(forKeyPath: "transform.translation") == .size(CGSize(width: 5, height: 6)))
        #expect(p.value(forKeyPath: "transform.translation.z") == .number(7))
        p = try #require(p.setting(.size(CGSize(width: -1, height: -2)), forKeyPath: "transform.translation"))
        p = try #require(p.setting(.number(3), forKeyPath: "transform.translation.z"))
        #expect(p.transform == CATransform3DConcat(CATransform3DMakeRotation(0.8, 0, 0, 1), CATransform3DMakeTranslation(-1, -2, 3)))

        // With perspective, moving in depth changes w as translating before the perspective does.
        p.transform = perspective500
        p = try #require(p.setting(.number(100), forKeyPath: "transform.translation.z"))
        #expect(p.transform == CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), perspective500))
    }

    @Test func everyKnownPathIsAnimatable() {
        for path in ["position.x", "bounds", "transform.rotation", "sublayerTransform.scale.z", "hidden", "isHidden",
                     "contents", "shouldRasterize", "shadowOffset.width"] {
            #expect(LayerProperties.isAnimatable(path), "\(path)")
        }
        for path in ["frame", "contentsGravity", "transform.rotation.w", "transform.", "position.z"] {
            #expect(!LayerProperties.isAnimatable(path), "\(path)")
        }
        #expect(LayerProperties.keyPaths.count == 57)
        // Every animatable path can be read back from a default layer.
        for path in LayerProperties.keyPaths {
            #expect(LayerProperties().value(forKeyPath: path) != nil, "\(path)")
        }
    }
}
