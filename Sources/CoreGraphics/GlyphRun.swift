import CHarfBuzz

/// A paragraph's characters shaped and set on one line at one pixel size, in logical
/// (reading) order: each character's font (the text's, or a fallback for what it lacks),
/// bidi level and glyphs. Line breaking and truncation cut lines out of it by character
/// and measure any cut in constant time; `LineContent` puts a line's cuts in visual order.
///
/// The paragraph is cut into items of one font, one bidi level and one script, each
/// shaped by HarfBuzz with the whole paragraph as context. A font with a legacy kern
/// table (DejaVu's) is set as Kiosk always set it, left-to-right items only: kerned by
/// FreeType's grid-fitted kerning (whole pixels when hinted) between neighbouring
/// glyphs, with HarfBuzz's kern and standard ligatures (liga) off, so Latin text in the
/// system font draws the same pixels as before shaping; every other font, and
/// right-to-left items, are kerned and ligated by HarfBuzz (GPOS kern, GSUB liga).
struct GlyphRun {
    /// One stretch of characters shaped together.
    struct Item {
        let face: FreeTypeFace
        let rightToLeft: Bool
        /// Whether FreeType's legacy kerning applies (see the type's notes).
        let legacyKerning: Bool
        let characters: Range<Int>
        let glyphs: Range<Int>
    }

    /// The text's font (fallback fonts draw only what it lacks).
    let font: FontFace
    let pixelSize: CGFloat
    let characters: [Character]
    /// Where each character starts in the source text, then where the last one ends.
    let indices: [String.Index]
    /// The paragraph's bidi levels, over every scalar of its characters.
    let bidi: BidiParagraph
    /// Where each character's scalars start in `bidi`'s, then their count.
    let scalarStarts: [Int]
    let items: [Item]
    /// Which item each character is in.
    let itemOfCharacter: [Int]
    /// Every item's glyphs, item after item; within an item in visual order.
    let glyphs: [ShapedGlyph]
    /// Each character's glyphs in `glyphs`: none for control characters and for the
    /// later characters of a cluster HarfBuzz drew as one (a ligature), which its first
    /// character's glyphs draw.
    let glyphRanges: [Range<Int>]
    /// The characters drawn together with each character (itself alone but in ligatures).
    let clusters: [Range<Int>]
    /// Each character's advance: its glyphs' advances.
    let advances: [CGFloat]
    /// Legacy kerning between each character's first glyph and the glyph before it.
    let kerning: [CGFloat]
    /// For each character 0…count: the advances and kerning of the characters before it.
    private let prefix: [CGFloat]
    /// For each start 0…count, the first character at or after it that has glyphs.
    private let nextWithGlyphs: [Int]
    /// For each end 0…count, the last character before it that has glyphs (-1 for none).
    private let lastWithGlyphs: [Int]
    /// Whether each character is a space a line may break after.
    private let spaces: [Bool]
    /// For each end 0…count, the end with the spaces before it removed.
    private let endsWithoutSpaces: [Int]
    /// For each start 0…count, the start with the spaces after it skipped.
    private let startsWithoutSpaces: [Int]

    /// Sets `text[range]`, which holds no paragraph breaks, with its base direction from
    /// its text, or right to left (`rightToLeft` true) or left to right (false).
    init(_ text: String, range: Range<String.Index>, font: FontFace, pixelSize: CGFloat, rightToLeft: Bool? = nil) {
        self.font = font
        self.pixelSize = pixelSize
        let paragraph = text[range]
        let characters = Array(paragraph)
        self.characters = characters
        indices = Array(paragraph.indices) + [range.upperBound]

        // Every scalar for the bidi algorithm; the drawn ones (tabs as spaces, no
        // control characters) for shaping, with the character each belongs to.
        var scalars: [UInt32] = [], scalarStarts: [Int] = []
        var drawn: [UInt32] = [], drawnStarts: [Int] = [], characterOfDrawn: [Int] = []
        var drawnScalars: [[Unicode.Scalar]] = []
        for (k, character) in characters.enumerated() {
            scalarStarts.append(scalars.count)
            scalars += character.unicodeScalars.map(\.value)
            let shown = FontFace.drawnScalars(character.unicodeScalars)
            drawnStarts.append(drawn.count)
            drawn += shown.map(\.value)
            characterOfDrawn += Array(repeating: k, count: shown.count)
            drawnScalars.append(shown)
        }
        scalarStarts.append(scalars.count)
        drawnStarts.append(drawn.count)
        self.scalarStarts = scalarStarts
        let bidi = BidiParagraph(scalars, rightToLeft: rightToLeft)
        self.bidi = bidi

        let faces = GlyphRun.faces(for: drawnScalars, font: font.face)
        let scripts = GlyphRun.scripts(of: characters)
        let levels = characters.indices.map { bidi.levels[scalarStarts[$0]] }

        var items: [Item] = [], glyphs: [ShapedGlyph] = [], itemOfCharacter: [Int] = []
        var glyphRanges = [Range<Int>](repeating: 0..<0, count: characters.count)
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count && faces[end] === faces[start] && levels[end] == levels[start]
                    && scripts[end] == scripts[start] { end += 1 }
            let face = faces[start], rightToLeft = levels[start] & 1 == 1
            let legacy = face.hasKerning && !face.hasColourStrikes && !rightToLeft
            let shaped = drawnStarts[start] == drawnStarts[end] ? []
                : face.shape(drawn, item: drawnStarts[start]..<drawnStarts[end], rightToLeft: rightToLeft,
                             script: scripts[start], pixelSize: pixelSize, legacy: legacy)
            // HarfBuzz keeps a cluster's glyphs together, so each character's are one range.
            var g = 0
            while g < shaped.count {
                let k = characterOfDrawn[shaped[g].cluster]
                var h = g + 1
                while h < shaped.count && characterOfDrawn[shaped[h].cluster] == k { h += 1 }
                glyphRanges[k] = glyphs.count + g..<glyphs.count + h
                g = h
            }
            items.append(Item(face: face, rightToLeft: rightToLeft, legacyKerning: legacy, characters: start..<end,
                              glyphs: glyphs.count..<glyphs.count + shaped.count))
            itemOfCharacter += Array(repeating: items.count - 1, count: end - start)
            glyphs += shaped
            start = end
        }
        self.items = items
        self.itemOfCharacter = itemOfCharacter
        self.glyphs = glyphs
        self.glyphRanges = glyphRanges

        // A character without glyphs belongs to the cluster of the one before it in its item.
        var heads = Array(characters.indices)
        for item in items {
            var head: Int?
            for k in item.characters {
                if glyphRanges[k].isEmpty, let head { heads[k] = head } else { head = k }
            }
        }
        var clusters = [Range<Int>](repeating: 0..<0, count: characters.count)
        var first = 0
        while first < characters.count {
            var end = first + 1
            while end < characters.count && heads[end] == first { end += 1 }
            for k in first..<end { clusters[k] = first..<end }
            first = end
        }
        self.clusters = clusters

        let advances = glyphRanges.map { $0.reduce(CGFloat(0)) { $0 + glyphs[$1].advance } }
        self.advances = advances
        var kerning = [CGFloat](repeating: 0, count: characters.count)
        var previous: (glyph: UInt32, item: Int)?
        for k in characters.indices where !glyphRanges[k].isEmpty {
            let item = items[itemOfCharacter[k]]
            if item.legacyKerning, let previous, items[previous.item].legacyKerning, items[previous.item].face === item.face {
                kerning[k] = item.face.kerning(between: previous.glyph, and: glyphs[glyphRanges[k].lowerBound].index,
                                               pixelSize: pixelSize)
            }
            previous = (glyphs[glyphRanges[k].upperBound - 1].index, itemOfCharacter[k])
        }
        self.kerning = kerning
        var prefix: [CGFloat] = [0]
        prefix.reserveCapacity(characters.count + 1)
        for k in characters.indices { prefix.append(prefix[k] + advances[k] + kerning[k]) }
        self.prefix = prefix
        var next = [characters.count]
        for k in characters.indices.reversed() { next.append(glyphRanges[k].isEmpty ? next.last! : k) }
        nextWithGlyphs = next.reversed()
        var last = [-1]
        for k in characters.indices { last.append(glyphRanges[k].isEmpty ? last[k] : k) }
        lastWithGlyphs = last

        let spaces = characters.map(GlyphRun.isBreakingSpace)
        var ends = [0]
        for k in spaces.indices { ends.append(spaces[k] ? ends[k] : k + 1) }
        var starts = [characters.count]
        for k in spaces.indices.reversed() { starts.append(spaces[k] ? starts.last! : k) }
        self.spaces = spaces
        endsWithoutSpaces = ends
        startsWithoutSpaces = starts.reversed()
    }

    var count: Int { characters.count }

    /// Whether the paragraph reads right to left.
    var isRightToLeft: Bool { bidi.baseLevel == 1 }

    /// The advance width of the characters in `span` on one line: their advances and
    /// the kerning between them (not with characters outside it).
    func width(_ span: Range<Int>) -> CGFloat {
        guard !span.isEmpty else { return 0 }
        let first = nextWithGlyphs[span.lowerBound]
        guard first < span.upperBound else { return 0 }
        return prefix[span.upperBound] - prefix[span.lowerBound] - kerning[first]
    }

    /// Whether character `k` is a space a line may break after (not a no-break space).
    func isSpace(_ k: Int) -> Bool { spaces[k] }

    /// The logically first glyph drawn for `span`, with its item (nil when none is).
    func firstGlyph(_ span: Range<Int>) -> (glyph: ShapedGlyph, item: Item)? {
        guard !span.isEmpty, nextWithGlyphs[span.lowerBound] < span.upperBound else { return nil }
        let k = nextWithGlyphs[span.lowerBound]
        return (glyphs[glyphRanges[k].lowerBound], items[itemOfCharacter[k]])
    }

    /// The logically last glyph drawn for `span`, with its item (nil when none is).
    func lastGlyph(_ span: Range<Int>) -> (glyph: ShapedGlyph, item: Item)? {
        guard !span.isEmpty, lastWithGlyphs[span.upperBound] >= span.lowerBound else { return nil }
        let k = lastWithGlyphs[span.upperBound]
        return (glyphs[glyphRanges[k].upperBound - 1], items[itemOfCharacter[k]])
    }

    private static func isBreakingSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains(scalar)
    }

    /// `span` without the spaces at its end (in constant time: trimming must not make
    /// breaking a line of many spaces quadratic).
    func trimmingTrailingSpaces(_ span: Range<Int>) -> Range<Int> {
        span.lowerBound..<max(span.lowerBound, endsWithoutSpaces[span.upperBound])
    }

    /// `span` without the spaces at its start.
    func trimmingLeadingSpaces(_ span: Range<Int>) -> Range<Int> {
        min(startsWithoutSpaces[span.lowerBound], span.upperBound)..<span.upperBound
    }

    /// The source text range of the characters in `span`.
    func textRange(_ span: Range<Int>) -> Range<String.Index> { indices[span.lowerBound]..<indices[span.upperBound] }

    /// The face that draws each character: `font` where it has every scalar the
    /// character draws, else the fallback fontconfig offers (a colour font first for an
    /// emoji presentation), else `font` (its missing-glyph box). A character that draws
    /// nothing takes the face before it.
    private static func faces(for drawn: [[Unicode.Scalar]], font: FreeTypeFace) -> [FreeTypeFace] {
        var faces: [FreeTypeFace] = []
        faces.reserveCapacity(drawn.count)
        for scalars in drawn {
            let needed = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            guard !needed.isEmpty else {
                faces.append(faces.last ?? font)
                continue
            }
            let colour = wantsColour(scalars)
            if !colour && font.covers(needed) {
                faces.append(font)
                continue
            }
            let fallback = FontFallback.shared.face(for: scalars, bold: font.isBold, colour: colour)?.face
            faces.append(colour && fallback == nil && font.covers(needed) ? font : fallback ?? font)
        }
        return faces
    }

    /// Whether a character asks for an emoji picture: an emoji that is shown as one by
    /// default, or any character followed by the emoji variation selector (U+FE0F), unless
    /// the text variation selector (U+FE0E) asks otherwise.
    static func wantsColour(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, !scalars.contains("\u{FE0E}") else { return false }
        return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
    }

    /// Each character's script for shaping: its first scalar's that is not Common or
    /// Inherited; such characters (spaces, digits, punctuation, marks) take the script
    /// of the character before them, or at the start the first script after them.
    private static func scripts(of characters: [Character]) -> [hb_script_t] {
        let own = characters.map { character in
            character.unicodeScalars.lazy.map(FreeTypeFace.script(of:))
                .first { $0 != HB_SCRIPT_COMMON && $0 != HB_SCRIPT_INHERITED && $0 != HB_SCRIPT_UNKNOWN }
        }
        var scripts: [hb_script_t] = []
        scripts.reserveCapacity(characters.count)
        var current = own.lazy.compactMap { $0 }.first ?? HB_SCRIPT_COMMON
        for script in own {
            if let script { current = script }
            scripts.append(current)
        }
        return scripts
    }
}
