import Foundation
import Glibc

/// Counts the kiosk service's starts that did not last (a crash loop) in a small file
/// that systemd keeps across restarts (`RuntimeDirectoryPreserve=restart`), and says
/// how long to show the board's fallback picture before the app is started again.
/// A start counts as failed until the app has been on the glass for `settleSeconds`
/// or the run stopped in order; `backOff(afterFailedStarts:)` is the schedule.
/// Times are the caller's (seconds on any clock), so tests drive it on a virtual one.
public struct CrashLoopGuard: Sendable {
    /// Failed starts in a row after which the next start backs off.
    public static let threshold = 3
    /// The first back-off, doubled each further failed start, up to `cap`.
    public static let firstBackOff = 2.0
    public static let cap = 60.0
    /// How long the app must have been shown for its start to count as a success.
    public static let settleSeconds = 30.0
    /// The state file's name in the runtime directory.
    public static let fileName = "crash-loop"

    /// The state file.
    public let path: String
    /// Failed starts in a row before this one (read at `start`).
    public private(set) var failedStarts = 0
    /// When the app was first shown this run, if it was.
    public private(set) var appShownAt: Double?
    /// Whether this run has counted as a success (the file says 0 again).
    public private(set) var settled = false

    public init(path: String) { self.path = path }

    /// The guard for the runtime directory systemd gives the service ($RUNTIME_DIRECTORY,
    /// the first if several), or nil outside a service with one.
    public init?(environment: [String: String]) {
        guard let directories = environment["RUNTIME_DIRECTORY"], !directories.isEmpty,
              let first = directories.split(separator: ":").first else { return nil }
        self.init(path: String(first) + "/" + Self.fileName)
    }

    /// Seconds to show the fallback picture before starting the app, after
    /// `failedStarts` failed starts in a row: none below `threshold`, then
    /// `firstBackOff` doubling up to `cap` (2, 4, 8, 16, 32, 60, 60 … s).
    public static func backOff(afterFailedStarts failedStarts: Int) -> Double {
        guard failedStarts >= threshold else { return 0 }
        let doublings = failedStarts - threshold
        guard doublings < 16 else { return cap }
        return min(cap, firstBackOff * Double(1 << doublings))
    }

    /// A start: reads the failed starts so far, records this one as failed until it
    /// settles, and returns the back-off to wait first. An unreadable or garbled file
    /// counts as no failures; a file that cannot be written is reported in the error.
    public mutating func start() throws(SystemError) -> Double {
        failedStarts = Self.read(path) ?? 0
        try write(failedStarts + 1)
        return Self.backOff(afterFailedStarts: failedStarts)
    }

    /// The app's first frame was shown at `time`.
    public mutating func appShown(at time: Double) {
        if appShownAt == nil { appShownAt = time }
    }

    /// Called now and then with the time: once the app has been shown for
    /// `settleSeconds`, the start counts as a success (returns true that once).
    public mutating func tick(at time: Double) throws(SystemError) -> Bool {
        guard !settled, let shown = appShownAt, time - shown >= Self.settleSeconds else { return false }
        try settle()
        return true
    }

    /// An orderly stop, or a start that lasted: no failed starts in a row.
    public mutating func settle() throws(SystemError) {
        try write(0)
        settled = true
    }

    /// The count in the file at `path`, or nil when there is none or it is garbled.
    public static func read(_ path: String) -> Int? {
        guard let text = try? TextFile.read(path, limit: 64, kind: "a crash-loop file") else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, words[0] == "failed-starts", let count = Int(words[1]), count >= 0 else { return nil }
        return count
    }

    private func write(_ count: Int) throws(SystemError) {
        let text = "failed-starts \(count)\n"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemError(call: "open", path: path, errno: errno) }
        defer { close(descriptor) }
        let written = text.utf8CString.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        guard written == text.utf8.count else { throw SystemError(call: "write", path: path, errno: errno) }
    }
}
