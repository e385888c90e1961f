import CKioskSystem
import Foundation
import Glibc

/// The kiosk's control socket: a Unix stream socket (mode 0660: the service's user and
/// group only; nothing on the network) taking one request line per connection and
/// answering one reply ("ok: …" or "error: …") before closing. Never blocks: the main
/// loop calls `poll` when `fileDescriptor` is readable (a connection waits, or a client
/// sent bytes or hung up) and at `nextSilenceDeadline`, and it takes only what has
/// arrived. A client that sends more than `ControlRequest.byteLimit` bytes, or nothing
/// for `silenceLimit` seconds, is answered with an error (or dropped) and changes nothing.
public final class ControlSocket {
    /// Where `kiosk run` listens and `kiosk ctl` connects unless told otherwise.
    public static let defaultPath = "/run/kiosk/control.sock"
    /// How long a connection may stay silent or incomplete.
    public static let silenceLimit: TimeInterval = 5
    /// At most this many connections are held at a time; more wait in the backlog.
    public static let connectionLimit = 8

    public let path: String
    private let listener: Int32
    /// An epoll set of the listener and every connection held: one descriptor that an
    /// idle main loop sleeps on. The listener leaves it while `connectionLimit`
    /// connections are held (more wait in the backlog), so that a full socket is no busy loop.
    private let events: Int32
    private var listening = false
    /// The socket file's inode: a later run that replaced it keeps its own.
    private var inode: ino_t = 0
    private var clients: [Client] = []

    private struct Client {
        let descriptor: Int32
        let since: TimeInterval
        var bytes: [UInt8] = []
    }

    /// Listens at `path`, making its folder (mode 0750) if needed and replacing a
    /// socket left by an earlier run; anything else at `path` is an error naming it.
    public init(path: String = ControlSocket.defaultPath) throws(SystemError) {
        self.path = path
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { throw SystemError(call: "bind (path longer than \(capacity - 1) bytes)", path: path, errno: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, mkdir(folder, 0o750) != 0, errno != EEXIST {
            throw SystemError(call: "mkdir", path: folder, errno: errno)
        }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            guard existing.st_mode & S_IFMT == S_IFSOCK else { throw SystemError(call: "bind (not a socket)", path: path, errno: EEXIST) }
            unlink(path)
        }
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw SystemError(call: "socket", path: path, errno: errno) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let failure: (call: String, errno: Int32)? = if bound != 0 {
            ("bind", errno)
        } else if chmod(path, 0o660) != 0 {
            ("chmod 0660", errno)
        } else if listen(listener, 8) != 0 {
            ("listen", errno)
        } else {
            nil
        }
        let events = failure == nil ? kiosk_epoll_create() : -1
        let setFailure: (call: String, errno: Int32)? = failure ?? (events < 0 ? ("epoll_create", errno) : nil)
        if let setFailure {
            close(listener)
            if bound == 0 { unlink(path) }
            throw SystemError(call: setFailure.call, path: path, errno: setFailure.errno)
        }
        self.listener = listener
        self.events = events
        var made = stat()
        if lstat(path, &made) == 0 { inode = made.st_ino }
        listening = watch(listener)
        guard listening else { throw SystemError(call: "epoll_ctl", path: path, errno: errno) }
    }

    deinit {
        for client in clients { close(client.descriptor) }
        close(events)
        close(listener)
        var now = stat()
        if lstat(path, &now) == 0, now.st_ino == inode { unlink(path) }
    }

    /// The connections open now (for tests and status).
    public var connectionCount: Int { clients.count }

    /// Readable when `poll` has something to take: a connection waiting (while fewer
    /// than `connectionLimit` are held), or bytes or a hang-up from one held. A main loop
    /// sleeps on it (and until `nextSilenceDeadline`).
    public var fileDescriptor: Int32 { events }

    /// When the oldest connection held runs out of `silenceLimit` (its `poll` then
    /// answers it with an error), or nil when none is held.
    public var nextSilenceDeadline: TimeInterval? {
        clients.map(\.since).min().map { $0 + Self.silenceLimit }
    }

    /// Adds `descriptor` to the epoll set, readable-level-triggered; false if the kernel refused.
    private func watch(_ descriptor: Int32) -> Bool {
        kiosk_epoll_watch(events, descriptor) == 0
    }

    private func unwatch(_ descriptor: Int32) {
        _ = kiosk_epoll_unwatch(events, descriptor)
    }

    /// Takes the connections waiting and the bytes sent, answers each complete request
    /// with `answer` (malformed and oversized ones with an error, without asking it),
    /// and drops connections silent since `now - silenceLimit`. Returns how many
    /// requests reached `answer`.
    @discardableResult
    public func poll(now: TimeInterval, answer: (ControlRequest) -> String) -> Int {
        while clients.count < Self.connectionLimit {
            // The listener is non-blocking: accept returns at once with nobody waiting.
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { break }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            // Unwatched, its request would be read only when something else woke the loop.
            guard watch(descriptor) else {
                reply("error: the kiosk cannot watch another connection now", to: descriptor)
                close(descriptor)
                continue
            }
            clients.append(Client(descriptor: descriptor, since: now))
        }
        var answered = 0
        var open: [Client] = []
        for var client in clients {
            switch read(&client) {
            case .waiting:
                guard now - client.since >= Self.silenceLimit else {
                    open.append(client)
                    continue
                }
                reply("error: nothing complete came within \(Int(Self.silenceLimit)) s", to: client.descriptor)
            case .complete(let line):
                switch ControlRequest.parse(line) {
                case .success(let request):
                    answered += 1
                    reply(answer(request), to: client.descriptor)
                case .failure(let error):
                    reply("error: \(error)", to: client.descriptor)
                }
            case .tooLong:
                reply("error: request longer than \(ControlRequest.byteLimit) bytes", to: client.descriptor)
            case .notText:
                reply("error: the request is not UTF-8 text", to: client.descriptor)
            case .gone:
                break
            }
            unwatch(client.descriptor)
            close(client.descriptor)
        }
        clients = open
        if listening && clients.count >= Self.connectionLimit {
            unwatch(listener)
            listening = false
        } else if !listening && clients.count < Self.connectionLimit {
            listening = watch(listener)
        }
        return answered
    }

    private enum ReadOutcome {
        case waiting, complete(String), tooLong, notText, gone
    }

    /// Reads what `client` sent so far: a line is complete at its newline, or when the
    /// client closed its end after sending something.
    private func read(_ client: inout Client) -> ReadOutcome {
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client.descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                client.bytes += chunk[..<count]
                if let newline = client.bytes.firstIndex(of: 10) {
                    guard newline <= ControlRequest.byteLimit else { return .tooLong }
                    return line(client.bytes[..<newline])
                }
                if client.bytes.count > ControlRequest.byteLimit { return .tooLong }
                continue
            }
            if count == 0 { return client.bytes.isEmpty ? .gone : line(client.bytes[...]) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .waiting : .gone
        }
    }

    private func line(_ bytes: ArraySlice<UInt8>) -> ReadOutcome {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .notText }
        return .complete(text)
    }

    /// Sends `text` and a newline if the socket takes it now; a client that does not
    /// read is not waited for.
    private func reply(_ text: String, to descriptor: Int32) {
        let bytes = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL)) }
    }
}
