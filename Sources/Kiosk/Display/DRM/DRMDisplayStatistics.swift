/// Count, mean, minimum and maximum of a series of durations in seconds.
public struct IntervalSummary: Sendable, Equatable {
    public private(set) var count = 0
    public private(set) var total = 0.0
    public private(set) var minimum = Double.infinity
    public private(set) var maximum = -Double.infinity

    public init() {}

    public var mean: Double { count == 0 ? 0 : total / Double(count) }

    public mutating func add(_ interval: Double) {
        count += 1
        total += interval
        minimum = min(minimum, interval)
        maximum = max(maximum, interval)
    }
}

/// How a DRM display has been keeping up: frames shown, vblanks missed, the time
/// between flips and the bytes copied to scanout.
public struct DRMDisplayStatistics: Sendable, Equatable {
    /// Page flips completed.
    public var framesPresented = 0
    /// Vblanks that brought no new frame while frames were drawn back to back (an
    /// animation running below the display's rate).
    public var missedVBlanks = 0
    /// Frames that reached the glass after the vblank they were drawn for (their
    /// animations were evaluated for too early a time).
    public var framesLate = 0
    /// By how many vblanks those frames were late, in all.
    public var lateVBlanks = 0
    /// Time between consecutive flips of frames drawn back to back.
    public var flipIntervals = IntervalSummary()
    /// The vblank period those flips measured (interval ÷ vblank counter difference).
    public var vblankPeriods = IntervalSummary()
    /// Flips whose completion event never came (given up after a timeout).
    public var lostFlips = 0
    /// Flips the kernel refused (e.g. while another process was master).
    public var failedFlips = 0
    /// Bytes the output pass wrote to scanout memory.
    public var bytesCopied = 0

    public init() {}
}
