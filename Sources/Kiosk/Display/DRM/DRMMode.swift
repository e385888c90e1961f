/// One display mode a connector offers: its size, refresh and the kernel's timing
/// record (kept to hand back to the kernel when setting the mode).
public struct DRMMode: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Refresh in millihertz, from the pixel clock and totals (60004 for DMT 1024×768@60),
    /// or the mode's nominal refresh × 1000 when the totals are unknown.
    public let refreshMillihertz: Int
    /// The connector's preferred mode (its panel's native one).
    public let isPreferred: Bool
    /// One frame's duration in seconds: htotal × vtotal / pixel clock.
    public let framePeriod: Double
    /// The kernel's record, passed back unchanged in a mode set.
    let info: DRMModeInfo

    /// A mode from the kernel's record.
    init(info: DRMModeInfo) {
        self.info = info
        width = Int(info.hdisplay)
        height = Int(info.vdisplay)
        isPreferred = info.type & DRMModeInfo.preferredType != 0
        let pixels = Double(info.htotal) * Double(info.vtotal)
        if info.clock > 0 && pixels > 0 {
            framePeriod = pixels / (Double(info.clock) * 1000)
            refreshMillihertz = Int((1000 / framePeriod).rounded())
        } else {
            let hertz = info.vrefresh > 0 ? Int(info.vrefresh) : 60
            framePeriod = 1 / Double(hertz)
            refreshMillihertz = hertz * 1000
        }
    }

    /// A mode with no real timings, for describing hardware in tests.
    public init(width: Int, height: Int, refreshHertz: Int, preferred: Bool = false) {
        self.init(info: DRMModeInfo(hdisplay: UInt16(width), vdisplay: UInt16(height), vrefresh: UInt32(refreshHertz),
                                    type: preferred ? DRMModeInfo.preferredType : 0))
    }

    /// Refresh rounded to whole hertz, as people write it ("@60").
    public var refreshHertz: Int { (refreshMillihertz + 500) / 1000 }

    /// "1024x768@60", with a "*" when preferred.
    public var description: String { "\(width)x\(height)@\(refreshHertz)\(isPreferred ? "*" : "")" }

    public static func == (a: DRMMode, b: DRMMode) -> Bool {
        a.width == b.width && a.height == b.height && a.refreshMillihertz == b.refreshMillihertz
            && a.isPreferred == b.isPreferred
    }
}
