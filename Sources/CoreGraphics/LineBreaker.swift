/// Cuts one paragraph into lines no wider than a width, and shortens the last line
/// allowed by `TextLineBreakMode`. Widths are in pixels; spaces at a line's end hang
/// past it (they neither count towards its width nor start the next line).
struct LineBreaker {
    let run: GlyphRun
    /// "…" in the same font and size.
    let ellipsis: GlyphRun
    /// The widest a line may be, or nil for no limit (only line breaks end lines).
    let width: CGFloat?
    let mode: TextLineBreakMode

    /// The line starting at character `start`. Wrapping breaks at the last break
    /// opportunity that fits; with none, between characters, keeping at least one.
    func line(from start: Int) -> LineContent {
        let end = nextLineStart(after: start)
        return LineContent(cuts: [cut(run.trimmingTrailingSpaces(start..<end))], consumed: start..<end,
                           wrapped: end < run.count)
    }

    /// The last line allowed, starting at `start`, when text remains after it: either
    /// its paragraph goes on (`paragraphContinues`) or more paragraphs follow.
    func lastLine(from start: Int, paragraphContinues: Bool) -> LineContent {
        let rest = start..<run.count
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return line(from: start)
        case .byClipping:
            return LineContent(cuts: [cut(run.trimmingTrailingSpaces(rest))], consumed: rest, wrapped: false)
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            // When the paragraph's rest fits, only later paragraphs are missing: "…" goes at the end.
            let content = run.trimmingTrailingSpaces(rest)
            let mode = paragraphContinues ? mode : .byTruncatingTail
            return LineContent(cuts: truncated(content, mode: mode), consumed: rest, wrapped: false)
        }
    }

    /// Where the line starting at `start` ends, spaces hanging past it included. The work
    /// is the length of the line, so breaking a paragraph is linear in its length.
    private func nextLineStart(after start: Int) -> Int {
        guard let width, start < run.count else { return run.count }
        var end = start + 1
        if let wordEnd = mode == .byCharWrapping ? nil : lastWordBreak(after: start, within: width) {
            end = wordEnd
        } else {
            while end < run.count && fits(run.trimmingTrailingSpaces(start..<end + 1), in: width) { end += 1 }
        }
        while end < run.count && run.isSpace(end) { end += 1 }
        return end
    }

    /// The last word break after `start` at which the line still fits, if any. Stops at
    /// the first character that does not fit: no later break can fit either.
    private func lastWordBreak(after start: Int, within width: CGFloat) -> Int? {
        var fitting: Int?
        for k in start + 1...run.count {
            if isWordBreak(before: k) {
                guard fits(run.trimmingTrailingSpaces(start..<k), in: width) else { break }
                fitting = k
            } else if !run.isSpace(k - 1) && !fits(start..<k, in: width) {
                break
            }
        }
        return fitting
    }

    /// Whether a line may end before character `k`: after a run of spaces, after a
    /// hyphen between letters, or at the paragraph's end.
    private func isWordBreak(before k: Int) -> Bool {
        if k == run.count { return true }
        if run.isSpace(k) { return false }
        if run.isSpace(k - 1) { return true }
        guard k >= 2, ["-", "\u{2010}"].contains(run.characters[k - 1]) else { return false }
        return run.characters[k - 2].isLetter && run.characters[k].isLetter
    }

    private func fits(_ span: Range<Int>, in width: CGFloat) -> Bool { run.width(span) <= width }

    private func fits(_ cuts: [LineContent.Cut]) -> Bool {
        guard let width else { return true }
        return LineContent(cuts: cuts, consumed: 0..<0, wrapped: false).width <= width
    }

    private func cut(_ span: Range<Int>) -> LineContent.Cut { LineContent.Cut(run: run, span: span) }

    private var ellipsisCut: LineContent.Cut { LineContent.Cut(run: ellipsis, span: 0..<ellipsis.count, isEllipsis: true) }

    /// `content` shortened with "…" where `mode` says, keeping as many characters as
    /// fit (grown a character at a time, so the work is the length shown); spaces
    /// beside the "…" are dropped. Just "…" when nothing else fits.
    private func truncated(_ content: Range<Int>, mode: TextLineBreakMode) -> [LineContent.Cut] {
        switch mode {
        case .byTruncatingHead:
            func cuts(_ start: Int) -> [LineContent.Cut] {
                [ellipsisCut, cut(run.trimmingLeadingSpaces(start..<content.upperBound))]
            }
            var start = content.upperBound
            while start > content.lowerBound && fits(cuts(start - 1)) { start -= 1 }
            return cuts(start)
        case .byTruncatingMiddle:
            return middleTruncated(content)
        default:
            func cuts(_ end: Int) -> [LineContent.Cut] {
                [cut(run.trimmingTrailingSpaces(content.lowerBound..<end)), ellipsisCut]
            }
            var end = content.lowerBound
            while end < content.upperBound && fits(cuts(end + 1)) { end += 1 }
            return cuts(end)
        }
    }

    /// Grows a head and a tail around "…" a character at a time, always on the
    /// narrower side, until the next character no longer fits.
    private func middleTruncated(_ content: Range<Int>) -> [LineContent.Cut] {
        var (head, tail) = (content.lowerBound, content.upperBound)
        func cuts(_ head: Int, _ tail: Int) -> [LineContent.Cut] {
            [cut(run.trimmingTrailingSpaces(content.lowerBound..<head)), ellipsisCut,
             cut(run.trimmingLeadingSpaces(tail..<content.upperBound))]
        }
        while head < tail {
            let growHead = run.width(content.lowerBound..<head) <= run.width(tail..<content.upperBound)
            let next = growHead ? cuts(head + 1, tail) : cuts(head, tail - 1)
            guard fits(next) else { break }
            if growHead { head += 1 } else { tail -= 1 }
        }
        return cuts(head, tail)
    }
}
