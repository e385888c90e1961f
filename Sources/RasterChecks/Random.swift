import Raster

/// SplitMix64: a tiny seeded generator, so iteration `n` of a check can be
/// replayed alone (`raster-check --seed n`).
public struct SeededRandom {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// A double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A valid premultiplied pixel, biased towards the edge cases: fully
    /// transparent, fully opaque and alpha 1 each appear often.
    public mutating func pixel() -> Pixel {
        let alpha: UInt8
        switch next() % 8 {
        case 0: alpha = 0
        case 1, 2: alpha = 255
        case 3: alpha = 1
        default: alpha = byte()
        }
        let a = UInt32(alpha)
        func channel(_ r: inout SeededRandom) -> UInt8 { a == 0 ? 0 : UInt8(r.next() % UInt64(a + 1)) }
        return Pixel(red: channel(&self), green: channel(&self), blue: channel(&self), alpha: alpha)
    }

    /// One of the opacities every check covers: 0, 1/255, one half (128) and 1 —
    /// and, one time in five, any other.
    public mutating func opacity() -> UInt8 {
        switch next() % 5 {
        case 0: return 0
        case 1: return 1
        case 2: return 128
        case 3: return 255
        default: return byte()
        }
    }
}
