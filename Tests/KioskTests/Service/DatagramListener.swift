import Foundation
import Glibc

/// A NOTIFY_SOCKET as systemd has it: a bound AF_UNIX datagram socket (a path in a
/// temporary folder, or an abstract name) whose datagrams the tests read back.
final class DatagramListener {
    /// What to put in NOTIFY_SOCKET.
    let address: String
    private let socket: Int32
    private let folder: String?

    /// Binds a fresh socket file in a temporary folder, or the abstract name "@kiosk-test-…".
    init(abstract: Bool = false) throws {
        let unique = UUID().uuidString.prefix(8)
        if abstract {
            folder = nil
            address = "@kiosk-test-\(unique)"
        } else {
            let folder = NSTemporaryDirectory() + "kiosk-notify-\(unique)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            self.folder = folder
            address = folder + "/notify"
        }
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        // A guard against a hung test, not a measurement: a missing datagram fails at once
        // in every test that sends one before reading.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var name = sockaddr_un()
        name.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(address.utf8)
        if abstract { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &name.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path)! + bytes.count + (abstract ? 0 : 1))
        let bound = withUnsafePointer(to: &name) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
    }

    deinit {
        close(socket)
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The next datagram as text, or nil when none came within the guard time.
    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// The datagrams already waiting, without blocking.
    func receiveWaiting() -> [String] {
        var received: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count >= 0 else { return received }
            received.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
    }

    /// Every datagram up to and including the first that is `marker`.
    func receive(through marker: String) -> [String] {
        var received: [String] = []
        while let datagram = receive() {
            received.append(datagram)
            if datagram == marker { break }
        }
        return received
    }
}
