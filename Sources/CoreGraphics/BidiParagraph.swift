import CFriBidi

/// One paragraph's bidirectional levels by the Unicode Bidirectional Algorithm (UAX #9,
/// through FriBidi): its base direction from the text (rules P2–P3: the first strong
/// character, else left to right) unless one is forced, and each scalar's resolved
/// embedding level, even for left to right and odd for right to left. Lines are
/// reordered after line breaking (`lineLevels`, then `visualOrder`).
struct BidiParagraph {
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let baseLevel: UInt8
    /// Each scalar's level, with rule L1's resets that do not depend on where lines end.
    let levels: [UInt8]
    /// FriBidi's bidi type of each scalar.
    private let types: [FriBidiCharType]

    /// Resolves `scalars`, one paragraph (no paragraph separators inside), with its base
    /// direction from its text (`rightToLeft` nil) or forced.
    init(_ scalars: [UInt32], rightToLeft: Bool? = nil) {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = rightToLeft.map { $0 ? kiosk_fribidi_par_rtl : kiosk_fribidi_par_ltr } ?? kiosk_fribidi_par_on
        var resolved: FriBidiLevel = 0
        if count > 0 {
            fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
            resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        }
        let rtl = count > 0 ? direction == kiosk_fribidi_par_rtl : rightToLeft ?? false
        baseLevel = rtl ? 1 : 0
        // FriBidi fails (returns 0) only when it cannot allocate: then the paragraph stays at its base level.
        self.levels = resolved == 0 ? [UInt8](repeating: rtl ? 1 : 0, count: count) : levels.map { UInt8(max($0, 0)) }
        self.types = types
    }

    /// The levels of the line made of `scalars` (a range of the paragraph's) after rule
    /// L1 resets the whitespace at its end to the paragraph's level (FriBidi's
    /// `fribidi_reorder_line`).
    func lineLevels(_ scalars: Range<Int>) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        // Only the line's own levels and types are copied and read: a paragraph's lines
        // together cost its length, not its length times its lines.
        var levels = self.levels[scalars].map { FriBidiLevel($0) }
        let direction = baseLevel == 1 ? kiosk_fribidi_par_rtl : kiosk_fribidi_par_ltr
        types.withUnsafeBufferPointer { types in
            _ = fribidi_reorder_line(0, types.baseAddress! + scalars.lowerBound, FriBidiStrIndex(scalars.count), 0,
                                     direction, &levels, nil, nil)
        }
        return levels.map { UInt8(max($0, 0)) }
    }

    /// The visual order of items with `levels` (rule L2): from the highest level down to
    /// the lowest odd one, every run of items at that level or above is reversed. Item
    /// `order[i]` is the `i`th from the left.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
