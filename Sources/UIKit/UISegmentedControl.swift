import CoreGraphics

/// A row of segments, titles or images, of which one is selected: a tap on an
/// enabled segment selects it and sends `.valueChanged` when the selection changed
/// (every tap when `isMomentary`). Setting `selectedSegmentIndex` from code sends nothing.
///
/// It draws as iOS 7 to 12 did: a `tintColor` outline with corners of 4 points and
/// lines of 1 point between the segments; the selected segment filled with the tint
/// and titled in white, the others titled in the tint, the one under the finger
/// filled with the tint at 0.15. Disabled segments are titled in systemGray, and a
/// disabled control draws all in systemGray. Titles are in the system font at 13
/// points; segments share the width equally, apart from those given a width. Index
/// arguments out of range are ignored (getters answer nil, false or 0); changes show
/// at once, whatever `animated` says.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// The height `sizeThatFits` gives.
    static let defaultHeight: CGFloat = 29
    /// Points between a segment's content and its edges in `sizeThatFits`.
    static let contentPadding: CGFloat = 10
    static let fontSize: CGFloat = 13
    static let highlightAlpha: CGFloat = 0.15

    private var segments: [SegmentView] = []
    private var dividers: [UIView] = []
    /// The segment under the finger while tracking.
    private var highlightedSegment: Int?

    /// The selected segment, or `noSegment`; values out of range select none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) && selectedSegmentIndex != Self.noSegment {
                selectedSegmentIndex = Self.noSegment
            }
            repaint()
        }
    }

    /// Whether a tap only sends `.valueChanged` (with the tapped segment as
    /// `selectedSegmentIndex`) and leaves no segment drawn selected.
    open var isMomentary = false { didSet { repaint() } }

    open var numberOfSegments: Int { segments.count }

    /// A control with a segment per item: a `String` is a title, a `UIImage` an image
    /// (other items are skipped), sized to fit.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        configure()
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    private func configure() {
        layer.cornerRadius = 4
        layer.borderWidth = 1
        clipsToBounds = true
        repaint()
    }

    // MARK: Segments

    /// Inserts a segment titled `title` before segment `segment` (at the end when beyond
    /// it); the selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(title: title, image: nil, at: segment)
    }

    /// Inserts a segment showing `image` before segment `segment` (at the end when beyond it).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(title: nil, image: image, at: segment)
    }

    /// Removes segment `segment`; if it was selected, none is.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments = []
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        setNeedsLayout()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        setNeedsLayout()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Enables or disables one segment: a disabled segment is greyed and taps on it do nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        repaint()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Gives segment `segment` a width of its own; 0 makes it share the free width again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    private func insert(title: String?, image: UIImage?, at index: Int) {
        let segment = SegmentView(fontSize: Self.fontSize)
        segment.title = title
        segment.image = image
        let i = min(max(index, 0), segments.count)
        segments.insert(segment, at: i)
        addSubview(segment)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    /// One divider between each two segments, then paint and lay out again.
    private func segmentsDidChange() {
        while dividers.count > max(segments.count - 1, 0) { dividers.removeLast().removeFromSuperview() }
        while dividers.count < segments.count - 1 {
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            dividers.append(divider)
            addSubview(divider)
        }
        repaint()
        setNeedsLayout()
    }

    // MARK: Drawing

    open override func stateDidChange() { repaint() }
    open override func tintColorDidChange() { repaint() }

    /// Colours the outline, the dividers and every segment for the current state.
    private func repaint() {
        let tint: UIColor = isEnabled ? tintColor : .systemGray
        layer.borderColor = tint.cgColor
        for divider in dividers { divider.backgroundColor = tint }
        for (i, segment) in segments.enumerated() {
            let enabled = isEnabled && segment.isEnabled
            if i == selectedSegmentIndex && !isMomentary {
                segment.paint(fill: tint, foreground: .white)
            } else {
                let fill = i == highlightedSegment ? tint.withAlphaComponent(Self.highlightAlpha) : nil
                segment.paint(fill: fill, foreground: enabled ? tint : .systemGray)
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = contentScaleFactor
        let lines = CGFloat(dividers.count)
        let fixed = segments.reduce(0) { $0 + $1.width }
        let sharing = segments.filter { $0.width == 0 }.count
        let shared = sharing > 0 ? max(bounds.width - lines - fixed, 0) / CGFloat(sharing) : 0
        var x = bounds.minX
        for (i, segment) in segments.enumerated() {
            let width = segment.width > 0 ? segment.width : shared
            let span = CGFloat.pixelSpan(from: x, to: x + width, scale: scale)
            segment.frame = CGRect(x: span.x, y: bounds.minY, width: span.width, height: bounds.height)
            x += width
            if i < dividers.count {
                dividers[i].frame = CGRect(x: span.x + span.width, y: bounds.minY, width: 1, height: bounds.height)
                x += 1
            }
        }
    }

    /// Every segment as wide as the widest content plus 10 points each side (or its
    /// own width), the dividers, and the standard height, 29 points; `size` is ignored.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = segments.map(\.contentSize.width).max() ?? 0
        let widths = segments.map { $0.width > 0 ? $0.width : widest + 2 * Self.contentPadding }
        return CGSize(width: widths.reduce(0, +) + CGFloat(dividers.count), height: Self.defaultHeight)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Tracking

    /// The enabled segment under `touch` when it is inside the bounds grown by the
    /// touch tolerance (the nearest segment across), or nil.
    private func segment(under touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        let tolerance = UIControl.touchTolerance
        guard bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(point), !segments.isEmpty else { return nil }
        let x = min(max(point.x, bounds.minX), bounds.maxX)
        let index = segments.lastIndex { $0.frame.minX <= x } ?? 0
        return segments[index].isEnabled ? index : nil
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segment(under: touch)
        repaint()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segment(under: touch)
        repaint()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlightedSegment = nil
        if let touch, let index = segment(under: touch), isMomentary || index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        } else {
            repaint()
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegment = nil
        repaint()
    }
}
