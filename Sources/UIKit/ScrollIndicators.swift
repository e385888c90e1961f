import CoreGraphics
import Foundation

/// A scroll view's two indicators: thin rounded bars along the right and bottom edges
/// whose length is the share of the content in view and whose position is the
/// offset's share of its range, shortened while the content is pulled past an edge.
/// They show while the content scrolls by a finger or coasts, and fade out after.
/// The sizes and timings are Kiosk's, close to what iOS shows.
@MainActor final class ScrollIndicators {
    let vertical = ScrollIndicators.makeBar()
    let horizontal = ScrollIndicators.makeBar()

    static let thickness: CGFloat = 3
    /// Room between a bar and the view's edges.
    static let margin: CGFloat = 3
    /// The shortest a bar gets, and the shortest while pulled past an edge.
    static let minimumLength: CGFloat = 36
    static let minimumPulledLength: CGFloat = 7
    /// The fade out: it waits `fadeDelay` after the motion ends, then takes `fadeDuration`.
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    private static func makeBar() -> UIView {
        let bar = UIView()
        bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
        bar.layer.cornerRadius = thickness / 2
        bar.isUserInteractionEnabled = false
        bar.alpha = 0
        return bar
    }

    /// Shows the bars of the axes `scrollView` scrolls on, in front of its content.
    func show(in scrollView: UIScrollView) {
        UIView.performWithoutAnimation {
            for bar in [vertical, horizontal] {
                if bar.superview !== scrollView { scrollView.addSubview(bar) } else { scrollView.bringSubviewToFront(bar) }
                bar.layer.removeAllAnimations()
                bar.alpha = 1
            }
            layOut(in: scrollView)
        }
    }

    /// Fades the bars out, after `fadeDelay`.
    func hide() {
        UIView.animate(withDuration: Self.fadeDuration, delay: Self.fadeDelay, options: [.beginFromCurrentState],
                       animations: { for bar in [self.vertical, self.horizontal] { bar.alpha = 0 } })
    }

    /// Places the bars for `scrollView`'s offset, in its content's coordinates.
    func layOut(in scrollView: UIScrollView) {
        let bounds = scrollView.bounds, range = scrollView.offsetRange, inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        UIView.performWithoutAnimation {
            vertical.isHidden = !scrollView.showsVerticalScrollIndicator || range.y.lowerBound == range.y.upperBound
            horizontal.isHidden = !scrollView.showsHorizontalScrollIndicator || range.x.lowerBound == range.x.upperBound
            let (y, height) = Self.bar(offset: bounds.minY, range: range.y, visible: bounds.height,
                                       content: size.height + inset.top + inset.bottom)
            vertical.frame = CGRect(x: bounds.maxX - Self.margin - Self.thickness, y: bounds.minY + y,
                                    width: Self.thickness, height: height)
            let (x, width) = Self.bar(offset: bounds.minX, range: range.x, visible: bounds.width,
                                      content: size.width + inset.left + inset.right)
            horizontal.frame = CGRect(x: bounds.minX + x, y: bounds.maxY - Self.margin - Self.thickness,
                                      width: width, height: Self.thickness)
        }
    }

    /// Where a bar starts along its track (from the view's edge) and how long it is.
    static func bar(offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat) -> (CGFloat, CGFloat) {
        let track = max(visible - 2 * margin, 0)
        guard content > 0, range.upperBound > range.lowerBound else { return (margin, track) }
        let pulled = offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
        var length = max(track * visible / content, minimumLength)
        length = min(max(length - pulled, minimumPulledLength), track)
        let share = min(max((offset - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        return (margin + (track - length) * share, length)
    }
}

extension UIScrollView {
    /// Shows the indicators, in front, for the scroll that starts.
    func showIndicators() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        let bars = indicators ?? ScrollIndicators()
        indicators = bars
        bars.show(in: self)
    }

    /// Fades the indicators out: the scroll is over.
    func hideIndicators() { indicators?.hide() }

    /// Keeps the indicators where the offset puts them.
    func layOutIndicators() { indicators?.layOut(in: self) }
}
