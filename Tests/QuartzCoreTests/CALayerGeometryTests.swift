import CoreGraphics
@testable import QuartzCore
import Testing

@MainActor @Suite struct CALayerGeometryTests {
    func layer(_ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        return layer
    }

    @Test func frameIsDerivedFromBoundsPositionAndAnchorPoint() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        l.position = CGPoint(x: 100, y: 50)
        #expect(l.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        l.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(l.frame == CGRect(x: 100, y: 30, width: 40, height: 20))
        l.frame = CGRect(x: 10, y: 10, width: 8, height: 6)
        #expect(l.position == CGPoint(x: 10, y: 16))
        #expect(l.bounds.size == CGSize(width: 8, height: 6))
    }

    @Test func frameOfATransformedLayerIsTheBoundingBox() {
        let l = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let f = l.frame
        #expect(abs(f.minX - 10) < 1e-9 && abs(f.minY - (-10)) < 1e-9)
        #expect(abs(f.width - 20) < 1e-9 && abs(f.height - 40) < 1e-9)
    }

    @Test func convertGoesThroughPositionBoundsOriginAndTransform() {
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = layer(CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = layer(CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
        #expect(root.convert(CGPoint(x: 16, y: 27), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: root) == CGPoint(x: 1, y: 2))
        a.bounds.origin = CGPoint(x: 5, y: 0) // scrolls a's content left by 5
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 27))
        // Scale 2 about a's centre (60, 70 in root).
        a.bounds.origin = .zero
        a.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: -40, y: -30))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: -40, y: -30, width: 20, height: 20))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: a) == CGPoint(x: 50, y: 50))
    }

    @Test func convertBetweenSiblings() {
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = layer(CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = layer(CGRect(x: 100, y: 40, width: 50, height: 50))
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -90, y: -30))
        #expect(a.convert(CGPoint(x: 0, y: 0), from: b) == CGPoint(x: 90, y: 30))
    }

    @Test func hitTestFindsTheFrontmostVisibleLayer() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = layer(CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        front.opacity = 0
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
    }

    @Test func masksToBoundsHidesSublayersOutside() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let clip = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = layer(CGRect(x: 10, y: 10, width: 40, height: 40))
        root.addSublayer(clip)
        clip.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === child)
        clip.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === root)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === child)
    }

    @Test func sublayersKeepTheirOrder() {
        let root = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers!.map(\.id) == [c, a, b].map(\.id))
        root.insertSublayer(d, above: a)
        #expect(root.sublayers!.map(\.id) == [c, a, d, b].map(\.id))
        root.insertSublayer(b, below: c)
        #expect(root.sublayers!.map(\.id) == [b, c, a, d].map(\.id))
        root.replaceSublayer(c, with: CALayer())
        #expect(c.superlayer == nil)
        d.removeFromSuperlayer()
        #expect(root.sublayers!.count == 3 && d.superlayer == nil)
        #expect(a.superlayer === root)
        let other = CALayer()
        other.addSublayer(a) // moving a layer takes it out of its old tree
        #expect(root.sublayers!.count == 2 && a.superlayer === other)
        root.insertSublayer(CALayer(), at: 99)
        #expect(root.sublayers!.count == 3)
    }

    @Test func presentationWithoutAnimationsIsTheModel() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let l = layer(CGRect(x: 1, y: 2, width: 3, height: 4))
        l.opacity = 0.5
        CATransaction.commit()
        let p = l.presentation()!
        #expect(p.frame == l.frame && p.opacity == 0.5)
        #expect(p.model() === l && l.model() === l)
    }
}
