import CoreGraphics
import Foundation
@testable import QuartzCore
import Raster
import Testing

/// CAShapeLayer: drawn by the render server from its presented values, cached while still.
@MainActor @Suite struct ShapeLayerTests {
    static let red = Pixel(rawValue: 0xFFFF_0000)
    static let blue = Pixel(rawValue: 0xFF00_00FF)

    /// A 40 × 10 shape layer at (10, 10) on a 100 × 100 black renderer (scalar kernels).
    @MainActor struct ShapeStage {
        let stage = Stage()
        let shape = CAShapeLayer()

        init(_ configure: (CAShapeLayer) -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            shape.frame = CGRect(x: 10, y: 10, width: 40, height: 10)
            configure(shape)
            stage.root.addSublayer(shape)
            CATransaction.commit()
        }

        var bitmap: Bitmap { stage.renderer.bitmap }
        var shapeRenders: Int { stage.renderer.engine.compositor.shapeRenders }
    }

    /// A horizontal line along the middle of the 40 × 10 layer, from x 0 to 40.
    static func line() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        return path
    }

    /// Device columns painted `color` on rows 14 and 15 (a 2-wide line at y 15), the rows beside them black.
    static func paintedColumns(_ bitmap: Bitmap, _ color: Pixel) -> [Int] {
        #expect((0..<100).allSatisfy { bitmap[$0, 13] == .black && bitmap[$0, 16] == .black })
        let columns = (0..<100).filter { bitmap[$0, 14] == color }
        #expect(columns == (0..<100).filter { bitmap[$0, 15] == color })
        return columns
    }

    @Test func theDefaultsAreCoreAnimations() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.fillColor == CGColor.black && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
    }

    @Test func aFilledPathIsDrawnInTheLayersCoordinates() {
        withVirtualClock { clock in
            let s = ShapeStage { $0.path = CGPath(rect: CGRect(x: 5, y: 2, width: 10, height: 6), transform: nil) }
            s.stage.render(at: 100, clock)
            #expect(Fixture.isFilled(s.bitmap, Rect(x: 15, y: 12, width: 10, height: 6), with: .black, elsewhere: .black))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            s.shape.fillColor = CGColor(Self.red)
            CATransaction.commit()
            s.stage.render(at: 100.1, clock)
            #expect(Fixture.isFilled(s.bitmap, Rect(x: 15, y: 12, width: 10, height: 6), with: Self.red, elsewhere: .black))
        }
    }

    @Test func aStrokedLineWithDashes() {
        withVirtualClock { clock in
            let s = ShapeStage {
                $0.path = Self.line()
                $0.fillColor = nil
                $0.strokeColor = CGColor(Self.blue)
                $0.lineWidth = 2
                $0.lineDashPattern = [4, 2]
            }
            s.stage.render(at: 100, clock)
            #expect(Self.paintedColumns(s.bitmap, Self.blue) == (10..<50).filter { ($0 - 10) % 6 < 4 })
        }
    }

    @Test func strokeEndAnimatesHalfTheLengthAtHalfTime() {
        withVirtualClock { clock in
            let s = ShapeStage {
                $0.path = Self.line()
                $0.fillColor = nil
                $0.strokeColor = CGColor(Self.red)
                $0.lineWidth = 2
            }
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            s.shape.add(animation, forKey: "draw")
            s.stage.render(at: 100, clock)
            #expect(Self.paintedColumns(s.bitmap, Self.red) == [])
            s.stage.render(at: 100.5, clock)
            #expect(Self.paintedColumns(s.bitmap, Self.red) == Array(10..<30))
            s.stage.render(at: 100.75, clock)
            #expect(Self.paintedColumns(s.bitmap, Self.red) == Array(10..<40))
            s.stage.render(at: 101.5, clock)
            #expect(Self.paintedColumns(s.bitmap, Self.red) == Array(10..<50))
        }
    }

    @Test func aStillShapeIsRasterisedOnce() {
        withVirtualClock { clock in
            let s = ShapeStage { $0.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil) }
            for frame in 0..<5 { s.stage.render(at: 100 + Double(frame) / 60, clock) }
            #expect(s.shapeRenders == 1)
            s.shape.add(basic("lineWidth", from: 1, to: 5), forKey: nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            s.shape.strokeColor = CGColor(Self.red)
            CATransaction.commit()
            for frame in 5..<10 { s.stage.render(at: 100 + Double(frame) / 60, clock) }
            #expect(s.shapeRenders == 6)
        }
    }

    @Test func pathsWithTheSameStepsInterpolatePointByPoint() {
        withVirtualClock { clock in
            let s = ShapeStage {
                $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
                $0.fillColor = CGColor(Self.red)
            }
            s.shape.add(basic("path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                              to: CGPath(rect: CGRect(x: 20, y: 0, width: 20, height: 10), transform: nil)), forKey: nil)
            s.stage.render(at: 100, clock)  // commits: the animation begins now
            s.stage.render(at: 100.5, clock)
            // Halfway: x 10…25 in the layer, 20…35 on the device.
            #expect(Fixture.isFilled(s.bitmap, Rect(x: 20, y: 10, width: 15, height: 10), with: Self.red, elsewhere: .black))
            // An ellipse (move, 4 curves, close) against a rectangle (move, 3 lines, close): no blend, a switch at half time.
            s.shape.add(basic("path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                              to: CGPath(ellipseIn: CGRect(x: 20, y: 0, width: 20, height: 10), transform: nil)), forKey: "switch")
            s.stage.render(at: 100.5, clock)
            #expect(s.bitmap[11, 15] == Self.red && s.bitmap[40, 15] == .black)  // still the rectangle
            s.stage.render(at: 101.25, clock)
            #expect(s.bitmap[22, 15] == .black && s.bitmap[40, 15] == Self.red && s.bitmap[11, 15] == .black)
            #expect(s.shape.presentation()?.path?.boundingBox == CGRect(x: 20, y: 0, width: 20, height: 10))
        }
    }

    @Test func standaloneShapeLayersAnimateImplicitly() {
        withVirtualClock { clock in
            let s = ShapeStage { $0.path = Self.line() }
            s.stage.render(at: 100, clock)  // shown: from now on its changes animate
            s.shape.strokeEnd = 0.5
            #expect(s.shape.animation(forKey: "strokeEnd") != nil)
            #expect(s.shape.value(forKeyPath: "strokeEnd") as? Double == 0.5)
            s.shape.setValue(0.25, forKeyPath: "strokeStart")
            #expect(s.shape.strokeStart == 0.25 && s.shape.animation(forKey: "strokeStart") != nil)
        }
    }
}
