import CoreGraphics

/// A typeface at a size in points: a CoreGraphics `FontFace` (FreeType) and a point size.
///
/// The system fonts are DejaVu Sans and DejaVu Sans Bold from Debian's
/// fonts-dejavu-core; `init?(name:size:)` finds DejaVu faces by name, and
/// `init(contentsOfFile:size:)` loads any TrueType or OpenType file. Faces are cached
/// per file (by `FontFace`), so fonts of one file at any size share one face and its glyphs.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// Where `init?(name:size:)` looks for `<name>.ttf`: Debian's DejaVu folder.
    public static let namedFontsFolder = "/usr/share/fonts/truetype/dejavu"

    /// The face the text is set in (Kiosk's addition: what `TextLayout` takes).
    public let face: FontFace
    /// The em size in points.
    public let pointSize: CGFloat
    /// The font's file name without its extension; for DejaVu that is its PostScript
    /// name, such as "DejaVuSans-Bold".
    public let fontName: String

    /// The font in `face` at `size` points.
    public init(face: FontFace, size: CGFloat) {
        self.face = face
        pointSize = size
        fontName = URL(fileURLWithPath: face.path).deletingPathExtension().lastPathComponent
    }

    /// The font named `fontName` (a file `<fontName>.ttf` in `namedFontsFolder`, such
    /// as "DejaVuSans", "DejaVuSerif-Bold" or "DejaVuSansMono"), or nil when there is no
    /// such font or it cannot be loaded.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let isFileName = fontName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard !fontName.isEmpty, isFileName,
              let face = try? FontFace(contentsOf: "\(UIFont.namedFontsFolder)/\(fontName).ttf") else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The font in the TrueType or OpenType file at `path`. The error names the file
    /// and what is wrong with it (missing, a folder, not a font, corrupt).
    public convenience init(contentsOfFile path: String, size fontSize: CGFloat) throws(FontError) {
        self.init(face: try FontFace(contentsOf: path), size: fontSize)
    }

    /// The system font at `fontSize` points: DejaVu Sans, or the regular face a board
    /// file chose (`FontFace.systemFontPaths`). A missing system font is an installation
    /// fault this API cannot report, so it stops the program naming the file and the
    /// package that provides it.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        do { return UIFont(face: try FontFace.system(), size: fontSize) } catch { fatalError("UIFont: \(error)") }
    }

    /// The bold system font (DejaVu Sans Bold, or the board's) at `fontSize` points (stops the program, as `systemFont`, when it is missing).
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        do { return UIFont(face: try FontFace.systemBold(), size: fontSize) } catch { fatalError("UIFont: \(error)") }
    }

    /// The standard sizes in points, as on iOS.
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var systemFontSize: CGFloat { 14 }

    /// The same face at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    /// The family, such as "DejaVu Sans".
    public var familyName: String { face.familyName }

    /// Metrics at one pixel per point, hinted as FreeType rounds them for that size
    /// (what a `TextLayout` at scale 1 uses).
    private var metrics: FontMetrics { face.metrics(pixelSize: pointSize) }
    /// From one baseline to the next, in points.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// From the baseline up to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { metrics.ascender }
    /// From the baseline down to the bottom of the lowest glyphs, in points (negative).
    public var descender: CGFloat { metrics.descender }

    public static func == (left: UIFont, right: UIFont) -> Bool {
        left.face == right.face && left.pointSize == right.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
