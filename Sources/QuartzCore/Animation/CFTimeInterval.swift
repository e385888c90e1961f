/// Seconds, as Core Animation counts them. Foundation on Linux has `TimeInterval`
/// but not Core Foundation's `CFTimeInterval`, which Core Animation's API uses.
public typealias CFTimeInterval = Double
