import Glibc

/// A failed system call: which call, on what (a device path, a file), and the errno,
/// so a message names the device and says what went wrong.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    /// The call, e.g. "open", "ioctl DRM_IOCTL_MODE_GETRESOURCES".
    public let call: String
    /// What it was called on, e.g. "/dev/dri/card0".
    public let path: String
    public let errno: Int32

    public init(call: String, path: String, errno: Int32) {
        self.call = call
        self.path = path
        self.errno = errno
    }

    public var description: String {
        "\(path): \(call) failed: \(String(cString: strerror(errno))) (errno \(errno))"
    }
}

/// Runs `body` until it does not fail with EINTR; a result of -1 becomes a `SystemError`.
@discardableResult
func retryingInterrupts(_ call: @autoclosure () -> String, path: String,
                        _ body: () -> Int32) throws(SystemError) -> Int32 {
    while true {
        let result = body()
        if result != -1 { return result }
        let code = Glibc.errno
        if code != EINTR { throw SystemError(call: call(), path: path, errno: code) }
    }
}
