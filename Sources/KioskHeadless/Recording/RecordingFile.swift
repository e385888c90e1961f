import CKioskSystem
import Foundation
import Glibc

/// A file that appears at its path only once it is whole, so a reader never sees
/// half of it and two runs writing the same path never mix their bytes (the last to
/// finish wins, with a whole file).
///
/// The bytes go to a file with no name in the destination's folder (O_TMPFILE):
/// whatever ends the process before `commit()` — a crash, SIGKILL, a power cut —
/// leaves nothing behind, with no clean-up to run. `commit()` links it under a
/// unique hidden name and renames that over the destination. Where the filesystem
/// has no O_TMPFILE (overlayfs before Linux 6.6, NFS, FAT) the bytes go to a hidden
/// `.NAME.PID.RANDOM.partial` beside the destination instead, and opening one
/// removes those that a dead process left for the same destination.
final class RecordingFile {
    /// Where the file appears on `commit()`.
    let path: String
    /// Bytes written so far (the end of the file).
    private(set) var size = 0
    /// The hidden name the bytes are under until `commit()`, or nil while they have none.
    private(set) var partialPath: String?

    private var descriptor: Int32
    private let io: RecordingIO
    private let folder: String
    private let name: String

    /// Opens a file that will appear at `path`; fails, naming `path`, when its folder
    /// cannot be written. `removingStalePartials: false` leaves the folder's stale
    /// partial files to the caller (one sweep for many files, see `removeStalePartials`).
    init(path: String, io: RecordingIO = .system, removingStalePartials: Bool = true) throws(RecordingError) {
        self.path = path
        self.io = io
        let url = URL(fileURLWithPath: path)
        folder = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        if removingStalePartials { Self.removeStalePartials(in: folder) { $0 == url.lastPathComponent } }
        let unnamed = Self.canLinkUnnamedFiles ? io.openUnnamed(folder) : -EOPNOTSUPP
        if unnamed >= 0 {
            descriptor = unnamed
            return
        }
        // EOPNOTSUPP: the filesystem has no O_TMPFILE; EISDIR: the kernel has none.
        guard [EOPNOTSUPP, EISDIR, EINVAL].contains(-unnamed) else { throw Self.cannotCreate(path, errno: -unnamed) }
        while true {
            let partial = folder + "/" + Self.partialName(of: name, random: UInt32.random(in: 0 ... .max))
            let opened = kiosk_open_mode(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 {
                descriptor = opened
                partialPath = partial
                return
            }
            if errno != EEXIST && errno != EINTR { throw Self.cannotCreate(path, errno: errno) }
        }
    }

    deinit { discard() }

    /// Appends `bytes`. A failure (a full disk) names the file and the error.
    func write(_ bytes: [UInt8]) throws(RecordingError) {
        try write(bytes, at: size)
        size += bytes.count
    }

    /// Writes `bytes` over the file from `offset` (not past its end).
    func write(_ bytes: [UInt8], at offset: Int) throws(RecordingError) {
        guard descriptor >= 0 else { throw dropped }
        precondition(offset <= size, "RecordingFile.write: offset \(offset) is past the end (\(size))")
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { io.pwrite(descriptor, UnsafeRawBufferPointer(rebasing: $0[done...]), offset + done) }
            if written == -Int(EINTR) { continue }
            guard written > 0 else { throw failure("write", errno: written == 0 ? ENOSPC : Int32(-written)) }
            done += written
        }
    }

    /// Puts the file at `path`: after `fsync` when `durable` (so a power cut after the
    /// rename cannot leave an empty file there), then an atomic rename over whatever
    /// was there. On failure nothing is left but what was at `path` before.
    func commit(durable: Bool) throws(RecordingError) {
        guard descriptor >= 0 else { throw dropped }
        defer { discard() }
        if durable {
            let synced = io.fsync(descriptor)
            guard synced == 0 else { throw failure("write", errno: -synced) }
        }
        if partialPath == nil {
            // Give the unnamed file a hidden name of its own, then rename that.
            while true {
                let partial = folder + "/" + Self.partialName(of: name, random: UInt32.random(in: 0 ... .max))
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, partial, AT_SYMLINK_FOLLOW) == 0 {
                    partialPath = partial
                    break
                }
                if errno != EEXIST { throw failure("name", errno: errno) }
            }
        }
        guard let partialPath, rename(partialPath, path) == 0 else { throw failure("move into place", errno: errno) }
        self.partialPath = nil
    }

    /// Drops what was written (nothing stays on disk); later calls do nothing.
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        if let partialPath { unlink(partialPath) }
        partialPath = nil
    }

    // MARK: Names

    /// ".NAME.PID.RANDOM.partial": hidden, unique, and naming who wrote it.
    static func partialName(of name: String, random: UInt32) -> String {
        ".\(name).\(getpid()).\(String(random, radix: 16)).partial"
    }

    /// The destination's name and the writer's process of a partial file's name, or
    /// nil when `entry` is not one.
    static func partialTarget(of entry: String) -> (name: String, pid: pid_t)? {
        guard entry.hasPrefix("."), entry.hasSuffix(".partial") else { return nil }
        let parts = entry.dropFirst().dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0,
              UInt32(parts[parts.count - 1], radix: 16) != nil else { return nil }
        return (parts.dropLast(2).joined(separator: "."), pid)
    }

    /// Removes the partial files in `folder` whose destination's name `matches` and
    /// whose writer is no longer running; returns their names.
    @discardableResult
    static func removeStalePartials(in folder: String, matching matches: (String) -> Bool) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for entry in entries {
            guard let target = partialTarget(of: entry), matches(target.name), target.pid != getpid(),
                  kill(target.pid, 0) == -1, errno == ESRCH else { continue }
            if unlink(folder + "/" + entry) == 0 { removed.append(entry) }
        }
        return removed.sorted()
    }

    /// Whether an unnamed file can be given a name: through /proc/self/fd, which
    /// linkat follows (AT_EMPTY_PATH would need CAP_DAC_READ_SEARCH).
    private static var canLinkUnnamedFiles: Bool { access("/proc/self/fd", X_OK) == 0 }

    // MARK: Errors

    private static func cannotCreate(_ path: String, errno: Int32) -> RecordingError {
        RecordingError(path: path, reason: "cannot write a file here (\(String(cString: strerror(errno))));"
                       + " check that the folder exists and is writable")
    }

    /// A write or commit after `commit()` or `discard()`.
    private var dropped: RecordingError {
        RecordingError(path: path, reason: "cannot write the file: it was committed or dropped before")
    }

    private func failure(_ operation: String, errno: Int32) -> RecordingError {
        RecordingError(path: path, reason: "cannot \(operation) the file (\(String(cString: strerror(errno))))")
    }
}
