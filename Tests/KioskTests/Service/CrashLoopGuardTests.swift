import Foundation
@testable import Kiosk
import Testing

/// The crash-loop bookkeeping `kiosk run` keeps in $RUNTIME_DIRECTORY: the back-off
/// schedule, the count across starts, settling on a virtual clock, and bad files.
@Suite struct CrashLoopGuardTests {
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-crash-loop-\(getpid())-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theScheduleWaitsFromTheThirdFailedStartDoublingToAMinute() {
        let waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 1000].map { CrashLoopGuard.backOff(afterFailedStarts: $0) }
        #expect(waits == [0, 0, 0, 2, 4, 8, 16, 32, 60, 60, 60, 60])
    }

    @Test func eachStartCountsAsFailedUntilItSettles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/crash-loop"
        var waits: [Double] = []
        var counts: [Int?] = []
        for _ in 0..<5 {
            var start = CrashLoopGuard(path: path)
            waits.append(try start.start())
            counts.append(CrashLoopGuard.read(path))
        }
        #expect(waits == [0, 0, 0, 2, 4])
        #expect(counts == [1, 2, 3, 4, 5])
        // A stop in order (or a run that lasted) ends the loop: the next start waits for nothing.
        var lasted = CrashLoopGuard(path: path)
        #expect(try lasted.start() == 8)
        #expect(lasted.failedStarts == 5)
        try lasted.settle()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "failed-starts 0\n")
        var next = CrashLoopGuard(path: path)
        #expect(try next.start() == 0)
        #expect(CrashLoopGuard.read(path) == 1)
    }

    @Test func aStartSettlesThirtySecondsAfterTheAppIsShownOnTheVirtualClock() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/crash-loop"
        try "failed-starts 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        var run = CrashLoopGuard(path: path)
        #expect(try run.start() == 2)
        // Before the app is shown no time counts; then 30 s of it do.
        #expect(try run.tick(at: 500) == false)
        run.appShown(at: 102)
        run.appShown(at: 110)
        #expect(run.appShownAt == 102)
        #expect(try run.tick(at: 131.9) == false)
        #expect(CrashLoopGuard.read(path) == 4)
        #expect(try run.tick(at: 132) == true)
        #expect(run.settled)
        #expect(CrashLoopGuard.read(path) == 0)
        #expect(try run.tick(at: 200) == false)
    }

    @Test func aMissingOrGarbledFileCountsAsNoFailures() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/crash-loop"
        #expect(CrashLoopGuard.read(path) == nil)
        for text in ["failed-starts -1\n", "failed-starts\n", "7\n", "failed-starts 2 3\n", String(repeating: "x", count: 100)] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            var start = CrashLoopGuard(path: path)
            #expect(try start.start() == 0, "\(text)")
            #expect(CrashLoopGuard.read(path) == 1)
        }
    }

    @Test func theFileIsInTheServicesRuntimeDirectory() {
        #expect(CrashLoopGuard(environment: ["RUNTIME_DIRECTORY": "/run/kiosk"])?.path == "/run/kiosk/crash-loop")
        #expect(CrashLoopGuard(environment: ["RUNTIME_DIRECTORY": "/run/a:/run/b"])?.path == "/run/a/crash-loop")
        #expect(CrashLoopGuard(environment: ["RUNTIME_DIRECTORY": ""]) == nil)
        #expect(CrashLoopGuard(environment: [:]) == nil)
    }

    @Test func aFolderThatCannotBeWrittenIsAnErrorNamingTheFile() {
        var start = CrashLoopGuard(path: "/nonexistent-kiosk-folder/crash-loop")
        #expect(throws: SystemError(call: "open", path: "/nonexistent-kiosk-folder/crash-loop", errno: ENOENT)) {
            try start.start()
        }
    }
}
