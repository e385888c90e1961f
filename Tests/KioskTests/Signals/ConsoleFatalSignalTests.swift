import CKioskSystem
import Foundation
import Glibc
import Testing

/// The console guard on a fatal signal, each in a process of its own (an exit test):
/// the handler must run — it shows the cursor on the guarded descriptor, here the
/// child's standard output, where the ioctls that restore a VT fail harmlessly — and
/// the process must still die of the signal it got, whether the kernel raised it for
/// a fault or something sent it (Swift's backtracer returns from a sent one).
@Suite struct ConsoleFatalSignalTests {
    /// What the handler writes to the console before anything else happens.
    static let showCursor = Array("\u{1B}[?25h".utf8)

    /// Arms the guard on standard output over the default actions (whatever else
    /// handles fatal signals in a test process, a sanitizer's runtime, would end it its
    /// own way), with no core file: tests must not leave them.
    static func armOnStandardOutput() {
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU] { Glibc.signal(signal, SIG_DFL) }
        precondition(kiosk_console_guard_arm(STDOUT_FILENO, Int32(KD_TEXT), Int32(K_UNICODE)) == 0)
    }

    @Test func aBadPointerRestoresTheConsoleAndDiesOfSIGSEGV() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
            Self.armOnStandardOutput()
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
        }
        #expect(result?.standardOutputContent == Self.showCursor)
    }

    @Test func aSwiftTrapRestoresTheConsoleAndDiesOfItsSignal() async {
        #if arch(x86_64)
        let trap = SIGILL // ud2
        #else
        let trap = SIGTRAP // brk
        #endif
        let result = await #expect(processExitsWith: .signal(trap), observing: [\.standardOutputContent]) {
            Self.armOnStandardOutput()
            let nothing: Int? = Int("not a number")
            _ = nothing!
        }
        #expect(result?.standardOutputContent == Self.showCursor)
    }

    @Test func readingPastTheEndOfAMappedFileRestoresTheConsoleAndDiesOfSIGBUS() async {
        let result = await #expect(processExitsWith: .signal(SIGBUS), observing: [\.standardOutputContent]) {
            Self.armOnStandardOutput()
            let path = NSTemporaryDirectory() + "kiosk-sigbus-\(getpid())"
            let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            unlink(path)
            let page = mmap(nil, 4096, PROT_READ, MAP_SHARED, descriptor, 0)!
            _ = page.load(as: UInt8.self) // the file is empty: no page behind it
        }
        #expect(result?.standardOutputContent == Self.showCursor)
    }

    @Test func abortRestoresTheConsoleAndDiesOfSIGABRT() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardOutputContent]) {
            Self.armOnStandardOutput()
            abort()
        }
        #expect(result?.standardOutputContent == Self.showCursor)
    }

    /// The fatal signals sent by another process. Under ThreadSanitizer a sent SIGFPE is
    /// sometimes turned into a SIGSEGV of the runtime's own before the handler runs (seen
    /// on a fresh clone), as a sent SIGTRAP always is: there it is left out.
    static let sentFatalSignals: [Int32] = Sanitizers.thread
        ? [SIGSEGV, SIGBUS, SIGILL, SIGSYS, SIGXCPU]
        : [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGSYS, SIGXCPU]

    @Test(arguments: sentFatalSignals)
    func aSentFatalSignalRestoresTheConsoleAndStillEndsTheProcess(_ signal: Int32) async {
        await Self.sendAndExpectRestoredConsole(signal)
    }

    @Test(.disabled(if: Sanitizers.thread, "ThreadSanitizer's runtime turns a sent SIGTRAP into a SIGSEGV of its own"))
    func aSentSIGTRAPRestoresTheConsoleAndStillEndsTheProcess() async {
        await Self.sendAndExpectRestoredConsole(SIGTRAP)
    }

    static func sendAndExpectRestoredConsole(_ signal: Int32) async {
        let result = await #expect(processExitsWith: .signal(signal), observing: [\.standardOutputContent]) { [signal] in
            Self.armOnStandardOutput()
            kill(getpid(), signal)
            // Only the handler's thread may take it; give it the time it needs.
            while true { pause() }
        }
        #expect(result?.standardOutputContent == Self.showCursor)
    }
}

/// The same handler with Swift's backtracer on (exit tests turn it off), in
/// `kiosk-vm-check vt crash --descriptor 1`: the console comes back first (standard
/// output), then the backtracer reports the crash where it happened (standard error),
/// then the process dies of it (a survivor would print FAIL on standard output).
@Suite(.disabled(if: Sanitizers.address, "Swift's backtracer reads raw stack memory, which AddressSanitizer reports as overflows"),
       .disabled(if: Sanitizers.thread, "ThreadSanitizer's runtime fails an internal check (tsan_rtl.cpp:261) when Swift's backtracer runs"))
struct ConsoleBacktracerTests {
    /// The backtracer on; a sanitizer's runtime (when the tests are built with one)
    /// off these signals, or the backtracer would find them taken and stay out.
    static let environment = [
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,output-to=stderr",
        "ASAN_OPTIONS": Self.parentOptions("ASAN_OPTIONS") + "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0",
        "TSAN_OPTIONS": "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0",
        "PATH": "/usr/bin:/bin",
    ]

    /// This process's `name` options (the sanitizer pass's suppressions), to go first.
    static func parentOptions(_ name: String) -> String {
        ProcessInfo.processInfo.environment[name].map { $0 + ":" } ?? ""
    }

    static func crash(_ how: String) throws -> ChildProcess {
        let child = try ChildProcess(ChildProcess.buildFolder + "/kiosk-vm-check", ["vt", "crash", "--descriptor", "1", "--crash", how],
                                     environment: environment)
        _ = child.wait()
        return child
    }

    @Test func aFaultIsReportedWhereItHappenedAfterTheConsoleIsBack() throws {
        let child = try Self.crash("pointer")
        #expect(child.wait() == .signalled(SIGSEGV))
        #expect(child.outputText == "guarding descriptor 1; crashing: pointer\n\u{1B}[?25h")
        let report = child.errorText
        #expect(report.contains("*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***"))
        // The first frame of the crashed thread is the faulting line, not the console handler.
        let firstFrame = report.split(separator: "\n").first { $0.hasPrefix("  0 ") }
        #expect(firstFrame?.contains("VTCheck.crash(_:)") == true)
        #expect(firstFrame?.contains("VTCheck.swift:") == true)
    }

    /// The backtracer returns from a signal that was sent, as it would from a fault that
    /// recurs: the handler then ends the process with the signal's default action.
    @Test(arguments: [("SEGV", SIGSEGV), ("ILL", SIGILL), ("TRAP", SIGTRAP)])
    func aSentFatalSignalIsReportedAndStillEndsTheProcess(_ name: String, _ signal: Int32) throws {
        let child = try Self.crash("send:" + name)
        #expect(child.wait() == .signalled(signal))
        #expect(child.outputText == "guarding descriptor 1; crashing: send:\(name)\n\u{1B}[?25h")
        #expect(child.errorText.contains("*** Program crashed: "))
    }
}
