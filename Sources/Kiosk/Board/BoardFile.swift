import Foundation

/// One board's settings, read from a human-editable board file (`board/<name>.board`,
/// schema in board/README.md): the display, the touchscreen and the fonts, already as
/// the configuration types the display and input code take.
public struct BoardFile: Sendable {
    /// The board's name (`name`), e.g. "pinephone".
    public var name: String
    /// One line about the board (`description`), if the file gives one.
    public var summary: String?
    public var display: BoardDisplay
    public var touch: BoardTouch
    public var fonts: BoardFonts
    /// Where the file was read from ("" when parsed from text without a file).
    public var path: String

    public init(name: String, summary: String? = nil, display: BoardDisplay, touch: BoardTouch = BoardTouch(),
                fonts: BoardFonts = BoardFonts(), path: String = "") {
        self.name = name
        self.summary = summary
        self.display = display
        self.touch = touch
        self.fonts = fonts
        self.path = path
    }

    /// The board file at `path`, checked whole.
    public init(contentsOf path: String) throws(BoardFileErrors) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let problem = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw BoardFileErrors([BoardFileError(file: path, line: nil, field: nil, problem: problem)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BoardFileErrors([BoardFileError(file: path, line: nil, field: nil, problem: "is not UTF-8 text")])
        }
        self = try Self.parse(text, file: path)
    }
}
