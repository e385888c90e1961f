import CoreGraphics

/// Where the guide puts everything in a root view of a given size, in points: the
/// heading naming the listing along the top, the stage, a row of two play buttons and
/// the listing selector along the bottom. The controller lays out from it and the
/// tour aims its taps with it.
struct GuideLayout: Sendable {
    static let margin: CGFloat = 8
    static let headingHeight: CGFloat = 56
    static let buttonHeight: CGFloat = 36
    static let selectorHeight: CGFloat = 29

    let headingFrame: CGRect
    let stageFrame: CGRect
    /// The block-based form's button, then the begin/commit form's.
    let buttonFrames: [CGRect]
    let selectorFrame: CGRect

    init(size: CGSize) {
        let m = Self.margin, width = size.width - 2 * m
        headingFrame = CGRect(x: m, y: m, width: width, height: Self.headingHeight)
        selectorFrame = CGRect(x: m, y: size.height - m - Self.selectorHeight, width: width, height: Self.selectorHeight)
        let buttonsTop = selectorFrame.minY - m - Self.buttonHeight
        let buttonWidth = (width - m) / 2
        buttonFrames = [CGRect(x: m, y: buttonsTop, width: buttonWidth, height: Self.buttonHeight),
                        CGRect(x: 2 * m + buttonWidth, y: buttonsTop, width: buttonWidth, height: Self.buttonHeight)]
        let stageTop = headingFrame.maxY + m
        stageFrame = CGRect(x: m, y: stageTop, width: width, height: max(buttonsTop - m - stageTop, 0))
    }

    /// The middle of the button that plays form `form`.
    func buttonCenter(form: Int) -> CGPoint {
        CGPoint(x: buttonFrames[form].midX, y: buttonFrames[form].midY)
    }

    /// The middle of segment `index` of `count` (they share the selector's width).
    func selectorCenter(index: Int, of count: Int) -> CGPoint {
        let segmentWidth = selectorFrame.width / CGFloat(count)
        return CGPoint(x: selectorFrame.minX + (CGFloat(index) + 0.5) * segmentWidth, y: selectorFrame.midY)
    }
}
