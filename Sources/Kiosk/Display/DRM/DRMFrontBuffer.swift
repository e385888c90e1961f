import Raster

/// A copy of what a DRM display scans out, rows packed, in its scanout format.
public struct DRMFrontBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let format: ScanoutFormat
    public let bytes: [UInt8]
    /// The media time its frame was drawn for (nil for the initial black buffer).
    public let drawnFor: Double?
    /// When its flip completed (CLOCK_MONOTONIC seconds).
    public let shownAt: Double?
}
