/// How a display has been keeping up: frames shown and, where the display has vblank
/// events (DRM), vblanks missed, late frames, the time between flips and lost or
/// refused flips; the bytes copied to scanout memory. What `--stats` reports.
public struct DisplayStatistics: Sendable, Equatable {
    /// Frames that reached the screen (DRM: page flips completed).
    public var framesPresented = 0
    /// Whether the vblank figures below are measured (false: the display has no vblank
    /// events, and `--stats` says so instead of printing zeros).
    public var measuresVBlanks = false
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
    /// The vblank period measured by every two successive flips, back to back or not
    /// (interval ÷ vblank counter difference).
    public var vblankPeriods = IntervalSummary()
    /// Flips whose completion event never came (given up after a timeout).
    public var lostFlips = 0
    /// Flips the kernel refused (e.g. while another process was master).
    public var failedFlips = 0
    /// Bytes the output pass wrote to scanout memory.
    public var bytesCopied = 0

    public init(measuresVBlanks: Bool = false) {
        self.measuresVBlanks = measuresVBlanks
    }
}
