
/// A TrueType or OpenType font loaded through FreeType: metrics, advances and glyph
/// masks at any pixel size, rounded to 1/64 pixel and clamped to `pixelSizes` (1…2048;
/// 0, negative sizes and NaN give 1, larger ones and infinity 2048). Immutable and
/// shareable; faces are cached per path, so every `FontFace` for one file shares one
/// open face and one glyph cache, and compares equal.
///
/// Loading refuses, with a `FontError` naming the file, what FreeType cannot open and
/// what it opens but could not draw: an empty file, a font without glyphs, outlines or a
/// Unicode map, or one whose first glyph fails to load (truncated or corrupt).
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    let face: FreeTypeFace

    /// Loads the font at `path`, or reuses it if this process already loaded that path.
    public init(contentsOf path: String) throws(FontError) {
        face = try FreeTypeLibrary.shared.face(at: path)
    }

    /// Loads face `faceIndex` of the font collection (.ttc) at `path`, or reuses it.
    public init(contentsOf path: String, faceIndex: Int) throws(FontError) {
        face = try FreeTypeLibrary.shared.face(at: path, index: faceIndex)
    }

    /// Loads a font from `bytes`, a whole font file in memory (checked as a file is);
    /// `name` stands for the file in errors and in `path`. Each call opens its own face,
    /// closed when the last `FontFace` using it goes.
    public init(bytes: [UInt8], name: String) throws(FontError) {
        face = try FreeTypeLibrary.shared.face(bytes: bytes, name: name)
    }

    /// The pixel sizes glyphs are rasterised at; sizes outside are clamped into it.
    public static var pixelSizes: ClosedRange<CGFloat> { FreeTypeFace.pixelSizes }

    /// Where Debian's fonts-dejavu-core puts DejaVu Sans.
    public static let systemPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Where Debian's fonts-dejavu-core puts DejaVu Sans Bold.
    public static let systemBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The files `system()` and `systemBold()` load: DejaVu Sans unless a board file
    /// chose other fonts for the whole process (set it before any text is laid out).
    public static var systemFontPaths: (regular: String, bold: String) {
        get { chosenSystemFonts.withLock { $0 } }
        set { chosenSystemFonts.withLock { $0 = newValue } }
    }
    private static let chosenSystemFonts = Locked((regular: systemPath, bold: systemBoldPath))

    /// The system font: DejaVu Sans (Debian's fonts-dejavu-core), or the regular face
    /// `systemFontPaths` names.
    public static func system() throws(FontError) -> FontFace { try systemFace(at: systemFontPaths.regular) }

    /// The bold system font: DejaVu Sans Bold, or the bold face `systemFontPaths` names.
    public static func systemBold() throws(FontError) -> FontFace { try systemFace(at: systemFontPaths.bold) }

    /// A system face: DejaVu's with the package hint, any other file as it is.
    private static func systemFace(at path: String) throws(FontError) -> FontFace {
        path == systemPath || path == systemBoldPath ? try dejaVu(at: path) : try FontFace(contentsOf: path)
    }

    /// The DejaVu face at `path`, with an error that says which package provides it.
    static func dejaVu(at path: String) throws(FontError) -> FontFace {
        do {
            return try FontFace(contentsOf: path)
        } catch {
            throw FontError(path: path, reason: "\(error.reason); install Debian's fonts-dejavu-core "
                            + "(apt-get install fonts-dejavu-core)")
        }
    }

    /// The file the face was loaded from.
    public var path: String { face.path }
    /// The face's index in its file (0 but in a font collection).
    public var faceIndex: Int { face.index }
    /// The font's family name, such as "DejaVu Sans".
    public var familyName: String { face.familyName }
    /// The font's style name, such as "Bold".
    public var styleName: String { face.styleName }

    /// Ascender, descender and line height at `pixelSize` pixels per em.
    public func metrics(pixelSize: CGFloat) -> FontMetrics { face.metrics(pixelSize: pixelSize) }

    /// The width in pixels of `string` set on one line at `pixelSize`, shaped as a
    /// `TextLayout` shapes it (fallback fonts included): the sum of its glyphs' advances
    /// and the kerning between neighbours. A tab counts as a space; other control
    /// characters (such as "\n") count nothing.
    public func advance(of string: String, pixelSize: CGFloat) -> CGFloat {
        let run = GlyphRun(string, range: string.startIndex..<string.endIndex, font: self, pixelSize: pixelSize)
        return run.width(0..<run.count)
    }

    /// The glyph that draws `scalar` at `pixelSize` (the font's missing-glyph box if it has none).
    public func glyph(for scalar: Unicode.Scalar, pixelSize: CGFloat) -> Glyph {
        face.glyph(face.glyphIndex(for: scalar), pixelSize: pixelSize)
    }

    /// The kerning in pixels FreeType gives between two glyphs at `pixelSize` (0 if the font has none).
    public func kerning(between left: Glyph, and right: Glyph, pixelSize: CGFloat) -> CGFloat {
        face.kerning(between: left.index, and: right.index, pixelSize: pixelSize)
    }

    /// The scalars that draw `scalars`: a tab is drawn as a space, and other control
    /// characters draw nothing.
    static func drawnScalars(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.compactMap { scalar in
            if scalar == "\t" { return " " }
            return scalar.properties.generalCategory == .control ? nil : scalar
        }
    }

    public static func == (left: FontFace, right: FontFace) -> Bool { left.face === right.face }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(face)) }

    public var description: String {
        "FontFace(\(familyName) \(styleName), \(path)" + (faceIndex == 0 ? ")" : " #\(faceIndex))")
    }
}
