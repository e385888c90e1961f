import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// The render engine keeps last frame's copy of a layer's values while the layer is
/// not committed anew and nothing animates it (`RenderLayer.generation`). Every step
/// that could leave a stale copy — a changed value, siblings reordered, an animation
/// that ends or is removed — draws what a fresh renderer of the same tree draws.
@MainActor @Suite struct PresentedValuesTests {
    static let size = 32
    static let colours: [CGColor] = [CGColor.white, CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                     CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]

    /// Expects `renderer`'s frame at `time` to equal a fresh renderer's of `root`.
    static func expectFresh(_ renderer: CARenderer, _ root: CALayer, at time: Double, _ step: String) {
        renderer.render(atTime: time)
        let fresh = CARenderer(width: size, height: size)
        fresh.layer = root
        fresh.render(atTime: time)
        let same = (0..<size).allSatisfy { y in (0..<size).allSatisfy { x in renderer.bitmap[x, y] == fresh.bitmap[x, y] } }
        #expect(same, "\(step)")
        fresh.layer = nil
    }

    static func animation(_ keyPath: String, from: Double, to: Double, duration: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
        return animation
    }

    @Test func everyStepDrawsWhatAFreshRendererDraws() {
        withVirtualClock(at: 0) { clock in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: CGFloat(Self.size), height: CGFloat(Self.size))
            root.position = CGPoint(x: CGFloat(Self.size) / 2, y: CGFloat(Self.size) / 2)
            let tiles = Self.colours.enumerated().map { index, colour in
                let tile = CALayer()
                tile.frame = CGRect(x: CGFloat(index) * 6, y: CGFloat(index) * 6, width: 12, height: 12)
                tile.backgroundColor = colour
                root.addSublayer(tile)
                return tile
            }
            CATransaction.commit()
            let renderer = CARenderer(width: Self.size, height: Self.size)
            renderer.layer = root
            Self.expectFresh(renderer, root, at: 1, "first frame")
            Self.expectFresh(renderer, root, at: 2, "unchanged")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            tiles[1].backgroundColor = CGColor.black
            CATransaction.commit()
            Self.expectFresh(renderer, root, at: 3, "a changed colour")
            CATransaction.begin()
            tiles[0].removeFromSuperlayer()
            root.addSublayer(tiles[0])
            CATransaction.commit()
            Self.expectFresh(renderer, root, at: 4, "siblings reordered")
            clock.set(to: 5)
            tiles[2].add(Self.animation("position.x", from: 0, to: 20, duration: 1), forKey: "slide")
            Self.expectFresh(renderer, root, at: 5.5, "animated")
            Self.expectFresh(renderer, root, at: 6.5, "the animation ended")
            Self.expectFresh(renderer, root, at: 7, "after its end")
            tiles[3].add(Self.animation("opacity", from: 0.5, to: 0.5, duration: 100), forKey: "fade")
            Self.expectFresh(renderer, root, at: 8, "faded")
            tiles[3].removeAnimation(forKey: "fade")
            Self.expectFresh(renderer, root, at: 9, "the animation removed")
        }
    }
}
