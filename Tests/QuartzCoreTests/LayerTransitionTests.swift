import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// CATransition played by the render engine on a real layer tree: the container's
/// sublayer tree changes (the red page leaves, the blue page arrives) and each frame
/// must match the golden of that type, subtype and progress.
@MainActor @Suite struct LayerTransitionTests {
    typealias Scene = TransitionScene

    /// The scene as layers: a container holding the red page, on a 48×32 renderer.
    @MainActor struct LayerScene {
        let renderer = CARenderer(width: Scene.width, height: Scene.height, kernels: .scalar)
        let container = CALayer()
        let redPage: CALayer
        let bluePage: CALayer

        init() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let bounds = CGRect(x: 0, y: 0, width: Scene.width, height: Scene.height)
            container.frame = bounds
            redPage = Self.page(Scene.red, marker: .white, at: 4, bounds: bounds)
            bluePage = Self.page(Scene.blue, marker: Scene.yellow, at: 36, bounds: bounds)
            container.addSublayer(redPage)
            CATransaction.commit()
            renderer.layer = container
        }

        static func page(_ colour: Pixel, marker: Pixel, at x: CGFloat, bounds: CGRect) -> CALayer {
            let page = CALayer()
            page.frame = bounds
            page.backgroundColor = CGColor(colour)
            let mark = CALayer()
            mark.frame = CGRect(x: x, y: 4, width: 8, height: 8)
            mark.backgroundColor = CGColor(marker)
            page.addSublayer(mark)
            return page
        }

        /// Adds `transition` and swaps the pages in one transaction at media time 100.
        func swapPages(with transition: CATransition, _ clock: VirtualMediaClock) {
            renderer.render(atTime: 99)
            clock.set(to: 100)
            CATransaction.begin()
            container.add(transition, forKey: nil)
            redPage.removeFromSuperlayer()
            container.addSublayer(bluePage)
            CATransaction.commit()
        }
    }

    @Test(arguments: TransitionKind.all, [0.0, 0.25, 0.5, 1.0])
    func everyTypeAndSubtypeMatchesItsGolden(kind: TransitionKind, progress: Double) {
        withVirtualClock(at: 0) { clock in
            let scene = LayerScene()
            let transition = CATransition()
            transition.type = kind.type
            transition.subtype = kind.subtype
            transition.duration = 1
            scene.swapPages(with: transition, clock)
            scene.renderer.render(atTime: 100 + progress)
            expectMatchesGolden(scene.renderer.bitmap, named: kind.goldenName(at: progress))
        }
    }

    @Test func startAndEndProgressNarrowTheTransition() {
        withVirtualClock(at: 0) { clock in
            let scene = LayerScene()
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            transition.startProgress = 0.25
            transition.endProgress = 0.75
            scene.swapPages(with: transition, clock)
            let kind = TransitionKind(type: .push, subtype: .fromRight)
            scene.renderer.render(atTime: 100)
            expectMatchesGolden(scene.renderer.bitmap, named: kind.goldenName(at: 0.25))
            scene.renderer.render(atTime: 100.5)
            expectMatchesGolden(scene.renderer.bitmap, named: kind.goldenName(at: 0.5))
            scene.renderer.render(atTime: 100.99)
            #expect(scene.renderer.bitmap[35, 0] == Scene.blue && scene.renderer.bitmap[11, 20] == Scene.red) // ≈0.75: the red page ends at x = 11
            scene.renderer.render(atTime: 101) // over: the after state
            expectMatchesGolden(scene.renderer.bitmap, named: kind.goldenName(at: 1))
        }
    }

    @Test func defaultsAreAQuarterSecondFadeAtLinearPace() {
        withVirtualClock(at: 0) { clock in
            let scene = LayerScene()
            let log = DelegateLog()
            let transition = CATransition()
            transition.delegate = log
            scene.swapPages(with: transition, clock)
            #expect(scene.container.animationKeys() == [kCATransition])
            scene.renderer.render(atTime: 100.125)
            expectMatchesGolden(scene.renderer.bitmap, named: "transition-fade-0.5")
            #expect(log.calls == ["start"])
            scene.renderer.render(atTime: 100.25)
            #expect(log.calls == ["start", "stop(true)"])
            expectMatchesGolden(scene.renderer.bitmap, named: "transition-fade-1")
        }
    }

    @Test func hidingAndShowingSublayersIsAChangeToo() {
        withVirtualClock(at: 0) { clock in
            let scene = LayerScene()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.container.addSublayer(scene.bluePage)
            scene.bluePage.isHidden = true
            CATransaction.commit()
            scene.renderer.render(atTime: 99)
            clock.set(to: 100)
            let transition = CATransition()
            transition.type = .moveIn
            transition.subtype = .fromBottom
            transition.duration = 1
            scene.container.add(transition, forKey: "pages")
            scene.bluePage.isHidden = false
            scene.renderer.render(atTime: 100.25)
            expectMatchesGolden(scene.renderer.bitmap, named: "transition-moveIn-fromBottom-0.25")
        }
    }
}
