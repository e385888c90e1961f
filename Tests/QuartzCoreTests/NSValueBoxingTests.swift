import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)`: what they hold comes
/// back, and they (and Foundation's geometry values) animate as the unboxed values do.
@MainActor @Suite struct NSValueBoxingTests {
    static let transform = CATransform3D(entries: (1...16).map { CGFloat($0) / 4 })

    @Test func boxedTransformsComeBackUnchanged() {
        let boxed = NSValue(caTransform3D: Self.transform)
        #expect(boxed.caTransform3DValue == Self.transform)
        #expect(boxed.contents == .doubles(Self.transform.entries.map(Double.init)))
        #expect(boxed == NSValue(caTransform3D: Self.transform) && boxed != NSValue(caTransform3D: CATransform3DIdentity))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        // A value holding something else reads as the identity.
        #expect(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(caTransform3D: Self.transform).cgAffineTransformValue == .identity)
    }

    @Test func boxedValuesConvertToWhatTheyHold() {
        #expect(AnimatableValue(NSValue(caTransform3D: Self.transform)) == .transform(Self.transform))
        let affine = CGAffineTransform(translationX: 10, y: 20)
        #expect(AnimatableValue(NSValue(cgAffineTransform: affine)) == .transform(CATransform3DMakeAffineTransform(affine)))
        #expect(AnimatableValue(NSValue(point: CGPoint(x: 1, y: 2))) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimatableValue(NSValue(size: CGSize(width: 3, height: 4))) == .size(CGSize(width: 3, height: 4)))
        #expect(AnimatableValue(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4))) == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(AnimatableValue(NSNumber(value: 2.5)) == .number(2.5))
        var four: [Double] = [1, 2, 3, 4]
        #expect(AnimatableValue(NSValue(bytes: &four, objCType: "[4d]")) == nil)
    }

    @Test func aBasicAnimationBetweenBoxedTransformsInterpolatesThem() {
        withVirtualClock { clock in
            let stage = Stage()
            let a = basic("transform", from: NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
                          to: NSValue(caTransform3D: CATransform3DMakeTranslation(40, 80, 0)), duration: 2)
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            stage.layer.add(a, forKey: "move")
            stage.render(at: 100, clock)
            let halfway = stage.presented(at: 101, clock).transform
            #expect(zip(halfway.entries, CATransform3DMakeTranslation(20, 40, 0).entries).allSatisfy { close($0, $1) })
            let b = basic("position", from: NSValue(point: CGPoint(x: 0, y: 0)), to: NSValue(point: CGPoint(x: 10, y: 30)), duration: 2)
            b.timingFunction = CAMediaTimingFunction(name: .linear)
            stage.layer.add(b, forKey: "slide")
            stage.render(at: 101, clock)
            #expect(stage.presented(at: 101.5, clock).position == CGPoint(x: 2.5, y: 7.5))
        }
    }
}
