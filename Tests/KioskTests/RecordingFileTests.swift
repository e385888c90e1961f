import CKioskSystem
import CoreGraphics
import Foundation
import Glibc
@testable import Kiosk
@testable import KioskHeadless
import Testing

/// Files that appear whole or not at all: unnamed (O_TMPFILE) or hidden partial files,
/// the rename into place, stale partials of dead writers, and write errors.
@Suite struct RecordingFileTests {
    /// A fresh empty folder, removed by `defer`.
    static func makeFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "kiosk-recording-\(name)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        return folder
    }

    /// Every entry of `folder`, hidden ones too, sorted.
    static func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The kernel's calls, except a filesystem with no O_TMPFILE.
    static let withoutTmpfile = RecordingIO(openUnnamed: { _ in -EOPNOTSUPP }, pwrite: RecordingIO.system.pwrite,
                                            fsync: RecordingIO.system.fsync)

    /// Whether the folder's filesystem can make unnamed files (the machine's /tmp).
    static func supportsUnnamedFiles(_ folder: String) -> Bool {
        let descriptor = kiosk_open_unnamed(folder, 0o600)
        if descriptor >= 0 { close(descriptor) }
        return descriptor >= 0
    }

    @Test func theFileHasNoNameUntilCommittedThenAppearsWhole() throws {
        let folder = try Self.makeFolder("unnamed")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try RecordingFile(path: folder + "/run.png")
        try file.write([1, 2, 3, 4])
        try file.write([9], at: 1)
        if Self.supportsUnnamedFiles(folder) {
            #expect(file.partialPath == nil)
            #expect(Self.entries(folder) == [])
        } else {
            #expect(Self.entries(folder).count == 1)
        }
        try file.commit(durable: true)
        #expect(Self.entries(folder) == ["run.png"])
        #expect(Self.contents(folder + "/run.png") == [1, 9, 3, 4])
    }

    @Test func withoutTmpfileTheBytesGoToAHiddenPartialThatTheCommitRenames() throws {
        let folder = try Self.makeFolder("named")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try RecordingFile(path: folder + "/run.png", io: Self.withoutTmpfile)
        let partial = try #require(file.partialPath)
        let name = URL(fileURLWithPath: partial).lastPathComponent
        #expect(Self.entries(folder) == [name])
        #expect(name.hasPrefix(".run.png.\(getpid()).") && name.hasSuffix(".partial"))
        #expect(RecordingFile.partialTarget(of: name)?.name == "run.png")
        #expect(RecordingFile.partialTarget(of: name)?.pid == getpid())
        try file.write([7, 7])
        try file.commit(durable: false)
        #expect(Self.entries(folder) == ["run.png"])
        #expect(Self.contents(folder + "/run.png") == [7, 7])
    }

    @Test(arguments: [false, true])
    func aDiscardedFileLeavesNothing(namedPartial: Bool) throws {
        let folder = try Self.makeFolder("discard")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let file = try RecordingFile(path: folder + "/run.png", io: namedPartial ? Self.withoutTmpfile : .system)
            try file.write([1, 2, 3])
            if namedPartial { #expect(Self.entries(folder).count == 1) }
            file.discard()
            #expect(Self.entries(folder) == [])
            #expect(throws: RecordingError(path: folder + "/run.png", reason: "cannot write the file: it was committed or dropped before")) {
                try file.write([4])
            }
        }
        do {
            // Dropped without a word (a run that ends by an error): the same.
            let file = try RecordingFile(path: folder + "/run.png", io: namedPartial ? Self.withoutTmpfile : .system)
            try file.write([1, 2, 3])
        }
        #expect(Self.entries(folder) == [])
    }

    @Test func partialsOfDeadWritersOfTheSamePathAreRemovedWhenANewOneStarts() throws {
        let folder = try Self.makeFolder("stale")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Process IDs are below pid_max: that one is never running.
        let pidMax = try #require(Int32(String(decoding: Self.contents("/proc/sys/kernel/pid_max") ?? [], as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        let dead = ".run.png.\(pidMax).1a2b.partial"
        let kept = [
            ".run.png.1.1a2b.partial",          // process 1 is running
            ".run.png.\(getpid()).1a2b.partial", // this process: a writer of its own
            ".other.png.\(pidMax).1a2b.partial", // another destination
            ".run.png.\(pidMax).xyz.partial",    // not a name Kiosk makes
            "run.png.partial",                   // nor this
        ]
        for name in [dead] + kept { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1]))) }
        let file = try RecordingFile(path: folder + "/run.png", io: Self.withoutTmpfile)
        let own = URL(fileURLWithPath: try #require(file.partialPath)).lastPathComponent
        #expect(Self.entries(folder) == (kept + [own]).sorted())
        file.discard()
        #expect(RecordingFile.removeStalePartials(in: folder) { _ in true } == [".other.png.\(pidMax).1a2b.partial"])
    }

    @Test func aFullDiskFailsTheWriteNamingTheFileAndTheError() throws {
        let folder = try Self.makeFolder("full")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let budget = Budget(bytes: 10)
        let io = RecordingIO(openUnnamed: { _ in -EOPNOTSUPP }, pwrite: budget.pwrite, fsync: RecordingIO.system.fsync)
        let file = try RecordingFile(path: folder + "/run.png", io: io)
        try file.write([UInt8](repeating: 1, count: 8))
        #expect(throws: RecordingError(path: folder + "/run.png", reason: "cannot write the file (No space left on device)")) {
            try file.write([UInt8](repeating: 2, count: 8))
        }
        // The size counts whole writes only (two bytes of the second went out).
        #expect(file.size == 8)
        file.discard()
        #expect(Self.entries(folder) == [])
    }

    @Test func shortWritesAndInterruptedWritesAreCarriedOn() throws {
        let folder = try Self.makeFolder("short")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let calls = Calls()
        let io = RecordingIO(openUnnamed: RecordingIO.system.openUnnamed, pwrite: { descriptor, bytes, offset in
            // Every other call is interrupted; the others write at most 3 bytes.
            guard calls.next() % 2 == 1 else { return -Int(EINTR) }
            return RecordingIO.system.pwrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes.prefix(3)), offset)
        }, fsync: RecordingIO.system.fsync)
        let file = try RecordingFile(path: folder + "/run.png", io: io)
        try file.write(Array(0..<10))
        try file.commit(durable: true)
        #expect(Self.contents(folder + "/run.png") == Array(0..<10))
        #expect(calls.count == 8) // 4 writes of 3, 3, 3, 1 bytes, each after an EINTR
    }

    @Test func aFailedSyncFailsTheCommitAndLeavesNothing() throws {
        let folder = try Self.makeFolder("sync")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let io = RecordingIO(openUnnamed: { _ in -EOPNOTSUPP }, pwrite: RecordingIO.system.pwrite, fsync: { _ in -EIO })
        let file = try RecordingFile(path: folder + "/run.png", io: io)
        try file.write([1])
        #expect(throws: RecordingError(path: folder + "/run.png", reason: "cannot write the file (Input/output error)")) {
            try file.commit(durable: true)
        }
        #expect(Self.entries(folder) == [])
    }

    @Test(arguments: [false, true])
    func twoWritersOfOnePathEachPutAWholeFileThere(namedPartial: Bool) throws {
        let folder = try Self.makeFolder("two")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let io: RecordingIO = namedPartial ? Self.withoutTmpfile : .system
        let first = try RecordingFile(path: folder + "/run.png", io: io)
        let second = try RecordingFile(path: folder + "/run.png", io: io)
        for n in 0..<4 {
            try first.write([1, UInt8(n)])
            try second.write([2, UInt8(n), 0])
        }
        try first.commit(durable: true)
        #expect(Self.entries(folder).filter { !$0.hasPrefix(".") } == ["run.png"])
        #expect(Self.contents(folder + "/run.png") == [1, 0, 1, 1, 1, 2, 1, 3])
        try second.commit(durable: true)
        #expect(Self.entries(folder) == ["run.png"])
        #expect(Self.contents(folder + "/run.png") == [2, 0, 0, 2, 1, 0, 2, 2, 0, 2, 3, 0])
    }
}

/// A disk with room for `bytes` bytes: pwrite writes what fits, then fails with ENOSPC.
final class Budget: Sendable {
    private let left: Locked<Int>
    init(bytes: Int) { left = Locked(bytes) }

    var pwrite: @Sendable (Int32, UnsafeRawBufferPointer, Int) -> Int {
        { [self] descriptor, bytes, offset in
            let allowed = left.withLock { left in
                let allowed = min(left, bytes.count)
                left -= allowed
                return allowed
            }
            guard allowed > 0 else { return -Int(ENOSPC) }
            return RecordingIO.system.pwrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes.prefix(allowed)), offset)
        }
    }
}

/// Counts calls from any thread.
final class Calls: Sendable {
    private let calls = Locked(0)
    /// The number of this call, from 0.
    func next() -> Int {
        calls.withLock { calls in
            defer { calls += 1 }
            return calls
        }
    }
    var count: Int { calls.withLock { $0 } }
}
