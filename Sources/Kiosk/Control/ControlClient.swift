import Foundation
import Glibc

/// `kiosk ctl`'s side of the control socket: sends one request line and returns the
/// reply, waiting at most `timeout` seconds for it (a kiosk busy elsewhere answers at
/// its next main-loop turn).
public enum ControlClient {
    /// The reply to `request` from the kiosk listening at `path`; errors name the path.
    public static func send(_ request: String, to path: String = ControlSocket.defaultPath,
                            timeout: TimeInterval = 10) throws(SystemError) -> String {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { throw SystemError(call: "connect", path: path, errno: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemError(call: "socket", path: path, errno: errno) }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw SystemError(call: "connect", path: path, errno: errno) }
        let bytes = Array((request + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw SystemError(call: "send", path: path, errno: errno) }
            sent += count
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw SystemError(call: errno == EAGAIN ? "recv (no reply within \(Int(timeout)) s)" : "recv", path: path, errno: errno)
            }
            reply += chunk[..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }
}
