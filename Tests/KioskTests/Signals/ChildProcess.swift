import CKioskSystem
import Foundation
import Glibc

/// A program run by a test: spawned with every signal at its default action and none
/// blocked (test threads block some, and a child would inherit that), its standard
/// output and error read into memory while it runs.
final class ChildProcess {
    /// How a child ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exited with status \(status)"
            case .signalled(let signal): "killed by signal \(signal)"
            }
        }
    }

    let pid: pid_t
    private(set) var standardOutput: [UInt8] = []
    private(set) var standardError: [UInt8] = []
    private var outputEnd: Int32
    private var errorEnd: Int32
    private var termination: Termination?

    /// A guard against a hung child, not a measurement: every wait gives up after it.
    static let longestWait: Int32 = 120

    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorText: String { String(decoding: standardError, as: UTF8.self) }

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        // Close-on-exec from the start (other tests spawn children at the same time), and
        // the child's ends blocking again (kiosk_signal_pipe makes both ends non-blocking).
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard kiosk_signal_pipe(&outputPipe) == 0, kiosk_signal_pipe(&errorPipe) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        _ = fcntl(outputPipe[1], F_SETFL, 0)
        _ = fcntl(errorPipe[1], F_SETFL, 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        pid = child
        outputEnd = outputPipe[0]
        errorEnd = errorPipe[0]
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Reads until standard error holds `text` or both pipes close; returns whether it does.
    @discardableResult
    func waitForError(containing text: String) -> Bool {
        while !errorText.contains(text) {
            guard readSome() else { return errorText.contains(text) }
        }
        return true
    }

    func send(_ signal: Int32) { kill(pid, signal) }

    /// Reads everything the child writes, then reaps it.
    func wait() -> Termination {
        if let termination { return termination }
        while readSome() {}
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WTERMSIG, which Swift does not import (macros).
        let ended: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        termination = ended
        return ended
    }

    /// Reads what is ready on either pipe; false once both are closed (or after `longestWait` s of silence).
    private func readSome() -> Bool {
        var fds = [outputEnd, errorEnd].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard !fds.isEmpty else { return false }
        let ready = poll(&fds, nfds_t(fds.count), Self.longestWait * 1000)
        if ready < 0 && errno == EINTR { return true }
        guard ready > 0 else {
            kill(pid, SIGKILL)
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        for entry in fds where entry.revents != 0 {
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                if entry.fd == outputEnd { standardOutput += buffer[..<count] } else { standardError += buffer[..<count] }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(entry.fd)
                if entry.fd == outputEnd { outputEnd = -1 } else { errorEnd = -1 }
            }
        }
        return true
    }

    /// The folder the test bundle was built into (.build/debug), where `kiosk` and
    /// `kiosk-vm-check` are.
    static var buildFolder: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}
