import Synchronization

/// Frame-sized pixel blocks kept when their bitmap goes, for the next bitmap of the
/// same size. `kiosk run` has glibc map every large block on its own and unmap it when
/// freed (so the process does not grow with glibc's thresholds), which makes each new
/// frame-sized bitmap pay for fresh pages: a page fault and the kernel's zeroing for
/// every 4 KiB, about 3 ms for two 1080×1920 snapshots on a transition's first frame.
/// Transitions and navigation make and drop bitmaps of the screen's size over and over;
/// kept here, the next one finds its pages resident.
///
/// Bounded so that it never raises the peak: at most `capacity` blocks, all of one byte
/// count (the last size given). A request for another size, or a block of another size
/// given back, releases what is kept first, so a kept block never sits beside live ones
/// of a different size. Off (capacity 0) until a program asks for it: `kiosk run`,
/// kiosk-bench and the soak do; tests and sanitizer runs see every block freed.
///
/// Safe from any thread (the render server's and its workers', the main actor's): a
/// spin lock around a few loads and stores; the blocks are allocated and freed outside it.
public final class PixelBlockPool: @unchecked Sendable {
    /// The pool every `Bitmap` uses unless given another.
    public static let shared = PixelBlockPool()

    /// Blocks smaller than this (a quarter of a 1024×1024 frame) are never kept: glibc's
    /// heap serves them, and many small ones kept would be memory nobody reuses.
    public static let minimumByteCount = 1 << 20

    /// The most blocks a pool keeps.
    public static let maximumCapacity = 4

    /// What `kiosk run` keeps: a transition's two snapshots (from and to), which its end
    /// drops and the next transition makes again.
    public static let runCapacity = 2

    /// How often a request was served from the pool, and how often one of at least
    /// `minimumByteCount` found nothing to take (while the pool was on).
    public struct Counts: Equatable, Sendable {
        public var reused = 0
        public var missed = 0
        public init(reused: Int = 0, missed: Int = 0) {
            self.reused = reused
            self.missed = missed
        }
    }

    private let busy = Atomic<Bool>(false)
    private let slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var capacityStorage = 0
    private var keptCount = 0
    private var keptByteCount = 0
    private var countsStorage = Counts()

    public init() {
        slots = .allocate(capacity: Self.maximumCapacity)
        slots.initialize(repeating: nil, count: Self.maximumCapacity)
    }

    deinit {
        for index in 0..<keptCount { slots[index]?.deallocate() }
        slots.deallocate()
    }

    /// How many blocks the pool may keep (0: none, every block is freed), clamped to
    /// `0...maximumCapacity`. Lowering it frees what no longer fits.
    public var capacity: Int {
        get { locked { capacityStorage } }
        set {
            let capacity = min(max(newValue, 0), Self.maximumCapacity)
            lockedFreeing { freed in
                capacityStorage = capacity
                keep(atMost: capacity, freeing: &freed)
            }
        }
    }

    /// The blocks kept now, and the bytes each holds.
    public var kept: (blocks: Int, byteCount: Int) { locked { (keptCount, keptCount == 0 ? 0 : keptByteCount) } }

    /// Requests served and missed since the pool was made.
    public var counts: Counts { locked { countsStorage } }

    /// A block of `byteCount` bytes, 64-byte aligned: a kept one when there is one of that
    /// size, else a new one. Its contents are whatever it held.
    public func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        if byteCount >= Self.minimumByteCount, let block = take(byteCount: byteCount) { return block }
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    /// Gives back a block `allocate(byteCount:)` returned: kept when there is room for a
    /// block of its size, else freed.
    public func deallocate(_ block: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount >= Self.minimumByteCount else {
            block.deallocate()
            return
        }
        let keptIt = lockedFreeing { freed -> Bool in
            guard capacityStorage > 0 else { return false }
            if keptByteCount != byteCount { keep(atMost: 0, freeing: &freed) }
            guard keptCount < capacityStorage else { return false }
            slots[keptCount] = block
            keptCount += 1
            keptByteCount = byteCount
            return true
        }
        if !keptIt { block.deallocate() }
    }

    /// Frees every kept block (memory pressure, or a size that will not come back).
    public func releaseAll() {
        lockedFreeing { keep(atMost: 0, freeing: &$0) }
    }

    private func take(byteCount: Int) -> UnsafeMutableRawPointer? {
        lockedFreeing { freed -> UnsafeMutableRawPointer? in
            guard capacityStorage > 0 else { return nil }
            if keptCount > 0, keptByteCount == byteCount {
                keptCount -= 1
                let block = slots[keptCount]
                slots[keptCount] = nil
                countsStorage.reused += 1
                return block
            }
            // Blocks of another size would sit beside this one: the screen's size changed.
            keep(atMost: 0, freeing: &freed)
            countsStorage.missed += 1
            return nil
        }
    }

    /// Moves the kept blocks past the first `count` to `freed` (under the lock).
    private func keep(atMost count: Int, freeing freed: inout [UnsafeMutableRawPointer]) {
        while keptCount > count {
            keptCount -= 1
            if let block = slots[keptCount] { freed.append(block) }
            slots[keptCount] = nil
        }
    }

    /// `body` under the lock; the blocks it puts in its list are freed once the lock is
    /// let go (unmapping takes a system call).
    @discardableResult
    private func lockedFreeing<Result>(_ body: (inout [UnsafeMutableRawPointer]) -> Result) -> Result {
        var freed: [UnsafeMutableRawPointer] = []
        let result = locked { body(&freed) }
        for block in freed { block.deallocate() }
        return result
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        while !busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
        defer { busy.store(false, ordering: .releasing) }
        return body()
    }
}
