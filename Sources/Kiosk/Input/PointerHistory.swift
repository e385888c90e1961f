import Foundation

/// Where the pointer was over the last moments, by event time. libinput's middle-button
/// emulation (on a device with left and right buttons but no middle one) holds a left
/// press up to 50 ms and delivers it after the motion that followed, stamped with the
/// press's own time: a touch begins where the pointer was then, not where it is now.
struct PointerHistory {
    /// How long positions are kept: well past libinput's 50 ms hold.
    static let span: TimeInterval = 0.25
    /// At most this many positions are kept, however fast they come.
    static let capacity = 64

    /// Oldest first; the last is where the pointer is now.
    private(set) var entries: [(time: TimeInterval, location: CGPoint)]

    init(location: CGPoint = .zero) {
        entries = [(-.infinity, location)]
    }

    /// Where the pointer is now.
    var location: CGPoint { entries[entries.count - 1].location }
    /// The time of the latest position.
    var latestTime: TimeInterval { entries[entries.count - 1].time }

    /// The pointer reached `location` at `time`. Positions older than `span` before
    /// it go, except the newest of them: it says where the pointer was until the next.
    mutating func record(_ location: CGPoint, at time: TimeInterval) {
        entries.append((time, location))
        let cutoff = time - Self.span
        while entries.count > 1, entries.count > Self.capacity || entries[1].time <= cutoff {
            entries.removeFirst()
        }
    }

    /// Where the pointer was at `time`: the latest position reached at or before it
    /// (the oldest kept when `time` is older than all).
    func location(at time: TimeInterval) -> CGPoint {
        entries.last { $0.time <= time }?.location ?? entries[0].location
    }
}
