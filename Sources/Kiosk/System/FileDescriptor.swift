import CKioskSystem
import Glibc

/// An open file or device, closed when the owner goes away: the one value that owns
/// the descriptor. `path` is kept for error messages.
public final class FileDescriptor {
    public let rawValue: Int32
    public let path: String

    /// Opens `path` with `flags` (O_CLOEXEC is always added).
    public init(opening path: String, flags: Int32) throws(SystemError) {
        rawValue = try retryingInterrupts("open", path: path) { kiosk_open(path, flags | O_CLOEXEC) }
        self.path = path
    }

    deinit { close(rawValue) }

    /// `ioctl(request, argument)`, retried on EINTR; `name` is the request's C name for errors.
    @discardableResult
    public func ioctl(_ name: @autoclosure () -> String, _ request: UInt, _ argument: UnsafeMutableRawPointer?) throws(SystemError) -> Int32 {
        try retryingInterrupts("ioctl \(name())", path: path) { kiosk_ioctl_pointer(rawValue, request, argument) }
    }

    /// `ioctl` with a value argument (for requests that take an integer, not a pointer).
    @discardableResult
    public func ioctl(_ name: @autoclosure () -> String, _ request: UInt, value: Int) throws(SystemError) -> Int32 {
        try retryingInterrupts("ioctl \(name())", path: path) { kiosk_ioctl_value(rawValue, request, UInt(bitPattern: value)) }
    }

    /// Calls `body` with a pointer to `value` as the ioctl argument and returns the value after.
    public func ioctl<Value>(_ name: @autoclosure () -> String, _ request: UInt, _ value: Value) throws(SystemError) -> Value {
        var value = value
        let result: Result<Int32, SystemError> = withUnsafeMutableBytes(of: &value) { bytes in
            Result { () throws(SystemError) -> Int32 in try ioctl(name(), request, bytes.baseAddress) }
        }
        _ = try result.get()
        return value
    }
}
