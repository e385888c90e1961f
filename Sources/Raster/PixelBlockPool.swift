import Synchronization

/// Frame-sized pixel blocks kept when their bitmap goes, for the next bitmap of about
/// that size. `kiosk run` has glibc map every large block on its own and unmap it when
/// freed (so the process does not grow with glibc's thresholds), which makes each new
/// frame-sized bitmap pay for fresh pages: a page fault and the kernel's zeroing for
/// every 4 KiB, about 3 ms for two 1080×1920 snapshots on a transition's first frame.
/// Transitions and navigation make and drop bitmaps of about the screen's size over and
/// over; kept here, the next one finds its pages resident.
///
/// Blocks are of one size at a time, the pool's `blockByteCount`: a request of that size
/// or up to an eighth smaller is served with a whole block (a kept one, else a new one of
/// the block size), so that bitmaps of nearly the screen's size share blocks — the
/// screen, a page under a navigation bar (1080×1876), a page's picture whose labels reach
/// a little past it. A request outside that window sets the block size to its own, and
/// what is kept of the old size is freed first. A block is kept when given back if it is
/// of the block size and there is room: at most `capacity` blocks, so the pool never
/// raises the peak by more than those, and a kept block never sits beside live ones of a
/// different size class. Off (capacity 0) until a program asks for it: `kiosk run`,
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
    private var blockByteCountStorage = 0
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
    public var kept: (blocks: Int, byteCount: Int) { locked { (keptCount, keptCount == 0 ? 0 : blockByteCountStorage) } }

    /// The size of the blocks the pool hands out and keeps now (0: none asked for yet).
    public var blockByteCount: Int { locked { blockByteCountStorage } }

    /// Whether a request of `byteCount` bytes is served with a block of `blockByteCount`
    /// bytes: at most an eighth of it unused.
    public static func fits(_ byteCount: Int, inBlockOf blockByteCount: Int) -> Bool {
        byteCount <= blockByteCount && byteCount >= blockByteCount - blockByteCount / 8
    }

    /// Requests served and missed since the pool was made.
    public var counts: Counts { locked { countsStorage } }

    /// A block of at least `byteCount` bytes, 64-byte aligned, and its size, which
    /// `deallocate` is given back with it: a kept block when the request fits the block
    /// size, else a new one (of the block size when the request fits it). Its contents
    /// are whatever it held.
    public func allocate(byteCount: Int) -> (block: UnsafeMutableRawPointer, byteCount: Int) {
        let (kept, size) = byteCount >= Self.minimumByteCount ? take(byteCount: byteCount) : (nil, byteCount)
        return (kept ?? UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64), size)
    }

    /// Gives back a block `allocate(byteCount:)` returned, with the size it returned:
    /// kept when it is of the block size and there is room, else freed.
    public func deallocate(_ block: UnsafeMutableRawPointer, byteCount: Int) {
        let keptIt = byteCount >= Self.minimumByteCount && locked { () -> Bool in
            guard capacityStorage > 0, byteCount == blockByteCountStorage, keptCount < capacityStorage else { return false }
            slots[keptCount] = block
            keptCount += 1
            return true
        }
        if !keptIt { block.deallocate() }
    }

    /// Frees every kept block (memory pressure, or a size that will not come back).
    public func releaseAll() {
        lockedFreeing { keep(atMost: 0, freeing: &$0) }
    }

    /// A kept block for a request of `byteCount` bytes, if there is one, and the size of
    /// the block to use: the block size when the request fits it. A request that does
    /// not fit makes its own size the block size, freeing what is kept first (the screen's
    /// size changed).
    private func take(byteCount: Int) -> (UnsafeMutableRawPointer?, Int) {
        lockedFreeing { freed -> (UnsafeMutableRawPointer?, Int) in
            guard capacityStorage > 0 else { return (nil, byteCount) }
            if Self.fits(byteCount, inBlockOf: blockByteCountStorage) {
                guard keptCount > 0 else {
                    countsStorage.missed += 1
                    return (nil, blockByteCountStorage)
                }
                keptCount -= 1
                let block = slots[keptCount]
                slots[keptCount] = nil
                countsStorage.reused += 1
                return (block, blockByteCountStorage)
            }
            keep(atMost: 0, freeing: &freed)
            blockByteCountStorage = byteCount
            countsStorage.missed += 1
            return (nil, byteCount)
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
