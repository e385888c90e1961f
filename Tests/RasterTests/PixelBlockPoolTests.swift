import Raster
import Testing

/// The pool keeps frame-sized blocks for the next bitmap of about the same size, never
/// more than its capacity and never of two sizes at once (so it cannot raise the peak), and
/// keeps nothing while off. Each test has a pool of its own: the shared one is off in
/// tests.
@Suite struct PixelBlockPoolTests {
    /// 600 × 500 pixels: 1.2 MB, just over the smallest size kept.
    static let frame = (width: 600, height: 500, bytes: 1_200_000)

    @Test func aBitmapOfTheSameSizeGetsTheBlockTheLastOneLeft() {
        let pool = PixelBlockPool()
        pool.capacity = 2
        var first: Bitmap? = Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool)
        let address = first!.baseAddress
        first![599, 499] = Pixel(red: 9, green: 8, blue: 7, alpha: 255)
        first = nil
        #expect(pool.kept.blocks == 1)
        #expect(pool.kept.byteCount == Self.frame.bytes)
        let second = Bitmap(width: Self.frame.width, height: Self.frame.height, fill: Pixel(red: 0, green: 0, blue: 255, alpha: 255), pool: pool)
        #expect(second.baseAddress == address)
        // Filled anew: nothing of the last bitmap shows through.
        #expect(second[599, 499] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(second[0, 0] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(pool.kept.blocks == 0)
        #expect(pool.counts == PixelBlockPool.Counts(reused: 1, missed: 1))
    }

    @Test func theSameBytesInAnotherShapeReuseTheBlock() {
        let pool = PixelBlockPool()
        pool.capacity = 1
        var wide: Bitmap? = Bitmap(width: 1000, height: 300, pool: pool)
        let address = wide!.baseAddress
        wide = nil
        let tall = Bitmap(width: 300, height: 1000, pool: pool)
        #expect(tall.baseAddress == address)
    }

    @Test func itKeepsNoMoreThanItsCapacity() {
        let pool = PixelBlockPool()
        pool.capacity = 2
        var bitmaps: [Bitmap] = (0..<3).map { _ in Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool) }
        #expect(pool.counts == PixelBlockPool.Counts(reused: 0, missed: 3))
        bitmaps.removeAll()
        #expect(pool.kept.blocks == 2)
        // Three again: two come from the pool, one is new.
        bitmaps = (0..<3).map { _ in Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool) }
        #expect(pool.counts == PixelBlockPool.Counts(reused: 2, missed: 4))
        #expect(pool.kept.blocks == 0)
        bitmaps.removeAll()
        pool.capacity = 1
        #expect(pool.kept.blocks == 1)
        pool.capacity = 99
        #expect(pool.capacity == PixelBlockPool.maximumCapacity)
    }

    @Test func aBlockOfAnotherSizeIsNeverKeptBesideOthers() {
        let pool = PixelBlockPool()
        pool.capacity = 2
        var frames: [Bitmap] = [Bitmap(width: 600, height: 500, pool: pool), Bitmap(width: 600, height: 500, pool: pool)]
        frames.removeAll()
        #expect(pool.kept == (blocks: 2, byteCount: 1_200_000))
        // The screen turned: a request for another size lets the kept ones go first.
        var turned: Bitmap? = Bitmap(width: 500, height: 700, pool: pool)
        #expect(pool.kept.blocks == 0)
        #expect(pool.blockByteCount == 1_400_000)
        #expect(pool.counts == PixelBlockPool.Counts(reused: 0, missed: 3))
        turned = nil
        #expect(pool.kept == (blocks: 1, byteCount: 1_400_000))
        // A request far smaller (1.2 MB is over an eighth below 1.4 MB) is another size too.
        var live: Bitmap? = Bitmap(width: 600, height: 500, pool: pool)
        #expect(pool.kept.blocks == 0)
        #expect(pool.blockByteCount == 1_200_000)
        var second: Bitmap? = Bitmap(width: 500, height: 700, pool: pool)
        #expect(pool.blockByteCount == 1_400_000)
        second = nil
        #expect(pool.kept == (blocks: 1, byteCount: 1_400_000))
        // A block of a size the pool no longer hands out is freed when given back.
        live = nil
        #expect(pool.kept == (blocks: 1, byteCount: 1_400_000))
        _ = (turned, live, second)
    }

    /// A page under a navigation bar (1080×1876) and the screen (1080×1920) share blocks:
    /// a request up to an eighth smaller than the block size gets a whole block.
    @Test func aBitmapALittleSmallerSharesTheBlocks() {
        let pool = PixelBlockPool()
        pool.capacity = 2
        var frame: Bitmap? = Bitmap(width: 600, height: 500, pool: pool)
        let address = frame!.baseAddress
        frame = nil
        var underBar: Bitmap? = Bitmap(width: 600, height: 480, fill: Pixel(red: 1, green: 2, blue: 3, alpha: 255), pool: pool)
        #expect(underBar!.baseAddress == address)
        #expect(underBar![599, 479] == Pixel(red: 1, green: 2, blue: 3, alpha: 255))
        #expect(pool.counts == PixelBlockPool.Counts(reused: 1, missed: 1))
        // With nothing kept, a new block of the block size is made, so that it is kept too.
        var another: Bitmap? = Bitmap(width: 600, height: 440, pool: pool)
        #expect(pool.counts == PixelBlockPool.Counts(reused: 1, missed: 2))
        underBar = nil
        another = nil
        #expect(pool.kept == (blocks: 2, byteCount: 1_200_000))
        // 600×437 is more than an eighth smaller: a size of its own.
        #expect(PixelBlockPool.fits(600 * 438 * 4, inBlockOf: 1_200_000))
        #expect(!PixelBlockPool.fits(600 * 437 * 4, inBlockOf: 1_200_000))
        #expect(!PixelBlockPool.fits(1_200_004, inBlockOf: 1_200_000))
        _ = (underBar, another)
    }

    /// The screen's bitmaps and a slightly larger one (a picture whose labels reach past
    /// the page) alternating settle on the larger size: after one round every request is
    /// served from the pool.
    @Test func alternatingSizesSettleOnTheLarger() {
        let pool = PixelBlockPool()
        pool.capacity = 2
        for _ in 0..<3 {
            var screen: Bitmap? = Bitmap(width: 600, height: 500, pool: pool)
            var larger: Bitmap? = Bitmap(width: 600, height: 520, pool: pool)
            screen = nil
            larger = nil
            _ = (screen, larger)
        }
        // Round 1: both new (the larger makes the block size 1 248 000 bytes; the screen's
        // 1.2 MB block is freed when given back, the larger one kept). Round 2: the kept
        // block serves the screen's bitmap, the larger one gets a new block of the block
        // size; both come back kept, so round 3 takes both from the pool.
        #expect(pool.blockByteCount == 1_248_000)
        #expect(pool.counts == PixelBlockPool.Counts(reused: 3, missed: 3))
        #expect(pool.kept == (blocks: 2, byteCount: 1_248_000))
    }

    @Test func smallBlocksAndAPoolThatIsOffKeepNothing() {
        let pool = PixelBlockPool()
        var small: Bitmap? = Bitmap(width: 500, height: 500, pool: pool)  // 1 MB less 48 576 bytes
        small = nil
        #expect(pool.kept.blocks == 0)
        pool.capacity = 2
        small = Bitmap(width: 500, height: 500, pool: pool)
        small = nil
        #expect(pool.kept.blocks == 0)
        #expect(pool.counts == PixelBlockPool.Counts())
        var large: Bitmap? = Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool)
        large = nil
        #expect(pool.kept.blocks == 1)
        pool.capacity = 0
        #expect(pool.kept.blocks == 0)
        large = Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool)
        large = nil
        #expect(pool.kept.blocks == 0)
        _ = (small, large)
    }

    @Test func releaseAllFreesWhatIsKept() {
        let pool = PixelBlockPool()
        pool.capacity = 3
        var frames = (0..<3).map { _ in Bitmap(width: Self.frame.width, height: Self.frame.height, pool: pool) }
        frames.removeAll()
        #expect(pool.kept.blocks == 3)
        pool.releaseAll()
        #expect(pool.kept == (blocks: 0, byteCount: 0))
        _ = frames
    }

    /// Bitmaps made and dropped on several threads at once: every block is either in use
    /// by one bitmap or kept, never both (each bitmap's pixels stay its own).
    @Test func threadsMakingAndDroppingBitmapsNeverShareABlock() async {
        let pool = PixelBlockPool()
        pool.capacity = 2
        await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<50 {
                        let value = UInt32(task * 1000 + round)
                        let bitmap = Bitmap(width: Self.frame.width, height: Self.frame.height,
                                            fill: Pixel(rawValue: value), pool: pool)
                        for index in stride(from: 0, to: Self.frame.width * Self.frame.height, by: 4099)
                        where bitmap.baseAddress[index] != value { wrong += 1 }
                    }
                    return wrong
                }
            }
            var wrong = 0
            for await count in group { wrong += count }
            #expect(wrong == 0)
        }
        let counts = pool.counts
        #expect(counts.reused + counts.missed == 200)
        #expect(pool.kept.blocks <= 2)
    }
}
