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

    /// Loads both faces, regular first, as a run does before it shows anything and
    /// `kiosk board check` does to check them: the first that does not load is the
    /// error, naming its file. Nil when both are the defaults, which are loaded when
    /// text is first drawn (and say which package to install when missing).
    public func load() throws(FontError) -> (regular: FontFace, bold: FontFace)? {
        guard self != BoardFonts() else { return nil }
        return (try FontFace(contentsOf: regular), try FontFace(contentsOf: bold))
    }
}
