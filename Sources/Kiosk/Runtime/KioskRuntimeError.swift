import CoreGraphics
import KioskHeadless

/// Why a run could not start or finish, in a message that names the device, file
/// or flag at fault.
public enum KioskRuntimeError: Error, Equatable, CustomStringConvertible {
    /// The display could not be opened (the DRM or fbdev error, naming the device).
    case display(String)
    /// No display is connected (or no card is there yet): the run may wait for one
    /// (`wait-for-display`). The message says what was found.
    case noDisplayConnected(String)
    /// The input could not be opened, or does not fit the display.
    case input(String)
    /// A touch script could not be read or parsed.
    case script(String)
    /// The recording or frame dumps could not be written.
    case recording(RecordingError)
    /// The signal pipe could not be set up.
    case signals(SystemError)
    /// A font the board file names could not be loaded.
    case font(FontError)
    /// The backlight the board or `--backlight` names cannot be used.
    case backlight(BacklightError)
    /// The control socket `--control-socket` names could not be made.
    case control(SystemError)

    public var description: String {
        switch self {
        case .display(let message), .noDisplayConnected(let message): "display: \(message)"
        case .input(let message): "input: \(message)"
        case .script(let message): "script: \(message)"
        case .recording(let error): "recording: \(error)"
        case .signals(let error): "signals: \(error)"
        case .font(let error): "fonts: \(error)"
        case .backlight(let error): "backlight: \(error)"
        case .control(let error): "control socket: \(error)"
        }
    }
}
