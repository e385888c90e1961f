/// Why the console could not be taken or handed back, naming the terminal.
public enum ConsoleError: Error, Equatable, CustomStringConvertible {
    /// `path` is not a virtual terminal (KDGETMODE refused it): a serial line, a pty, a file.
    case notAVirtualTerminal(path: String)
    /// A system call failed.
    case system(SystemError)

    public var description: String {
        switch self {
        case .notAVirtualTerminal(let path):
            "\(path) is not a virtual terminal (KDGETMODE is refused); run on a VT such as /dev/tty1, or without a console"
        case .system(let error):
            error.description
        }
    }
}
