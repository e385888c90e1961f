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
    /// The threads that draw each frame (`render-threads`, 1…64), if the file says;
    /// else every core online.
    public var renderThreads: Int?
    /// When the untouched screen dims and blanks, and its backlight (`[power]`).
    public var power: ScreenIdleSettings
    /// How the board takes text (`keyboard`, `keyboard-layout`).
    public var keyboard: BoardKeyboard
    /// The PNG shown instead of the app while a crash loop backs off (`fallback-image`),
    /// scaled to fit; nil: a black screen.
    public var fallbackImage: String?
    /// Where the file was read from ("" when parsed from text without a file).
    public var path: String
    /// The line each field was set on, by its name as errors give it
    /// ("[fonts] regular", "name"), for errors found after parsing.
    public var lines: [String: Int]

    public init(name: String, summary: String? = nil, display: BoardDisplay, touch: BoardTouch = BoardTouch(),
                fonts: BoardFonts = BoardFonts(), renderThreads: Int? = nil,
                power: ScreenIdleSettings = ScreenIdleSettings(), keyboard: BoardKeyboard = BoardKeyboard(),
                fallbackImage: String? = nil, path: String = "", lines: [String: Int] = [:]) {
        self.name = name
        self.summary = summary
        self.display = display
        self.touch = touch
        self.fonts = fonts
        self.renderThreads = renderThreads
        self.power = power
        self.keyboard = keyboard
        self.fallbackImage = fallbackImage
        self.path = path
        self.lines = lines
    }

    /// The largest board file read: 4 MiB. A board is a few hundred bytes; the bound
    /// keeps a wrong path (a log, a disk image) from being read into memory whole.
    public static let maximumFileSize = 4 << 20

    /// The board file at `path`, checked whole.
    public init(contentsOf path: String) throws(BoardFileErrors) {
        let text: String
        do {
            text = try TextFile.read(path, limit: Self.maximumFileSize, kind: "a board file")
        } catch {
            throw BoardFileErrors([BoardFileError(file: path, line: nil, field: nil, problem: error.reason)])
        }
        self = try Self.parse(text, file: path)
    }
}
