import Glibc

/// The check's output: facts as they are measured, one "ok"/"FAIL" line per
/// expectation, and the number of failures for the exit status.
final class CheckLog {
    private(set) var failures = 0

    func info(_ line: String, terminator: String = "\n") {
        print(line, terminator: terminator)
        fflush(nil) // the console shows each line as it comes, even if the guest dies
    }

    /// Prints `what` as passed or failed; `detail` says what was found when it failed.
    func expect(_ condition: Bool, _ what: String, detail: @autoclosure () -> String = "") {
        if condition {
            info("ok    \(what)")
        } else {
            failures += 1
            let found = detail()
            info("FAIL  \(what)" + (found.isEmpty ? "" : ": \(found)"))
        }
    }
}
