import Foundation
import Glibc
import Logging

/// Tells systemd about the service's state (sd_notify's protocol, without libsystemd):
/// each message is one datagram of `KEY=VALUE` lines sent over an AF_UNIX datagram
/// socket to the address in `NOTIFY_SOCKET` — a path, or an abstract name written
/// with a leading "@". Without `NOTIFY_SOCKET` (not run by systemd, or a unit that is
/// not `Type=notify`) every call does nothing. Safe from any thread: the socket never
/// changes and each datagram goes out whole.
public final class ServiceNotifier: Sendable {
    /// `NOTIFY_SOCKET` as found, or nil when notifications are off.
    public let socketAddress: String?
    /// The unbound datagram socket messages leave through (-1 when off).
    private let socket: Int32

    static let log = Logger(label: "kiosk.service")

    /// Reads `NOTIFY_SOCKET` from `environment`. An address that cannot work (not a
    /// path or "@name", too long) turns notifications off with a logged error.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let address = environment["NOTIFY_SOCKET"], !address.isEmpty else {
            socketAddress = nil
            socket = -1
            return
        }
        guard Self.socketAddress(address) != nil else {
            Self.log.error("NOTIFY_SOCKET=\(address) is not a socket path or @abstract name that fits a socket address (108 bytes); not notifying systemd")
            socketAddress = nil
            socket = -1
            return
        }
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        if fd < 0 {
            Self.log.error("\(SystemError(call: "socket", path: address, errno: errno)); not notifying systemd")
        }
        socketAddress = fd < 0 ? nil : address
        socket = fd
    }

    deinit {
        if socket >= 0 { close(socket) }
    }

    /// Whether messages are sent at all.
    public var isEnabled: Bool { socketAddress != nil }

    /// READY=1: start-up is over (Kiosk sends it once the first frame is on the glass).
    public func ready() { notify("READY=1") }

    /// STOPPING=1: an orderly stop has begun.
    public func stopping() { notify("STOPPING=1") }

    /// WATCHDOG=1: the service is alive (`WatchdogGate` decides when).
    public func watchdog() { notify("WATCHDOG=1") }

    /// STATUS=…: one line `systemctl status` shows.
    public func status(_ text: String) { notify("STATUS=" + text.replacingOccurrences(of: "\n", with: " ")) }

    /// Sends `message`, logging a failure instead of throwing: a service must not stop
    /// because systemd could not be told something.
    public func notify(_ message: String) {
        do {
            try send(message)
        } catch {
            Self.log.warning("could not notify systemd (\(message)): \(error)")
        }
    }

    /// Sends `message` as one datagram (sendto); does nothing when notifications are off.
    public func send(_ message: String) throws(SystemError) {
        guard let socketAddress, var address = Self.socketAddress(socketAddress) else { return }
        let length = socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path)! + address.pathLength)
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address.storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { target in
                bytes.withUnsafeBytes { buffer in
                    var result: Int
                    repeat {
                        result = sendto(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL), target, length)
                    } while result < 0 && errno == EINTR
                    return result
                }
            }
        }
        if sent < 0 { throw SystemError(call: "sendto", path: socketAddress, errno: errno) }
    }

    /// A `sockaddr_un` for `address`: a filesystem path, or "@name" for the abstract
    /// name "\0name"; with how many bytes of `sun_path` it uses (no terminating NUL is
    /// counted for abstract names, as systemd does). Nil when it does not fit or is
    /// neither form.
    static func socketAddress(_ address: String) -> (storage: sockaddr_un, pathLength: Int)? {
        var bytes = Array(address.utf8)
        let isAbstract = bytes.first == UInt8(ascii: "@")
        guard isAbstract || bytes.first == UInt8(ascii: "/") else { return nil }
        if isAbstract { bytes[0] = 0 }
        var storage = sockaddr_un()
        storage.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: storage.sun_path)
        // A path needs room for its terminating NUL; an abstract name does not.
        guard bytes.count > 1, bytes.count + (isAbstract ? 0 : 1) <= capacity else { return nil }
        withUnsafeMutableBytes(of: &storage.sun_path) { path in
            path.copyBytes(from: bytes)
        }
        return (storage, bytes.count + (isAbstract ? 0 : 1))
    }
}
