import Raster

/// A frame's rows cut into bands for render workers, each a multiple of 16 rows
/// starting on a multiple of 16 (kernels that work in blocks of 8 rows keep whole
/// blocks), none for less than 32 768 pixels of damage, which costs less to draw than
/// to hand to another thread. The compositor cuts a frame with them, and a display
/// its copy to scanout memory.
///
/// Threads take bands in order, each the next when it is done, so a thread is idle
/// at the end for as long as the other's last band takes. Bands of equal rows are not
/// of equal cost (a curl's rows cost most where the page bends): with four per thread,
/// a curl's frame was measured to keep the second of two threads idle for a seventh
/// of it. Each band here is instead a share of the rows left (`1 / (2 × threads)`),
/// down to the smallest band: the first bands are large, the last small, and a thread
/// waits at most for a small one. At 1080×1920 on two threads that is 13 bands, not 8,
/// and the most two threads can gain, from each band's measured time, rose from
/// 1.71× to 1.99× for the curl and to 1.98–1.99× for every transition. Finer equal
/// bands (32) balanced as well, but each band sets its kernels up again (a curl's
/// table of terms, a warp's columns): painting cost 6.8 % more instructions over
/// `kiosk-bench --layers --threads 2`, against 1.7 % more for these.
public struct RowBands: Sendable {
    /// The first row of band 0 (a multiple of `alignment`).
    public let firstRow: Int
    /// The row after the last one covered.
    public let endRow: Int
    public let count: Int
    /// Blocks of `alignment` rows from `firstRow` to `endRow`.
    private let blocks: Int
    /// A band takes this share of the blocks left (1 / divisor)...
    private let divisor: Int
    /// ...and no fewer blocks than this, unless fewer are left.
    private let minimumBlocks: Int

    public static let alignment = 16
    /// Pieces per thread of jobs cut evenly (a blur's passes).
    public static let bandsPerThread = 4
    public static let pixelsPerBand = 32768

    /// Bands covering the rows of `rect` for `threads` threads, each for at least
    /// `minimumPixels` of it (one band for one thread).
    public init(covering rect: Rect, threads: Int, minimumPixels: Int = pixelsPerBand) {
        let a = Self.alignment
        guard !rect.isEmpty else {
            (firstRow, endRow, count, blocks, divisor, minimumBlocks) = (0, 0, 0, 0, 1, 1)
            return
        }
        let first = rect.minY - ((rect.minY % a) + a) % a
        firstRow = first
        endRow = rect.maxY
        blocks = (rect.maxY - first + a - 1) / a
        divisor = 2 * max(threads, 1)
        let minimum = max(1, minimumPixels)
        // One band where another thread would not pay for itself.
        if threads <= 1 || rect.area / minimum <= 1 {
            minimumBlocks = blocks
        } else {
            minimumBlocks = max(1, (minimum + a * rect.width - 1) / (a * rect.width))
        }
        var left = blocks, bands = 0
        while left > 0 {
            left -= Self.size(left: left, divisor: divisor, minimum: minimumBlocks)
            bands += 1
        }
        count = bands
    }

    /// The blocks of the next band when `left` are left: its share, at least the
    /// minimum, and all that is left when what would remain is less than that.
    private static func size(left: Int, divisor: Int, minimum: Int) -> Int {
        let share = max(minimum, (left + divisor - 1) / divisor)
        return left - share < minimum ? left : share
    }

    /// The rows of band `index`, cut to the covered rows.
    public func rows(of index: Int) -> Range<Int> {
        var start = 0, left = blocks
        for _ in 0..<index {
            let size = Self.size(left: left, divisor: divisor, minimum: minimumBlocks)
            start += size
            left -= size
        }
        let size = Self.size(left: left, divisor: divisor, minimum: minimumBlocks)
        let a = Self.alignment
        return min(firstRow + start * a, endRow) ..< min(firstRow + (start + size) * a, endRow)
    }
}
