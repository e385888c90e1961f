import CoreGraphics
import QuartzCore
import Raster

/// The scene the DRM check shows, sized to the screen: coloured boxes on a dark
/// background, a small box that can slide across (the cheap animation the vblank
/// cadence is measured with) and a page container whose pages a push transition swaps.
@MainActor final class CheckScene {
    let root = CALayer()
    let mover = CALayer()
    let container = CALayer()
    let pageA: CALayer
    let pageB: CALayer
    private let width: CGFloat

    init(width: Int, height: Int) {
        let w = CGFloat(width), h = CGFloat(height)
        self.width = w
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: w, height: h)
        root.backgroundColor = CGColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1)
        let colours = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.75, blue: 0, alpha: 1),
                       CGColor(red: 0, green: 0.25, blue: 1, alpha: 1)]
        for (i, colour) in colours.enumerated() {
            let box = CALayer()
            box.frame = CGRect(x: w * (0.05 + 0.3 * CGFloat(i)), y: h * 0.04, width: w * 0.25, height: h * 0.12)
            box.backgroundColor = colour
            root.addSublayer(box)
        }
        mover.frame = CGRect(x: 0, y: h * 0.2, width: 32, height: 32)
        mover.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
        root.addSublayer(mover)
        container.frame = CGRect(x: 0, y: h * 0.3, width: w, height: h * 0.7)
        container.masksToBounds = true
        let pageBounds = CGRect(x: 0, y: 0, width: w, height: h * 0.7)
        pageA = Self.page(bounds: pageBounds, colour: CGColor(red: 1, green: 0.6, blue: 0.1, alpha: 1),
                          marker: CGColor(red: 1, green: 1, blue: 1, alpha: 1), at: 0.1)
        pageB = Self.page(bounds: pageBounds, colour: CGColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1),
                          marker: CGColor(red: 0, green: 0, blue: 0, alpha: 1), at: 0.6)
        container.addSublayer(pageA)
        root.addSublayer(container)
        CATransaction.commit()
    }

    private static func page(bounds: CGRect, colour: CGColor, marker: CGColor, at x: CGFloat) -> CALayer {
        let page = CALayer()
        page.frame = bounds
        page.backgroundColor = colour
        let mark = CALayer()
        mark.frame = CGRect(x: bounds.width * x, y: bounds.height * 0.2, width: bounds.width * 0.3, height: bounds.height * 0.5)
        mark.backgroundColor = marker
        page.addSublayer(mark)
        return page
    }

    /// Slides the small box from the left edge to the right one, starting at `beginTime`.
    func slideMover(beginTime: CFTimeInterval, duration: CFTimeInterval) {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 16.0
        slide.toValue = Double(width - 16)
        slide.beginTime = beginTime
        slide.duration = duration
        mover.add(slide, forKey: "slide")
    }

    /// Pushes the other page in from the right, starting at `beginTime`.
    func pushPages(beginTime: CFTimeInterval, duration: CFTimeInterval) {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.beginTime = beginTime
        push.duration = duration
        container.add(push, forKey: "push")
        let leaving = pageA.superlayer == nil ? pageB : pageA
        let arriving = leaving === pageA ? pageB : pageA
        leaving.removeFromSuperlayer()
        container.addSublayer(arriving)
    }
}

/// The scene twice: one tree for the render server that draws to the display, one
/// for a `CARenderer` that draws the reference picture of any moment. Every change
/// goes to both in one transaction, with explicit begin times, so both trees animate
/// identically.
@MainActor final class MirroredScene {
    let shown: CheckScene
    private let reference: CheckScene
    private let renderer: CARenderer

    init(width: Int, height: Int) {
        shown = CheckScene(width: width, height: height)
        reference = CheckScene(width: width, height: height)
        renderer = CARenderer(width: width, height: height)
        renderer.layer = reference.root
    }

    /// Applies `change` to both trees in one transaction without implicit animations
    /// and sends it to the render server at once (a command-line program has no run
    /// loop whose turn would end the implicit transaction).
    func apply(_ change: (CheckScene) -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change(shown)
        change(reference)
        CATransaction.commit()
        CATransaction.flush()
    }

    /// The reference picture at media time `time` (times must not go backwards).
    func reference(at time: CFTimeInterval) -> Bitmap {
        renderer.render(atTime: time)
        return renderer.bitmap
    }
}
