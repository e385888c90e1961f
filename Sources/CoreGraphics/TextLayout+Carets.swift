extension TextLayout {
    /// Where the caret for an insertion at `index` (a position in `text`, between two
    /// characters) is drawn: a zero-width rectangle as tall as its line, in points from
    /// the layout's top left. In bidirectional text a position between two runs has two
    /// candidate places; the caret goes after the character before it when that reads
    /// in the paragraph's direction, else before the character after it. A position on
    /// no line (past the characters laid out, or cut by truncation) goes to the end of
    /// the last line that stands for it.
    public func caretRect(for index: String.Index) -> CGRect {
        guard let l = line(containing: index) else { return CGRect(x: 0, y: 0, width: 0, height: lineHeight) }
        let line = lines[l]
        let before = line.boxes.last { $0.range.upperBound == index }
        let after = line.boxes.first { $0.range.lowerBound == index }
        let x: CGFloat
        if let before, before.rightToLeft == line.isRightToLeft {
            x = before.trailingEdge
        } else if let after {
            x = after.leadingEdge
        } else if let before {
            x = before.trailingEdge
        } else {
            // No character of the line touches `index`: the line's end in reading order.
            x = line.isRightToLeft ? (line.boxes.first?.x ?? 0) : (line.boxes.last.map { $0.x + $0.width } ?? 0)
        }
        return CGRect(x: line.x + x, y: CGFloat(l) * lineHeight, width: 0, height: lineHeight)
    }

    /// The insertion position nearest `point` (points from the layout's top left): on
    /// the line at its height (the first or last line above or below them all), before
    /// or after the character under it by which half of it the point is in, measured in
    /// the character's reading direction. `text.startIndex` when there are no lines.
    public func characterIndex(closestTo point: CGPoint) -> String.Index {
        guard !lines.isEmpty else { return text.startIndex }
        let row = point.y.isFinite ? (point.y / lineHeight).rounded(.down) : 0
        let line = lines[Int(min(max(row, 0), CGFloat(lines.count - 1)))]
        guard let first = line.boxes.first, let last = line.boxes.last else { return line.range.lowerBound }
        let x = point.x.isFinite ? point.x - line.x : 0
        // Left of every character: its left edge's side; right of them all: the last one's right edge.
        if x < first.x { return first.rightToLeft ? first.range.upperBound : first.range.lowerBound }
        guard let box = line.boxes.first(where: { x < $0.x + $0.width }) else {
            return last.rightToLeft ? last.range.lowerBound : last.range.upperBound
        }
        let inLeftHalf = x < box.x + box.width / 2
        return inLeftHalf != box.rightToLeft ? box.range.lowerBound : box.range.upperBound
    }

    /// The rectangles that highlight the characters of `range` shown on each line, in
    /// visual order, each as tall as its line, in points from the layout's top left:
    /// one for each stretch of neighbouring characters, so a selection across a change
    /// of direction is several rectangles. Characters truncation hid have none.
    public func selectionRects(for range: Range<String.Index>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        let join = 0.5 / scale
        for (l, line) in lines.enumerated() where line.range.overlaps(range) {
            let y = CGFloat(l) * lineHeight
            var open: CGRect?
            for box in line.boxes where range.contains(box.range.lowerBound) {
                let rect = CGRect(x: line.x + box.x, y: y, width: box.width, height: lineHeight)
                if let current = open, abs(current.maxX - rect.minX) <= join {
                    open = CGRect(x: current.minX, y: y, width: rect.maxX - current.minX, height: lineHeight)
                } else {
                    if let current = open { rects.append(current) }
                    open = rect
                }
            }
            if let current = open { rects.append(current) }
        }
        return rects
    }

    /// A line's height in points.
    private var lineHeight: CGFloat { metrics.lineHeight / scale }

    /// The line a caret at `index` is on: the first whose characters include it, else
    /// the last that ends at it (the end of a paragraph), else the last line.
    private func line(containing index: String.Index) -> Int? {
        if let l = lines.firstIndex(where: { $0.range.contains(index) }) { return l }
        if let l = lines.lastIndex(where: { $0.range.upperBound == index }) { return l }
        return lines.indices.last
    }
}

extension TextLine.Box {
    /// Where reading the character starts: its left edge, or its right one right to left.
    var leadingEdge: CGFloat { rightToLeft ? x + width : x }
    /// Where reading the character ends.
    var trailingEdge: CGFloat { rightToLeft ? x : x + width }
}
