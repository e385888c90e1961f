/// A place in a text input's text, between two characters. Kiosk's inputs make
/// positions that hold a UTF-16 offset (as NSString counts); compare them through
/// the input (`offset(from:to:)`, `compare(_:to:)`).
@preconcurrency @MainActor open class UITextPosition {
    public init() {}
}

/// A stretch of a text input's text from `start` to `end`.
@preconcurrency @MainActor open class UITextRange {
    public init() {}
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
    open var isEmpty: Bool { true }
}

/// The positions and ranges Kiosk's text inputs hand out: UTF-16 offsets into their text.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

final class TextOffsetRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) { self.range = range }
    override var start: UITextPosition { TextOffsetPosition(range.lowerBound) }
    override var end: UITextPosition { TextOffsetPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
}
