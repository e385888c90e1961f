import CoreGraphics

/// A board file's `[fonts]` section: the font files text is drawn with.
public struct BoardFonts: Sendable, Equatable {
    /// The regular face (TrueType or OpenType file).
    public var regular: String
    /// The bold face.
    public var bold: String

    /// DejaVu Sans (Debian's fonts-dejavu-core) unless the file says otherwise.
    public init(regular: String = FontFace.systemPath, bold: String = FontFace.systemBoldPath) {
        self.regular = regular
        self.bold = bold
    }
}
