@testable import QuartzCore
import Testing

/// Layer IDs hash with a splitmix64 finalizer instead of SipHash (the render tables
/// look thousands of them up when a page leaves or comes back): consecutive IDs must
/// still spread over the low bits a table indexes by, for every seed.
@Suite struct LayerIDHashTests {
    @Test(arguments: [0, 1, -1, 0x5EED], [1, 1024])
    func idsFillTheLowBuckets(seed: Int, stride: UInt64) {
        // 4 096 IDs, consecutive or 1 024 apart, into 1 024 buckets by the low 10 bits: a
        // uniform hash leaves about 1 024 × e^-4 ≈ 19 empty and fills none past about 15
        // (the ID itself, or the ID times an odd constant, puts every strided one in bucket 0).
        var counts = [Int](repeating: 0, count: 1024)
        for k in UInt64(1)...4096 { counts[LayerID(rawValue: k * stride)._rawHashValue(seed: seed) & 1023] += 1 }
        #expect(counts.filter { $0 == 0 }.count < 40)
        #expect(counts.max()! <= 16)
    }

    @Test func equalIDsHashEquallyAndATableFindsEveryOne() {
        #expect(LayerID(rawValue: 77)._rawHashValue(seed: 9) == LayerID(rawValue: 77)._rawHashValue(seed: 9))
        #expect(LayerID(rawValue: 77).hashValue == LayerID(rawValue: 77).hashValue)
        var table: [LayerID: UInt64] = [:]
        for raw in UInt64(1)...100_000 { table[LayerID(rawValue: raw * 3)] = raw }
        #expect(table.count == 100_000)
        #expect((UInt64(1)...100_000).allSatisfy { table[LayerID(rawValue: $0 * 3)] == $0 })
        #expect(table[LayerID(rawValue: 1)] == nil && table[LayerID(rawValue: 300_001)] == nil)
    }
}
