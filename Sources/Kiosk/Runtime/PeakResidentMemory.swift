import Glibc

/// The most memory the process has held resident since it started: Linux's
/// `ru_maxrss` (the VmHWM line of /proc/self/status), which `--stats` prints at exit
/// so integrators see the figure to size a board's memory by.
enum PeakResidentMemory {
    /// Bytes, or nil when the kernel does not say.
    static func bytes() -> Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        return usage.ru_maxrss * 1024
    }
}
