import Foundation

/// The text a text field or text view edits and its selection, as UTF-16 offsets (how
/// NSString and the delegates' NSRanges count) that always fall between characters.
struct TextEditingBuffer: Equatable {
    private(set) var text: String
    /// The selected range; empty for a caret.
    var selection: Range<Int> {
        didSet { selection = clamp(selection.lowerBound)..<clamp(selection.upperBound) }
    }

    /// `text` with the caret at its end.
    init(text: String = "") {
        self.text = text
        selection = text.utf16.count..<text.utf16.count
    }

    var length: Int { text.utf16.count }

    /// Replaces the characters in `range` with `string` and puts the caret after it.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let lower = index(range.lowerBound), upper = index(range.upperBound)
        text.replaceSubrange(lower..<upper, with: string)
        // A combining mark typed after a letter joins it: the caret goes after the cluster.
        let caret = clamp(range.lowerBound + string.utf16.count, roundingUp: true)
        selection = caret..<caret
    }

    /// Replaces the whole text, the caret at its end.
    mutating func setText(_ string: String) {
        self = TextEditingBuffer(text: string)
    }

    /// What `deleteBackward()` removes: the selection, else the character before the
    /// caret; nil at the start of the text.
    var rangeToDeleteBackward: Range<Int>? {
        if !selection.isEmpty { return selection }
        guard selection.lowerBound > 0 else { return nil }
        let end = index(selection.lowerBound)
        return text.index(before: end).utf16Offset(in: text)..<selection.lowerBound
    }

    /// `range` as the delegates see it.
    func nsRange(_ range: Range<Int>) -> NSRange { NSRange(location: range.lowerBound, length: range.count) }

    /// The characters before `offset`: where the offset falls in text drawn one glyph
    /// per character (bullets).
    func characters(before offset: Int) -> Int { text[..<index(offset)].count }

    /// The offset after the first `count` characters.
    func offset(afterCharacters count: Int) -> Int {
        (text.index(text.startIndex, offsetBy: max(count, 0), limitedBy: text.endIndex) ?? text.endIndex).utf16Offset(in: text)
    }

    /// The string index at `offset` (clamped to the text, on a character boundary).
    func index(_ offset: Int) -> String.Index { String.Index(utf16Offset: clamp(offset), in: text) }

    /// `offset` within the text and moved to a character boundary (down, or up).
    func clamp(_ offset: Int, roundingUp: Bool = false) -> Int {
        let bounded = min(max(offset, 0), length)
        var down = bounded
        // Back to the character boundary at or before the offset (clusters are short).
        while down > 0, String.Index(utf16Offset: down, in: text).samePosition(in: text) == nil { down -= 1 }
        guard down != bounded, roundingUp else { return down }
        return text.index(after: String.Index(utf16Offset: down, in: text)).utf16Offset(in: text)
    }
}
