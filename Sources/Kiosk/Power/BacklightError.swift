import Glibc

/// Why a backlight could not be found, read or set: names the folder or file and says
/// what to do.
public enum BacklightError: Error, Equatable, CustomStringConvertible {
    /// The backlight class folder has no device (or does not exist).
    case noDevice(root: String)
    /// The board or a flag names a device the folder does not have.
    case notFound(name: String, root: String, available: [String])
    /// A file cannot be read or written (missing, no permission): the call's errno.
    case file(path: String, action: String, errno: Int32)
    /// A file holds something other than a whole number.
    case garbage(path: String, text: String)

    public var description: String {
        switch self {
        case .noDevice(let root):
            return "\(root): no backlight device; the panel's brightness cannot be set (leave `backlight` unset and `dim-brightness` has no effect)"
        case .notFound(let name, let root, let available):
            let found = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "\(root)/\(name): no such backlight device (found: \(found)); set `backlight` to one of them"
        case .file(let path, let action, let errno):
            let why = SystemError(call: action, path: path, errno: errno).description
            return why + (errno == EACCES || errno == EPERM
                ? "; give the service's user write access (a udev rule, or the video group)" : "")
        case .garbage(let path, let text):
            return "\(path): \"\(text)\" is not a whole number of brightness steps"
        }
    }
}
