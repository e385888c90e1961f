import CoreGraphics
import Raster

/// A board file as the defaults of a run: the board picks the display backend and
/// its configuration, the rotation and scale, the touchscreen and the fonts; the
/// `kiosk` flags given beside `--board` override them.
extension KioskOptions {
    /// Options with `board`'s defaults: its display (device path, or the first card /
    /// framebuffer when it names none), rotation, scale, touch and fonts.
    public init(board: BoardFile) {
        self.init()
        self.board = board
        display = DisplaySelection(backend: board.display.backendName, argument: board.display.devicePath)
        rotation = board.display.rotation
        scale = board.display.scale
        renderThreads = board.renderThreads
        power = board.power
        keyboard = board.keyboard
    }

    /// `display` as a `--display` flag asked for it over the board: a backend named
    /// without a device keeps the device the board names for that backend.
    func keepingBoardDevice(_ display: DisplaySelection) -> DisplaySelection {
        guard let board = board?.display, display.backend == board.backendName, display.argument == nil else { return display }
        return DisplaySelection(backend: board.backendName, argument: board.devicePath)
    }

    /// The touchscreen: the board's, else every touch device on seat0.
    var touch: BoardTouch { board?.touch ?? BoardTouch() }
}
