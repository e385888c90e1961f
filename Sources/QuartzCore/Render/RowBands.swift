import Raster

/// A frame's rows cut into bands for render workers: about four per thread, so a
/// band that costs more than the others does not leave a thread waiting, each a
/// multiple of 16 rows starting on a multiple of 16 (kernels that work in blocks of
/// 8 rows keep whole blocks), and none for less than 32 768 pixels of damage, which
/// costs less to draw than to hand to another thread. The compositor cuts a frame
/// with them, and a display its copy to scanout memory.
public struct RowBands: Sendable {
    /// The first row of band 0 (a multiple of `alignment`).
    public let firstRow: Int
    /// Rows per band (a multiple of `alignment`); the last band may end past `endRow`.
    public let rowsPerBand: Int
    /// The row after the last one covered.
    public let endRow: Int
    public let count: Int

    public static let alignment = 16
    public static let bandsPerThread = 4
    public static let pixelsPerBand = 32768

    /// Bands covering the rows of `rect` for `threads` threads, each for at least
    /// `minimumPixels` of it.
    public init(covering rect: Rect, threads: Int, minimumPixels: Int = pixelsPerBand) {
        let a = Self.alignment
        guard !rect.isEmpty else { (firstRow, rowsPerBand, endRow, count) = (0, a, 0, 0); return }
        let first = rect.minY - ((rect.minY % a) + a) % a
        let rows = rect.maxY - first
        let alignedBlocks = (rows + a - 1) / a
        let wanted = min(max(threads, 1) * Self.bandsPerThread, alignedBlocks, max(1, rect.area / max(1, minimumPixels)))
        let blocksPerBand = (alignedBlocks + wanted - 1) / wanted
        firstRow = first
        rowsPerBand = blocksPerBand * a
        endRow = rect.maxY
        count = (rows + rowsPerBand - 1) / rowsPerBand
    }

    /// The rows of band `index`, cut to the covered rows.
    public func rows(of index: Int) -> Range<Int> {
        let start = firstRow + index * rowsPerBand
        return start ..< min(start + rowsPerBand, endRow)
    }
}
