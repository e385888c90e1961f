import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@MainActor @Suite struct LayerRenderInContextTests {
    static let red: UInt32 = 0xFFFF_0000, white: UInt32 = 0xFFFF_FFFF

    /// A 4 × 2 white layer with a 2 × 2 red sublayer at (0, 0), standing elsewhere,
    /// half transparent and turned: none of which `render(in:)` draws.
    func tree() -> (root: CALayer, square: CALayer) {
        let root = CALayer(), square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        root.position = CGPoint(x: 50, y: 50)
        root.opacity = 0.5
        root.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        square.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        CATransaction.commit()
        return (root, square)
    }

    func row(_ context: CGContext, _ y: Int) -> [UInt32] {
        let image = context.makeImage()!
        return (0..<image.width).map { image.bitmap[$0, y].rawValue }
    }

    @Test func drawsThePresentationAtTheCurrentMediaTime() {
        withVirtualClock(at: 100) { clock in
            let (root, square) = tree()
            square.add(basic("position.x", from: 1, to: 3), forKey: "slide")
            CATransaction.flush()
            clock.set(to: 100.5) // position.x 2: the square covers x 1–3
            let context = CGContext(width: 4, height: 2)
            root.render(in: context)
            #expect(row(context, 0) == [Self.white, Self.red, Self.red, Self.white])
            #expect(row(context, 1) == [Self.white, Self.red, Self.red, Self.white])
        }
    }

    @Test func drawsInTheLayersOwnSpaceUnderTheContextsTransform() {
        let (root, _) = tree()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds.origin = CGPoint(x: -1, y: 0) // bounds x −1…3: the square stays at user x 0–2
        CATransaction.commit()
        let context = CGContext(width: 12, height: 4)
        context.translateBy(x: 2, y: 0)
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: -1, y: 0, width: 4, height: 1))
        root.render(in: context)
        // Device x = 2 + 2 × user x: the root's white from user −1, red from 0 to 2,
        // the clip ending at user 3 (device 8) and after the first row.
        let (w, r) = (Self.white, Self.red)
        #expect(row(context, 0) == [w, w, r, r, r, r, w, w, 0, 0, 0, 0])
        #expect(row(context, 1) == [w, w, r, r, r, r, w, w, 0, 0, 0, 0])
        #expect(row(context, 2) == Array(repeating: 0, count: 12))
    }
}
