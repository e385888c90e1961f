import CoreGraphics
import Foundation
import Glibc
@testable import Kiosk
@testable import KioskHeadless
import Testing

/// `kiosk demo flip` on a 64×96 headless display, run as a program and stopped by
/// signals at a known point: the test hook pauses it after its first frame, and only
/// a stop lets it draw one more frame and end (see `FirstFramePauseHook`). Every stop
/// signal must end it the same way — exit status 0, "stopping: SIGNAME", STOPPING=1,
/// the recording whole — and no other signal may end it.
@Suite struct KioskStopSignalTests {
    static let pauseMarker = "test hook: paused after the first frame until a stop signal"
    /// The recording of a run stopped after its second frame: the first frame (at 0,
    /// whole screen), shown until 1 s after the second (at 1/60 s), which changed nothing.
    static let stoppedRecording = [[0, 0, 64, 96, 1017]]

    /// What a run did.
    struct Outcome {
        let termination: ChildProcess.Termination
        let output: String
        let error: String
        let datagrams: [String]
        /// Every entry of the run's folder, hidden ones too.
        let entries: [String]
        /// The recording's fcTLs, (x, y, width, height, delay ms), when it is there and whole.
        let frames: [[Int]]?
    }

    /// Runs `kiosk ARGUMENTS` (through `wrapper`, a program that executes it) in a fresh
    /// folder with NOTIFY_SOCKET set and, when `pausing`, the first-frame pause; once
    /// paused it sends each step's signal and waits for the step's line on standard error.
    static func run(_ arguments: [String], wrapper: [String] = [], pausing: Bool = true,
                    steps: [(signal: Int32, waitFor: String?)] = [],
                    check: (String) throws -> Void = { _ in }) throws -> Outcome {
        let folder = try RecordingFileTests.makeFolder("kiosk-run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try DatagramListener()
        var environment = childEnvironment
        environment["NOTIFY_SOCKET"] = listener.address
        if pausing {
            environment["KIOSK_TEST_HOOKS"] = "1"
            environment["KIOSK_TEST_PAUSE"] = "first-frame"
        }
        let kiosk = ChildProcess.buildFolder + "/kiosk"
        let command = wrapper + [kiosk] + arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }
        let child = try ChildProcess(command[0], Array(command.dropFirst()), environment: environment)
        if pausing {
            #expect(child.waitForError(containing: pauseMarker), "no pause: \(child.errorText)")
            for step in steps {
                child.send(step.signal)
                if let line = step.waitFor { #expect(child.waitForError(containing: line), "no \(line): \(child.errorText)") }
            }
        }
        let termination = child.wait()
        try check(folder)
        let recording = folder + "/run.png"
        let frames = FileManager.default.fileExists(atPath: recording) ? try wholeRecording(recording) : nil
        return Outcome(termination: termination, output: child.outputText, error: child.errorText,
                       datagrams: listener.receiveWaiting(), entries: RecordingFileTests.entries(folder), frames: frames)
    }

    /// The fcTLs of the APNG at `path`, after checking it is whole: every CRC right, the
    /// frame count in acTL that of the fcTLs, sequence numbers 0, 1, 2 … in order, IEND
    /// last, and its first frame readable by libpng.
    static func wholeRecording(_ path: String) throws -> [[Int]] {
        let chunks = AnimatedPNGWriterTests.chunks(of: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(chunks.filter { !$0.crcMatches }.isEmpty)
        #expect(chunks.last?.type == "IEND")
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.map { Int($0.uint32(at: 0)) } == Array(0..<sequenced.count))
        let frames = try RuntimeHeadlessRunTests.frames(ofRecording: path)
        #expect(chunks.first { $0.type == "acTL" }.map { Int($0.uint32(at: 0)) } == frames.count)
        _ = try PNGCodec.read(contentsOf: path)
        return frames
    }

    /// The environment of each kiosk run: no crash reports, and no leak check at exit
    /// when the tests are built with AddressSanitizer (leaks are the soak's and the leak
    /// tests' business; a report would turn the exit status these tests check into 1).
    static let childEnvironment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": "detect_leaks=0"]

    static let record = ["demo", "flip", "--display", "headless:64x96", "--record", "FOLDER/run.png"]

    @Test(arguments: SignalGuard.stopSignals)
    func eachStopSignalStopsTheRunInOrderWithStatusZero(_ signal: Int32) throws {
        var path = ""
        let outcome = try Self.run(Self.record, steps: [(signal, nil)]) { path = $0 + "/run.png" }
        #expect(outcome.termination == .exited(0))
        #expect(outcome.output.hasSuffix("\nkiosk: wrote 1 frame to \(path)\n"))
        #expect(outcome.error.contains("<6>kiosk.runtime: stopping: \(SignalGuard.name(of: signal))\n"))
        #expect(outcome.datagrams == ["STATUS=display: headless 64x96", "READY=1", "STOPPING=1"])
        #expect(outcome.entries == ["run.png"])
        #expect(outcome.frames == Self.stoppedRecording)
    }

    @Test(arguments: SignalGuard.unusedSignals)
    func anUnusedSignalIsLoggedAndTheRunGoesOn(_ signal: Int32) throws {
        let ignored = "<5>kiosk.runtime: signals: \(SignalGuard.name(of: signal)) ignored; stop a run with SIGTERM, SIGINT, SIGHUP or SIGQUIT\n"
        let outcome = try Self.run(Self.record, steps: [(signal, ignored), (SIGTERM, nil)])
        #expect(outcome.termination == .exited(0))
        #expect(outcome.error.contains("<6>kiosk.runtime: stopping: SIGTERM\n"))
        #expect(outcome.entries == ["run.png"])
        #expect(outcome.frames == Self.stoppedRecording)
    }

    /// SIGPIPE and SIGXFSZ are ignored by the kernel for the run (a write fails instead).
    @Test(arguments: SignalGuard.writeFailureSignals)
    func aWriteFailureSignalIsIgnored(_ signal: Int32) throws {
        let outcome = try Self.run(Self.record, steps: [(signal, nil), (SIGTERM, nil)])
        #expect(outcome.termination == .exited(0))
        #expect(outcome.error.contains("<6>kiosk.runtime: stopping: SIGTERM\n"))
        #expect(!outcome.error.contains(SignalGuard.name(of: signal)))
        #expect(outcome.frames == Self.stoppedRecording)
    }

    @Test func underNohupSIGHUPStaysIgnored() throws {
        let outcome = try Self.run(Self.record, wrapper: ["/usr/bin/nohup"], steps: [(SIGHUP, nil), (SIGTERM, nil)])
        #expect(outcome.termination == .exited(0))
        #expect(outcome.error.contains("<6>kiosk.runtime: signals: SIGHUP was ignored when the run started (nohup, or a shell's background job) and stays ignored\n"))
        #expect(outcome.error.contains("<6>kiosk.runtime: stopping: SIGTERM\n"))
        #expect(outcome.frames == Self.stoppedRecording)
    }

    /// SIGKILL gives no chance to clean up: the recording had no name yet (O_TMPFILE),
    /// or the next run removes its hidden partial file.
    @Test func aKilledRunLeavesNoPartialFileForTheNextOne() throws {
        var left: [String] = []
        var supported = true
        let killed = try Self.run(Self.record, steps: [(SIGKILL, nil)]) { folder in
            left = RecordingFileTests.entries(folder)
            supported = RecordingFileTests.supportsUnnamedFiles(folder)
            // The next run into the same folder.
            let next = try ChildProcess(ChildProcess.buildFolder + "/kiosk",
                                        Self.record.map { $0.replacingOccurrences(of: "FOLDER", with: folder) },
                                        environment: Self.childEnvironment)
            #expect(next.wait() == .exited(0))
        }
        #expect(killed.termination == .signalled(SIGKILL))
        #expect(left.count == (supported ? 0 : 1))
        #expect(killed.entries == ["run.png"])
    }

    /// Two runs started together, recording to the same file: each writes its own
    /// hidden file and renames it into place, so the file is one whole recording.
    @Test func twoRunsRecordingToOneFileAtOnceLeaveAWholeOne() throws {
        let folder = try RecordingFileTests.makeFolder("two-runs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = Self.record.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }
        let environment = Self.childEnvironment
        let runs = try (0..<2).map { _ in try ChildProcess(ChildProcess.buildFolder + "/kiosk", arguments, environment: environment) }
        let terminations = runs.map { $0.wait() }
        let frames = try Self.wholeRecording(folder + "/run.png")
        #expect(terminations == [.exited(0), .exited(0)])
        for run in runs {
            #expect(run.outputText.hasSuffix("\nkiosk: wrote \(frames.count) frames to \(folder)/run.png\n"))
        }
        #expect(RecordingFileTests.entries(folder) == ["run.png"])
        #expect(frames.count > 10)
    }

    /// A recording over the file size limit (RLIMIT_FSIZE: writes fail with EFBIG, and
    /// SIGXFSZ, which would end the run, is ignored) stops the run at once, exit status 1.
    @Test(.disabled(if: Sanitizers.thread, "ThreadSanitizer writes a 512 KB /tmp/tsan.rodata file at start, which the file size limit cuts short (SIGBUS)"))
    func aRecordingThatCannotBeWrittenStopsTheRunWithItsError() throws {
        var path = ""
        let outcome = try Self.run(Self.record, wrapper: ["/usr/bin/prlimit", "--fsize=16384", "--"], pausing: false) {
            path = $0 + "/run.png"
        }
        let error = "\(path): cannot write the file (File too large); the recording was not kept"
        #expect(outcome.termination == .exited(1))
        #expect(outcome.error.contains("<3>kiosk.runtime: recording: \(error); the run stops\n<6>kiosk.runtime: stopping: the recording failed\n"))
        #expect(outcome.error.hasSuffix("kiosk: recording: \(error)\n"))
        #expect(!outcome.output.contains("wrote"))
        #expect(outcome.datagrams.last == "STOPPING=1")
        #expect(outcome.entries == [])
    }

    @Test func everyDumpedFrameIsThereUnderItsOwnName() throws {
        var names: [String] = []
        let outcome = try Self.run(["demo", "flip", "--display", "headless:64x96", "--dump-frames", "FOLDER/frames"],
                                   pausing: false) { names = RecordingFileTests.entries($0 + "/frames") }
        #expect(outcome.termination == .exited(0))
        let reported = outcome.output.split(separator: "\n").last.flatMap { Int($0.split(separator: " ")[2]) }
        #expect(reported == names.count)
        #expect(names.count > 10)
        #expect(names.map { $0.prefix(14) } == (0..<names.count).map { FrameRecorder.dumpName(number: $0, milliseconds: 0).prefix(14) })
        #expect(names.allSatisfy { $0.hasSuffix("ms.png") && $0.count == "frame-0000000-0000000ms.png".count })
    }
}
