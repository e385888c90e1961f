import CoreGraphics

/// A layer timeline with a curve: from `start` in its superlayer's time, the layer's
/// local time runs from `from` to `to` over `duration` seconds, paced by `function`,
/// and then stays at `to` (before `start` it stays at `from`). `speed` and
/// `timeOffset` map time linearly and cannot ease; UIKit's
/// `UIPercentDrivenInteractiveTransition` uses this for its `completionCurve`, playing
/// the rest of a scrubbed transition on a curve. Kiosk's own, not Core Animation's.
public struct TimeEasing: Equatable, Sendable {
    public var start: CFTimeInterval
    public var duration: CFTimeInterval
    public var from: CFTimeInterval
    public var to: CFTimeInterval
    public var function: CAMediaTimingFunction

    public init(start: CFTimeInterval, duration: CFTimeInterval, from: CFTimeInterval, to: CFTimeInterval,
                function: CAMediaTimingFunction) {
        self.start = start
        self.duration = duration
        self.from = from
        self.to = to
        self.function = function
    }

    /// The local time at parent time `t`.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        guard duration > 0 else { return t < start ? from : to }
        let progress = min(max((t - start) / duration, 0), 1)
        return from + (to - from) * function.progress(at: progress)
    }

    /// The parent time at which the local time is `local` (the first such moment; the
    /// curve is searched by bisection, as it has no closed-form inverse).
    func parentTime(fromLocal local: CFTimeInterval) -> CFTimeInterval {
        guard duration > 0, to != from else { return start }
        let target = min(max((local - from) / (to - from), 0), 1)
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if function.progress(at: mid) < target { low = mid } else { high = mid }
        }
        return start + high * duration
    }
}

extension CALayer {
    /// Kiosk's own: eases this layer's timeline (see `TimeEasing`); nil gives the
    /// linear `beginTime`/`speed`/`timeOffset` mapping back.
    @_spi(KioskRuntime) public var timeEasing: TimeEasing? {
        get { properties.timing.easing }
        set { set(\.timing.easing, newValue, key: "timeEasing") }
    }
}
