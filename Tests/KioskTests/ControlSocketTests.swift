import CoreGraphics
import Foundation
import Glibc
@testable import Kiosk
import Testing

/// The control socket in a temporary folder, with clients played in the same thread:
/// what they send is there before `poll`, whose replies are there after it.
@Suite struct ControlSocketTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-control-\(getpid())-\(name)/control.sock").path
    }

    /// 1 when the control socket's descriptor is readable now (what wakes an idle main loop), else 0.
    static func readable(_ control: ControlSocket) -> Int32 {
        var entry = pollfd(fd: control.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&entry, 1, 0)
    }

    /// A connected client socket that has sent `bytes`.
    final class Client {
        let descriptor: Int32
        init(_ path: String, sending bytes: [UInt8] = []) {
            descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            precondition(connected == 0, "connect \(path): errno \(errno)")
            if !bytes.isEmpty { _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) } }
        }
        convenience init(_ path: String, sending text: String) { self.init(path, sending: Array(text.utf8)) }
        deinit { close(descriptor) }

        /// Sends `text` now (after the connection was made).
        func send(_ text: String) {
            let bytes = Array(text.utf8)
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            precondition(sent == bytes.count, "send: errno \(errno)")
        }

        /// What the server replied, up to its close (nil: nothing yet and still open).
        func reply() -> String? {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if count > 0 { bytes += chunk[..<count]; continue }
                return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil
            }
        }
    }

    @Test func requestsAreParsedOrRefusedWithWhatWouldDo() throws {
        #expect(try ControlRequest.parse("status\n").get() == .status)
        #expect(try ControlRequest.parse("  tap 100,200.5 ").get() == .tap(CGPoint(x: 100, y: 200.5)))
        #expect(try ControlRequest.parse("screenshot /tmp/s.png").get() == .screenshot(path: "/tmp/s.png"))
        #expect(try ControlRequest.parse("script /tmp/taps.txt").get() == .script(path: "/tmp/taps.txt"))
        #expect(try ControlRequest.parse("brightness 60").get() == .brightness(60))
        #expect(try ControlRequest.parse("blank").get() == .blank)
        #expect(try ControlRequest.parse("wake").get() == .wake)
        let refusals = ["": "empty request; commands: \(ControlRequest.usage)",
                        "reboot": "unknown command \"reboot\"; commands: \(ControlRequest.usage)",
                        "tap 100": "tap takes X,Y in points, e.g. tap 100,200",
                        "tap 1,nan": "tap takes X,Y in points, e.g. tap 100,200",
                        "status now": "status takes no arguments",
                        "screenshot s.png": "screenshot takes one absolute path to a .png file, e.g. screenshot /tmp/screen.png",
                        "brightness 101": "brightness takes a whole number of percent from 0 to 100, e.g. brightness 60",
                        "script": "script takes one absolute path to a touch script, e.g. script /tmp/taps.txt"]
        for (line, message) in refusals {
            #expect(ControlRequest.parse(line) == .failure(ControlRequestError(message)), "\(line)")
        }
    }

    @Test func theFlagTakesAPathOffOrAuto() throws {
        #expect(KioskOptions().controlSocket == .automatic)
        #expect(try KioskOptions.parse(controlSocket: "off").controlSocket == .off)
        #expect(try KioskOptions.parse(controlSocket: "auto").controlSocket == .automatic)
        #expect(try KioskOptions.parse(controlSocket: "/run/kiosk/other.sock").controlSocket == .path("/run/kiosk/other.sock"))
        #expect(throws: KioskOptionError(flag: "--control-socket", value: "ctl.sock",
                                         expected: "an absolute path for the socket, off, or auto (/run/kiosk/control.sock on a device display)")) {
            try KioskOptions.parse(controlSocket: "ctl.sock")
        }
    }

    @Test func theSocketIsForTheServicesUserAndGroupOnlyAndGoesWithTheRun() throws {
        let path = Self.temporaryPath("mode")
        var control: ControlSocket? = try ControlSocket(path: path)
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)
        #expect(info.st_mode & 0o777 == 0o660)
        // A second run replaces the socket the first left (a crash leaves one behind),
        // and the first, going, leaves the second's alone.
        var second: ControlSocket? = try ControlSocket(path: path)
        control = nil
        _ = control
        #expect(lstat(path, &info) == 0)
        #expect(second?.path == path)
        second = nil
        _ = second
        #expect(lstat(path, &info) != 0)
    }

    @Test func somethingElseAtThePathIsNamedNotReplaced() throws {
        let path = Self.temporaryPath("file")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data("keep".utf8))
        #expect(throws: SystemError(call: "bind (not a socket)", path: path, errno: EEXIST)) { try ControlSocket(path: path) }
        #expect(FileManager.default.contents(atPath: path) == Data("keep".utf8))
    }

    @Test func aRequestGetsItsAnswerAndTheConnectionCloses() throws {
        let path = Self.temporaryPath("answer")
        let control = try ControlSocket(path: path)
        let client = Client(path, sending: "tap 10,20\n")
        var asked: [ControlRequest] = []
        #expect(control.poll(now: 0) { asked.append($0); return "ok: tapped" } == 1)
        #expect(asked == [.tap(CGPoint(x: 10, y: 20))])
        #expect(client.reply() == "ok: tapped\n")
        #expect(control.connectionCount == 0)
    }

    /// The listener is what wakes an idle main loop: readable while a connection waits, not after `poll` took it.
    @Test func theListenerIsReadableExactlyWhileAConnectionWaits() throws {
        let path = Self.temporaryPath("readable")
        let control = try ControlSocket(path: path)
        func waiting() -> Int32 { Self.readable(control) }
        #expect(waiting() == 0)
        let client = Client(path)
        #expect(waiting() == 1)
        #expect(control.poll(now: 0) { _ in "ok" } == 0)
        #expect(waiting() == 0 && control.connectionCount == 1)
        withExtendedLifetime(client) {}
    }

    /// What wakes an idle main loop: a connection waiting, and then its bytes — a request
    /// that comes after the connection was taken must not wait for another turn (a
    /// blanked kiosk took 7.6 s to answer `wake` when it did).
    @Test func aHeldConnectionsBytesMakeTheDescriptorReadable() throws {
        let path = Self.temporaryPath("bytes")
        let control = try ControlSocket(path: path)
        func readable() -> Int32 { Self.readable(control) }
        let client = Client(path)
        #expect(control.poll(now: 50) { _ in "ok" } == 0)
        #expect(readable() == 0 && control.connectionCount == 1)
        #expect(control.nextSilenceDeadline == 50 + ControlSocket.silenceLimit)
        client.send("wa")
        #expect(readable() == 1)
        #expect(control.poll(now: 51) { _ in "ok" } == 0)
        #expect(readable() == 0)
        client.send("ke\n")
        #expect(readable() == 1)
        var asked: [ControlRequest] = []
        #expect(control.poll(now: 52) { asked.append($0); return "ok: awake" } == 1)
        #expect(asked == [.wake])
        #expect(client.reply() == "ok: awake\n")
        #expect(readable() == 0 && control.connectionCount == 0 && control.nextSilenceDeadline == nil)
    }

    /// With `connectionLimit` connections held, one more waits in the backlog without
    /// making the descriptor readable (no busy loop) and is taken once one is let go.
    @Test func aFullSocketIsNotReadableUntilAConnectionIsLetGo() throws {
        let path = Self.temporaryPath("full")
        let control = try ControlSocket(path: path)
        func readable() -> Int32 { Self.readable(control) }
        let held = (0..<ControlSocket.connectionLimit).map { _ in Client(path) }
        #expect(control.poll(now: 0) { _ in "ok" } == 0)
        #expect(control.connectionCount == ControlSocket.connectionLimit)
        let waiting = Client(path, sending: "status\n")
        #expect(readable() == 0)
        held[0].send("status\n")
        #expect(readable() == 1)
        #expect(control.poll(now: 1) { _ in "ok: one" } == 1)
        #expect(held[0].reply() == "ok: one\n")
        // One let go: the listener is watched again and the waiting connection is due.
        #expect(readable() == 1)
        #expect(control.poll(now: 2) { _ in "ok: two" } == 1)
        #expect(waiting.reply() == "ok: two\n")
        #expect(control.connectionCount == ControlSocket.connectionLimit - 1)
    }

    /// Malformed, oversized or binary requests get an error reply and reach nothing.
    @Test func badRequestsAreAnsweredWithAnErrorAndChangeNothing() throws {
        let path = Self.temporaryPath("bad")
        let control = try ControlSocket(path: path)
        let malformed = Client(path, sending: "tap here\n")
        let oversized = Client(path, sending: [UInt8](repeating: UInt8(ascii: "a"), count: ControlRequest.byteLimit + 10))
        let binary = Client(path, sending: [0xff, 0xfe, 10])
        var asked = 0
        #expect(control.poll(now: 0) { _ in asked += 1; return "ok" } == 0)
        #expect(asked == 0)
        // Each was answered and let go in that one poll: none is held.
        #expect(control.connectionCount == 0)
        #expect(malformed.reply() == "error: tap takes X,Y in points, e.g. tap 100,200\n")
        #expect(oversized.reply() == "error: request longer than 4096 bytes\n")
        #expect(binary.reply() == "error: the request is not UTF-8 text\n")
    }

    /// A client that connects and says nothing blocks nobody: the turn goes on, the next
    /// client is answered, and the silent one is let go after `silenceLimit`.
    @Test func aSilentClientNeverBlocksTheLoop() throws {
        let path = Self.temporaryPath("silent")
        let control = try ControlSocket(path: path)
        let silent = Client(path)
        let half = Client(path, sending: "sta")
        #expect(control.poll(now: 100) { _ in "ok" } == 0)
        #expect(control.connectionCount == 2)
        #expect(silent.reply() == nil && half.reply() == nil)
        let speaking = Client(path, sending: "status\n")
        #expect(control.poll(now: 101) { _ in "ok: fine" } == 1)
        #expect(speaking.reply() == "ok: fine\n")
        #expect(control.poll(now: 100 + ControlSocket.silenceLimit - 0.01) { _ in "ok" } == 0)
        #expect(control.connectionCount == 2)
        #expect(control.poll(now: 100 + ControlSocket.silenceLimit) { _ in "ok" } == 0)
        #expect(control.connectionCount == 0)
        #expect(silent.reply() == "error: nothing complete came within 5 s\n")
        #expect(half.reply() == "error: nothing complete came within 5 s\n")
    }

    @Test func kioskCtlGetsTheReplyFromAnotherThread() throws {
        let path = Self.temporaryPath("client")
        let control = try ControlSocket(path: path)
        let reply = Locked<String?>(nil)
        let thread = Thread {
            let answer: String
            do {
                answer = try ControlClient.send("status", to: path, timeout: 30)
            } catch {
                answer = "failed: \(error)"
            }
            reply.withLock { $0 = answer }
        }
        thread.start()
        var answered = 0
        for _ in 0..<60_000 where answered == 0 { // a hang guard, not a time limit
            answered = control.poll(now: 0) { _ in "ok:\n  frames presented: 7" }
            if answered == 0 { usleep(1000) }
        }
        while reply.withLock({ $0 }) == nil { usleep(1000) }
        #expect(answered == 1)
        #expect(reply.withLock { $0 } == "ok:\n  frames presented: 7\n")
        #expect(throws: SystemError(call: "connect", path: path + ".missing", errno: ENOENT)) {
            try ControlClient.send("status", to: path + ".missing")
        }
    }
}
