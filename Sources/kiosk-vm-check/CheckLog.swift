import CoreGraphics
import Glibc

/// Writes `line` to standard output at once, so that lines come out in order with the
/// guest's other output, and before a crash the checks may cause.
func report(_ line: String, terminator: String = "\n") {
    print(line, terminator: terminator)
    fflush(nil)
}

/// The check's output: facts as they are measured, one "ok:"/"FAIL:" line per
/// expectation, and the number of failures for the exit status. Any thread may use it.
final class CheckLog: Sendable {
    private let failed = Locked(0)

    var failures: Int { failed.withLock { $0 } }

    func info(_ line: String, terminator: String = "\n") { report(line, terminator: terminator) }

    /// Prints `what` as passed or failed; `detail` says what was found when it failed.
    func expect(_ condition: Bool, _ what: String, detail: @autoclosure () -> String = "") {
        if condition {
            info("ok: \(what)")
        } else {
            failed.withLock { $0 += 1 }
            let found = detail()
            info("FAIL: \(what)" + (found.isEmpty ? "" : ": \(found)"))
        }
    }

    /// 0 when every expectation held, else 1.
    var exitCode: Int32 { failures == 0 ? 0 : 1 }
}
