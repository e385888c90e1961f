import CoreGraphics
import QuartzCore
import Raster
import Testing
import UIKit

@MainActor @Suite struct UIViewTests {
    @Test func geometryIsTheLayers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 50, y: 25)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func appearanceIsTheLayers() {
        let view = UIView()
        view.alpha = 0.5
        view.backgroundColor = .red
        view.isHidden = true
        view.clipsToBounds = true
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.backgroundColor == .red)
        #expect(view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test func aViewsLayerNeverAnimatesImplicitly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.2
        view.center = CGPoint(x: 40, y: 40)
        view.backgroundColor = .blue
        view.layer.opacity = 0.7 // through the layer too: the view is its delegate
        #expect(view.layer.animationKeys() == nil)
        let standalone = CALayer()
        standalone.opacity = 0.2
        #expect(standalone.animationKeys() == nil) // never shown: its first settings take effect at once
    }

    @Test func subviewsAndSublayersKeepOneOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        func order() -> [UIView] { root.subviews }
        #expect(order() == [c, a, b])
        root.bringSubviewToFront(c)
        #expect(order() == [a, b, c])
        root.sendSubviewToBack(b)
        #expect(order() == [b, a, c])
        root.insertSubview(b, aboveSubview: c)
        #expect(order() == [a, c, b])
        root.insertSubview(a, belowSubview: b)
        #expect(order() == [c, a, b])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == [b, a, c])
        #expect(root.layer.sublayers!.map { ObjectIdentifier($0) } == order().map { ObjectIdentifier($0.layer) })
        a.removeFromSuperview()
        #expect(a.superview == nil && a.layer.superlayer == nil && root.subviews == [b, c])
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
        c.tag = 7
        #expect(root.viewWithTag(7) === c && root.viewWithTag(8) == nil)
    }

    @Test func movingIntoAWindowTellsTheWholeSubtree() {
        final class Watcher: UIView {
            var windows: [UIWindow?] = []
            override func didMoveToWindow() { windows.append(window) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), watcher = Watcher()
        container.addSubview(watcher)
        #expect(watcher.windows.isEmpty)
        window.addSubview(container)
        #expect(watcher.windows.count == 1 && watcher.windows[0] === window)
        container.removeFromSuperview()
        #expect(watcher.windows.count == 2 && watcher.windows[1] == nil)
        #expect(watcher.next === container)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let half = UIView(frame: CGRect(x: 20, y: 70, width: 60, height: 20))
        half.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        for v in [stretchy, pinnedRight, half, fixed] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 40, width: 20, height: 20))
        #expect(half.frame == CGRect(x: 70, y: 70, width: 60, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func layoutRunsOncePerRequest() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded() // the initial frame asked for one
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.bounds.size = CGSize(width: 20, height: 10) // a size change asks again
        view.center = CGPoint(x: 1, y: 1)                // a move does not
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.setNeedsLayout()
        view.layer.layoutIfNeeded() // the layer asks its delegate
        #expect(view.layouts == 3)
    }

    /// A view whose `layoutSubviews()` keeps a 10 pt red box at its right edge.
    final class PinsABoxRight: UIView {
        let box = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            box.backgroundColor = .red
            addSubview(box)
        }
        override func layoutSubviews() { box.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10) }
    }

    /// A commit outside any main-loop turn (here the renderer's own flush, with nobody
    /// calling layoutIfNeeded()) lays the tree out first: the first frame after a resize
    /// shows the box where layoutSubviews() put it, never where it was.
    @Test func theCommitLaysOutBeforeTheFrameIsDrawn() {
        let renderer = CARenderer(width: 40, height: 10, kernels: .scalar)
        let view = PinsABoxRight(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        renderer.layer = view.layer
        renderer.render(atTime: 0)
        let red = Pixel(rawValue: 0xFFFF_0000)
        #expect((0..<40).filter { renderer.bitmap[$0, 5] == red } == Array(10..<20))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        renderer.render(atTime: 0)
        #expect((0..<40).filter { renderer.bitmap[$0, 5] == red } == Array(30..<40))
    }
}

@MainActor @Suite struct UIColorTests {
    @Test func componentsAndNamedColours() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0.5, 0, 1))
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.pixel.rawValue == 0x4040_0000)
        #expect(UIColor.clear.cgColor.alpha == 0)
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    }
}
