import CoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// Where `CACurrentMediaTime()` reads the time: seconds on a clock that never jumps.
public protocol MediaClock: Sendable {
    var now: CFTimeInterval { get }
}

/// The system's monotonic clock (CLOCK_MONOTONIC): the default media clock.
public struct MonotonicMediaClock: MediaClock {
    public init() {}
    public var now: CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}

/// A clock that moves only when told to: tests and the headless display run on it,
/// so the frame at t = 0.125 s is the same picture on every machine.
public final class VirtualMediaClock: MediaClock {
    private let time: Locked<CFTimeInterval>

    public init(startingAt start: CFTimeInterval = 0) { time = Locked(start) }

    public var now: CFTimeInterval { time.withLock { $0 } }

    /// Moves the clock forward by `seconds` (never backwards).
    public func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0, "VirtualMediaClock.advance(by:): \(seconds) would run time backwards")
        time.withLock { $0 += seconds }
    }

    /// Sets the clock to `t`, which must not be earlier than now.
    public func set(to t: CFTimeInterval) {
        time.withLock {
            precondition(t >= $0, "VirtualMediaClock.set(to:): \(t) is before now (\($0))")
            $0 = t
        }
    }
}

/// The clock `CACurrentMediaTime()` reads. Install a clock for the whole process
/// (the headless display does), or bind one for the duration of a task (tests do,
/// so that tests running in parallel each keep their own time).
public enum MediaClocks {
    private static let installed = Locked<any MediaClock>(MonotonicMediaClock())
    @TaskLocal static var bound: (any MediaClock)?

    /// Makes `clock` the process's media clock.
    public static func install(_ clock: any MediaClock) { installed.withLock { $0 = clock } }

    /// The clock in effect for the current task.
    public static var current: any MediaClock { bound ?? installed.withLock { $0 } }

    /// Runs `body` with `clock` as the media clock of this task and its child tasks.
    public static func withClock<Result>(_ clock: any MediaClock, _ body: () throws -> Result) rethrows -> Result {
        try $bound.withValue(clock, operation: body)
    }

    /// Runs `body` with `clock` as the media clock of this task and its child tasks.
    public static func withClock<Result>(_ clock: any MediaClock, isolation: isolated (any Actor)? = #isolation,
                                         _ body: () async throws -> Result) async rethrows -> Result {
        try await $bound.withValue(clock, operation: body, isolation: isolation)
    }
}

/// The current media time in seconds: the time base of every animation.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClocks.current.now }
