import CKioskAllocationCounter

/// Heap allocations of the whole process (every thread), as CKioskAllocationCounter
/// counts them: kiosk-bench defines malloc and its family, so the Swift runtime's,
/// Foundation's and the C libraries' allocations all pass through it.
enum HeapAllocations {
    /// Whether this build counts (not under AddressSanitizer or ThreadSanitizer).
    static var counting: Bool { kiosk_allocation_counter_enabled() != 0 }

    /// Blocks handed out so far.
    static var made: UInt64 { kiosk_allocation_counts_read().allocations }

    /// The allocations `body` makes, on any thread.
    static func counted(_ body: () -> Void) -> Int {
        let before = made
        body()
        return Int(made - before)
    }

    /// Proves that the counter sees Swift's own allocations before any figure is
    /// printed: a class instance and an array's storage must each move the count by
    /// exactly one, with at least their size in bytes, and each release by one free.
    /// Returns what went wrong, or nil.
    static func selfCheck() -> String? {
        guard counting else { return nil }
        Probe.kept = nil
        Probe.numbers = []
        let start = kiosk_allocation_counts_read()
        Probe.kept = Probe.make()
        let afterObject = kiosk_allocation_counts_read()
        Probe.numbers = Probe.array(count: 100)
        let afterArray = kiosk_allocation_counts_read()
        Probe.kept = nil
        Probe.numbers = []
        let end = kiosk_allocation_counts_read()
        let objectCalls = afterObject.allocations - start.allocations, arrayCalls = afterArray.allocations - afterObject.allocations
        let objectBytes = afterObject.bytes - start.bytes, arrayBytes = afterArray.bytes - afterObject.bytes
        let frees = end.frees - afterArray.frees
        guard objectCalls == 1, arrayCalls == 1, objectBytes >= 24, arrayBytes >= 800, frees == 2 else {
            return "the malloc counter does not see Swift's allocations: a class instance counted \(objectCalls) "
                + "allocations (\(objectBytes) bytes), an array of 100 Int \(arrayCalls) (\(arrayBytes) bytes), "
                + "releasing both \(frees) frees; expected 1 (≥ 24 bytes), 1 (≥ 800 bytes) and 2. "
                + "Is malloc defined twice (nm -D kiosk-bench | grep malloc)?"
        }
        return nil
    }

    /// What the self-check allocates, kept in globals so the optimiser cannot put it on the stack.
    private final class Probe {
        var value = 0
        nonisolated(unsafe) static var kept: Probe?
        nonisolated(unsafe) static var numbers: [Int] = []

        @inline(never) static func make() -> Probe { Probe() }
        @inline(never) static func array(count: Int) -> [Int] { Array(repeating: 7, count: count) }
    }
}

/// Allocations per frame over a run of frames: the mean and the most in one frame.
struct AllocationsPerFrame: Sendable {
    let mean: Double
    let max: Int

    init(_ counts: [Int]) {
        mean = counts.isEmpty ? 0 : Double(counts.reduce(0, +)) / Double(counts.count)
        max = counts.max() ?? 0
    }
}
