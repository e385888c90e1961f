import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore
@testable import UIKit

/// A view whose intrinsic content size a test sets.
@MainActor final class SizedView: UIView {
    var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        contentSize = CGSize(width: width, height: height)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A root view drawn by an offscreen renderer on a virtual clock, for constraint
/// animations: `render(at:)` commits and draws the frame shown at that time.
@MainActor struct LayoutScene {
    let clock = VirtualMediaClock(startingAt: 0)
    let renderer = CARenderer(width: 40, height: 40, kernels: .scalar)
    let root: UIView

    init(width: CGFloat = 300, height: CGFloat = 200) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        renderer.layer = root.layer
    }

    func render(at t: CFTimeInterval) {
        clock.set(to: t)
        renderer.render(atTime: t)
    }

    /// `view`'s frame as shown at `t` (its presentation layer's position and bounds).
    func presentedFrame(of view: UIView, at t: CFTimeInterval) -> CGRect {
        clock.set(to: t)
        let layer = view.layer.presentation() ?? view.layer
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    func run(_ body: (LayoutScene) -> Void) { MediaClocks.withClock(clock) { body(self) } }
}

extension LayoutEngine {
    /// The report written last, with every address replaced by `0x…` so that tests can compare it.
    var lastReportWithoutAddresses: String? {
        reports.last.map { $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression) }
    }
}
