import Foundation

/// One request to a running kiosk over its control socket (`kiosk ctl`): one line of
/// words. Paths are absolute (`kiosk ctl` makes them so): the kiosk's working folder
/// is not the caller's.
public enum ControlRequest: Sendable, Equatable {
    /// Display, mode, frames, missed vblanks, input devices, memory, uptime, whether the
    /// screen is awake, dimmed or blanked, and the brightness.
    case status
    /// The frame on the glass, read back from scanout and written as a PNG by the kiosk.
    case screenshot(path: String)
    /// A tap at a point of the screen (points, origin top-left).
    case tap(CGPoint)
    /// A touch script played from now.
    case script(path: String)
    case blank
    case wake
    /// The backlight, in percent of its `max_brightness`.
    case brightness(Int)

    /// The longest request read: anything longer is refused unread.
    public static let byteLimit = 4096

    /// The commands, as errors and `kiosk ctl --help` list them.
    public static let usage = "status, screenshot FILE.png, tap X,Y, script FILE, blank, wake, brightness 0-100"

    /// The request `line` asks for, or why it is none.
    public static func parse(_ line: String) -> Result<ControlRequest, ControlRequestError> {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).map(String.init)
        guard let command = words.first else { return .failure(.init("empty request; commands: \(usage)")) }
        let arguments = Array(words.dropFirst())
        switch command {
        case "status", "blank", "wake":
            guard arguments.isEmpty else { return .failure(.init("\(command) takes no arguments")) }
            return .success(command == "status" ? .status : command == "blank" ? .blank : .wake)
        case "screenshot":
            guard arguments.count == 1, arguments[0].hasPrefix("/"), arguments[0].lowercased().hasSuffix(".png") else {
                return .failure(.init("screenshot takes one absolute path to a .png file, e.g. screenshot /tmp/screen.png"))
            }
            return .success(.screenshot(path: arguments[0]))
        case "tap":
            let numbers = arguments.count == 1 ? arguments[0].split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } : []
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
                return .failure(.init("tap takes X,Y in points, e.g. tap 100,200"))
            }
            return .success(.tap(CGPoint(x: x, y: y)))
        case "script":
            guard arguments.count == 1, arguments[0].hasPrefix("/") else {
                return .failure(.init("script takes one absolute path to a touch script, e.g. script /tmp/taps.txt"))
            }
            return .success(.script(path: arguments[0]))
        case "brightness":
            guard arguments.count == 1, let percent = Int(arguments[0]), (0...100).contains(percent) else {
                return .failure(.init("brightness takes a whole number of percent from 0 to 100, e.g. brightness 60"))
            }
            return .success(.brightness(percent))
        default:
            return .failure(.init("unknown command \"\(command)\"; commands: \(usage)"))
        }
    }
}

/// Why a control request was refused: the text of its `error:` reply.
public struct ControlRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
