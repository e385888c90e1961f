import CoreGraphics
import Foundation
@testable import QuartzCore
import Raster
import Testing

/// CAGradientLayer: drawn by Raster's gradient kernel from the presented values.
@MainActor @Suite struct GradientLayerTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A gradient layer with `frame` on a 100 × 100 black renderer, configured with
    /// actions disabled, drawn at each of `times` (the first commits it).
    func render(_ frame: CGRect, at times: [CFTimeInterval] = [100], _ configure: (CAGradientLayer) -> Void,
                check: (Bitmap, CFTimeInterval) -> Void) {
        withVirtualClock { clock in
            let stage = Stage()
            let gradient = CAGradientLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            gradient.frame = frame
            stage.root.addSublayer(gradient)
            configure(gradient)
            CATransaction.commit()
            for t in times {
                stage.render(at: t, clock)
                check(stage.renderer.bitmap, t)
            }
        }
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        layer.setValue([Self.red], forKey: "colors")
        #expect((layer.colors as? [CGColor]) == [Self.red])
    }

    @Test func anAxialGradientRunsFromTopToBottom() {
        // Two rows: t = 0.25 and 0.75 → ramp entries 64 and 191 of red → blue.
        render(CGRect(x: 10, y: 10, width: 3, height: 2), { $0.colors = [Self.red, Self.blue] }) { bitmap, _ in
            #expect((10..<13).allSatisfy { bitmap[$0, 10].rawValue == 0xFFBF_0040 && bitmap[$0, 11].rawValue == 0xFF40_00BF })
            #expect(bitmap[9, 10] == .black && bitmap[13, 11] == .black && bitmap[10, 12] == .black)
        }
    }

    @Test func locationsPlaceTheColours() {
        render(CGRect(x: 0, y: 0, width: 1, height: 4), {
            $0.colors = [Self.red, Self.blue]
            $0.locations = [0.5, 0.5]
        }) { bitmap, _ in
            #expect((0..<4).map { bitmap[0, $0].rawValue } == [0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF])
        }
    }

    @Test func coloursBlendUnpremultipliedAsOnIOS() {
        // White to clear (transparent black): at t = 64/255 the colour is 0.749 grey at
        // alpha 0.749, premultiplied 143 — over black, 0x8F grey (a darker band, as iOS shows).
        render(CGRect(x: 0, y: 0, width: 1, height: 2), {
            $0.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
        }) { bitmap, _ in
            #expect(bitmap[0, 0].rawValue == 0xFF8F_8F8F)
        }
    }

    @Test func aRadialGradientGrowsFromTheStartPoint() {
        render(CGRect(x: 0, y: 0, width: 20, height: 20), {
            $0.type = .radial
            $0.colors = [Self.red, Self.blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }) { bitmap, _ in
            // Pixel (10, 10): t = √(0.05² + 0.05²) = 0.0707 → entry 18.
            #expect(bitmap[10, 10].rawValue == 0xFFED_0012)
            #expect(bitmap[9, 9] == bitmap[10, 10] && bitmap[9, 10] == bitmap[10, 9])
            #expect(bitmap[0, 0].rawValue == 0xFF00_00FF && bitmap[19, 0].rawValue == 0xFF00_00FF)
        }
    }

    @Test func coloursAnimate() {
        render(CGRect(x: 0, y: 0, width: 2, height: 2), at: [100, 100.5, 101.5], { layer in
            layer.colors = [Self.red, Self.red]
            let animation = CABasicAnimation(keyPath: "colors")
            animation.fromValue = [Self.red, Self.red]
            animation.toValue = [Self.blue, Self.blue]
            animation.duration = 1
            layer.add(animation, forKey: nil)
        }) { bitmap, t in
            let expected: UInt32 = t == 100 ? 0xFFFF_0000 : t == 100.5 ? 0xFF80_0080 : 0xFFFF_0000
            #expect(bitmap[1, 1].rawValue == expected, "t = \(t)")
        }
    }

    @Test func theEndPointsAnimate() {
        // The gradient turns from vertical to horizontal: halfway, the end point is (0.5, 0.5),
        // one pixel right and down of the start.
        render(CGRect(x: 0, y: 0, width: 2, height: 2), at: [100, 100.5], { layer in
            layer.colors = [Self.red, Self.blue]
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 0)
            let animation = CABasicAnimation(keyPath: "endPoint")
            animation.fromValue = CGPoint(x: 0, y: 1)
            animation.toValue = CGPoint(x: 1, y: 0)
            animation.duration = 1
            layer.add(animation, forKey: nil)
            #expect(layer.value(forKeyPath: "endPoint") as? CGPoint == CGPoint(x: 1, y: 0))
        }) { bitmap, t in
            guard t == 100.5 else { return }
            // Pixel (0, 0): t = (0.5 + 0.5)/2 → entry 128; pixel (1, 0): t = (1.5 + 0.5)/2 = 1.
            #expect(bitmap[0, 0].rawValue == 0xFF7F_0080 && bitmap[1, 0].rawValue == 0xFF00_00FF)
        }
    }

    @Test func locationsAnimate() {
        render(CGRect(x: 0, y: 0, width: 1, height: 4), at: [100, 100.5], { layer in
            layer.colors = [Self.red, Self.blue]
            layer.locations = [0.5, 0.5]
            let animation = CABasicAnimation(keyPath: "locations")
            animation.fromValue = [0.0, 1.0]
            animation.toValue = [0.5, 0.5]
            animation.duration = 1
            layer.add(animation, forKey: nil)
        }) { bitmap, t in
            if t == 100 {
                // Locations 0 and 1: row 0 (t = 0.125 → entry 32) is already part blue.
                #expect(bitmap[0, 0].rawValue == 0xFFDF_0020)
            } else {
                // Locations 0.25 and 0.75: rows 0 and 3 lie outside them, pure red and blue.
                #expect(bitmap[0, 0].rawValue == 0xFFFF_0000 && bitmap[0, 3].rawValue == 0xFF00_00FF)
            }
        }
    }
}
