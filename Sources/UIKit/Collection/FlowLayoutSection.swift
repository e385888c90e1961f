import CoreGraphics

/// Where one section of a flow layout lies: its header, its items in lines, its footer.
/// Computed in the scroll axis ("along") and the other ("across"), so one piece of code
/// lays out both directions. Made once per `prepare()`; finding the lines in view is a
/// binary search, so it costs the same for ten items or a million.
struct FlowLayoutSection {
    /// One line of items: where it starts and ends along the scroll axis, and its items.
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    /// Where the section starts and ends along the scroll axis (header to footer).
    var start: CGFloat
    var end: CGFloat
    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect] = []
    var lines: [Line] = []

    /// What the section's layout depends on, from the flow layout or its delegate.
    struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// Lays out `sizes` from `start` along the scroll axis in a collection `extent`
    /// points across (its width when it scrolls vertically): items fill a line from
    /// the leading edge and wrap; a full line's leftover space goes between its items
    /// (one item alone is centred), the section's last line keeps the minimum spacing.
    /// Items of a line are centred across it. A header or footer spans the extent.
    init(start: CGFloat, sizes: [CGSize], metrics m: Metrics, extent: CGFloat, vertical: Bool) {
        self.start = start
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(along a: CGFloat, across c: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: breadth, height: length) : CGRect(x: a, y: c, width: length, height: breadth)
        }
        let insetBefore = vertical ? m.inset.top : m.inset.left, insetAfter = vertical ? m.inset.bottom : m.inset.right
        let acrossLead = vertical ? m.inset.left : m.inset.top, acrossTrail = vertical ? m.inset.right : m.inset.bottom
        var position = start
        if along(m.headerSize) > 0 {
            header = rect(along: position, across: 0, length: along(m.headerSize), breadth: extent)
            position += along(m.headerSize)
        }
        position += insetBefore
        let available = extent - acrossLead - acrossTrail
        itemFrames.reserveCapacity(sizes.count)
        var first = 0
        while first < sizes.count {
            // Fill the line: at least one item, then as many as fit with the minimum spacing.
            var end = first + 1, used = across(sizes[first])
            while end < sizes.count, used + m.interitemSpacing + across(sizes[end]) <= available {
                used += m.interitemSpacing + across(sizes[end])
                end += 1
            }
            let count = end - first, isLast = end == sizes.count
            let thickness = sizes[first..<end].map(along).max() ?? 0
            let leftover = available - (used - CGFloat(count - 1) * m.interitemSpacing)
            var cursor = acrossLead, gap = m.interitemSpacing
            if !isLast {
                if count == 1 { cursor += leftover / 2 } else { gap = leftover / CGFloat(count - 1) }
            }
            if !lines.isEmpty { position += m.lineSpacing }
            for item in first..<end {
                let size = sizes[item]
                itemFrames.append(rect(along: position + (thickness - along(size)) / 2, across: cursor,
                                       length: along(size), breadth: across(size)))
                cursor += across(size) + gap
            }
            lines.append(Line(start: position, end: position + thickness, items: first..<end))
            position += thickness
            first = end
        }
        position += insetAfter
        if along(m.footerSize) > 0 {
            footer = rect(along: position, across: 0, length: along(m.footerSize), breadth: extent)
            position += along(m.footerSize)
        }
        self.end = position
    }

    /// The items whose lines overlap `from ..< to` along the scroll axis.
    func items(from: CGFloat, to: CGFloat) -> Range<Int> {
        let firstLine = lines.partitionPoint { $0.end > from }
        let endLine = lines.partitionPoint { $0.start >= to }
        guard firstLine < endLine else { return 0..<0 }
        return lines[firstLine].items.lowerBound..<lines[endLine - 1].items.upperBound
    }
}
