/// How a held key repeats (board keys `key-repeat-delay`, `key-repeat-rate`): first
/// after `delayMilliseconds`, then `rate` times a second; a rate of 0 turns repeat off.
/// The defaults are the usual desktop ones (X's and Wayland compositors' 600 ms, 25/s).
public struct KeyRepeatSettings: Sendable, Equatable {
    public var delayMilliseconds = 600
    public var rate = 25

    public init(delayMilliseconds: Int = 600, rate: Int = 25) {
        self.delayMilliseconds = delayMilliseconds
        self.rate = rate
    }

    /// The board file's bounds: up to 10 s of delay, up to 100 repeats a second.
    static let delays = 0...10_000
    static let rates = 0...100

    /// Microseconds from a key's press to its `index`-th repeat (0 is the first),
    /// whole, so that repeats fall at the same times on every machine.
    func offset(ofRepeat index: Int) -> Int64 {
        Int64(delayMilliseconds) * 1000 + Int64((Double(index) * 1e6 / Double(rate)).rounded())
    }
}
