import CFontconfig

/// The fonts that draw what a text's font lacks, found through fontconfig: every font
/// fontconfig knows, sorted once as it would sort them for a sans-serif in English
/// (`FcFontSort`, regular or bold), and for each character the first of them that has
/// all of its scalars (an emoji wanting colour looks at colour fonts first). Results
/// are cached per character; the choice depends only on the fonts installed and
/// fontconfig's configuration, never on what was laid out before.
///
/// Without fontconfig, or a font for a character, there is no fallback: the text's own
/// font draws its missing-glyph box.
final class FontFallback: Sendable {
    static let shared = FontFallback()

    /// Characters' choices kept before the cache starts again from empty.
    static let cacheCapacity = 16_384

    /// One font fontconfig offers: where it is and what it covers.
    private struct Candidate {
        let path: String
        let index: Int
        /// fontconfig's set of the font's characters, alive as long as the sorted set.
        let characters: OpaquePointer
        let isColour: Bool
    }

    private struct Key: Hashable {
        let scalars: [UInt32]
        let bold: Bool
        let colour: Bool
    }

    /// fontconfig's objects are reached only under the lock.
    private struct State: @unchecked Sendable {
        var started = false
        var config: OpaquePointer?
        /// The sorted candidates, regular and bold, made on first use.
        var candidates: [Bool: [Candidate]] = [:]
        /// fontconfig's sorted sets the candidates point into, kept (and reachable, so
        /// LeakSanitizer does not call them leaks) for the process's life.
        var sortedSets: [OpaquePointer] = []
        var chosen: [Key: FontFace?] = [:]
        /// Candidates that failed to load, not tried again.
        var broken: Set<String> = []
    }

    private let state = Locked(State())

    /// The font fontconfig offers for a character of `scalars` (default-ignorable ones,
    /// such as joiners and variation selectors, need no glyph), a bold one for `bold`
    /// text; `colour` tries colour fonts first. Nil when no font has them all, unless one
    /// has the first.
    func face(for scalars: [Unicode.Scalar], bold: Bool, colour: Bool) -> FontFace? {
        let needed = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
        guard !needed.isEmpty else { return nil }
        let key = Key(scalars: needed, bold: bold, colour: colour)
        return state.withLock { state in
            if let known = state.chosen[key] { return known }
            let face = FontFallback.choose(needed, bold: bold, colour: colour, in: &state)
            if state.chosen.count >= FontFallback.cacheCapacity { state.chosen.removeAll(keepingCapacity: true) }
            state.chosen[key] = face
            return face
        }
    }

    private static func choose(_ scalars: [UInt32], bold: Bool, colour: Bool, in state: inout State) -> FontFace? {
        let candidates = sorted(bold: bold, in: &state)
        func covers(_ candidate: Candidate, _ scalars: some Sequence<UInt32>) -> Bool {
            scalars.allSatisfy { FcCharSetHasChar(candidate.characters, $0) != 0 }
        }
        let passes: [(Candidate) -> Bool] = (colour ? [{ $0.isColour && covers($0, scalars) }] : [])
            + [{ covers($0, scalars) }, { covers($0, scalars.prefix(1)) }]
        for pass in passes {
            for candidate in candidates where pass(candidate) && !state.broken.contains(candidate.path) {
                if let face = try? FontFace(contentsOf: candidate.path, faceIndex: candidate.index) { return face }
                state.broken.insert(candidate.path)
            }
        }
        return nil
    }

    /// fontconfig's fonts for a sans-serif (bold or regular) in English, best first.
    private static func sorted(bold: Bool, in state: inout State) -> [Candidate] {
        if let known = state.candidates[bold] { return known }
        if !state.started {
            state.started = true
            state.config = FcInitLoadConfigAndFonts()
        }
        guard let config = state.config, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddString(pattern, FC_LANG, "en")
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        // Kept for the process's life: the candidates' character sets live in it.
        guard let set = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
        state.sortedSets.append(OpaquePointer(set))
        var candidates: [Candidate] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var characters: OpaquePointer?
            var index: Int32 = 0
            var isColour: FcBool = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                  FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters
            else { continue }
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            _ = FcPatternGetBool(font, FC_COLOR, 0, &isColour)
            candidates.append(Candidate(path: String(cString: file), index: Int(index), characters: characters,
                                        isColour: isColour != 0))
        }
        state.candidates[bold] = candidates
        return candidates
    }
}
