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
