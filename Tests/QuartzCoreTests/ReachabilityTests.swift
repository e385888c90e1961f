import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// Issue 19: a commit that changes no sublayer list cannot leave a layer unreachable,
/// so the render engine does not walk the whole tree looking for one (the frame where
/// a transition ends commits its container's animations only, over a page of 1 000 layers).
@MainActor @Suite struct ReachabilityTests {
    /// A root holding a page of `count` layers, shown by an offscreen renderer.
    static func scene(count: Int) -> (renderer: CARenderer, root: CALayer, page: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let page = CALayer()
        page.frame = root.bounds
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 8, y: index / 8, width: 1, height: 1)
            page.addSublayer(layer)
        }
        root.addSublayer(page)
        let renderer = CARenderer(width: 40, height: 40)
        renderer.layer = root
        return (renderer, root, page)
    }

    @Test func propertyChangesWalkNoTree() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, page) = Self.scene(count: 64)
            renderer.render(atTime: 1)
            let walks = renderer.engine.reachabilityWalks
            #expect(renderer.tableCounts.layers == 66)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[5].backgroundColor = CGColor.white
            root.backgroundColor = CGColor.black
            CATransaction.commit()
            renderer.render(atTime: 2)
            #expect(renderer.engine.reachabilityWalks == walks)
            #expect(renderer.tableCounts.layers == 66)
        }
    }

    @Test func aRemovedSublayerIsForgotten() {
        withVirtualClock(at: 0) { _ in
            let (renderer, _, page) = Self.scene(count: 64)
            renderer.render(atTime: 1)
            let walks = renderer.engine.reachabilityWalks
            CATransaction.begin()
            page.sublayers?[5].removeFromSuperlayer()
            CATransaction.commit()
            renderer.render(atTime: 2)
            #expect(renderer.engine.reachabilityWalks == walks + 1)
            #expect(renderer.tableCounts.layers == 65)
            // Reordering reaches the same layers, but is a changed list: walked, nothing lost.
            CATransaction.begin()
            let first = page.sublayers![0]
            page.addSublayer(first)
            CATransaction.commit()
            renderer.render(atTime: 3)
            #expect(renderer.engine.reachabilityWalks == walks + 2)
            #expect(renderer.tableCounts.layers == 65)
        }
    }
}
