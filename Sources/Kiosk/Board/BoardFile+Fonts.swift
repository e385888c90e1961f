import CoreGraphics

extension BoardFile {
    /// What `[fonts]` names must be allowed to be: a file FreeType reads.
    static let loadableFontAllowed = "a TrueType or OpenType font file that loads, e.g. " + FontFace.systemPath

    /// Loads the board's fonts as a run does before it shows anything
    /// (`BoardFonts.load`); a face that does not load is an error at the line naming it.
    public func checkFonts() throws(BoardFileErrors) {
        do {
            _ = try fonts.load()
        } catch {
            let field = error.path == fonts.regular ? "[fonts] regular" : "[fonts] bold"
            throw BoardFileErrors([BoardFileError(file: path, line: lines[field], field: field, problem: error.description,
                                                  allowed: Self.loadableFontAllowed)])
        }
    }
}
