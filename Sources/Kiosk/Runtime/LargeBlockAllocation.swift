import CKioskSystem
import Raster

/// glibc's allocator, set once when a run starts so that frame-sized blocks (transition
/// snapshots, scratch frames, recording buffers) are each mapped on their own and
/// unmapped when freed. Left to itself, glibc raises its mmap threshold to the size of
/// each large block freed, after which such blocks come from the heap and their memory
/// stays with the process (issue 19: about ten frames resident at the peak). The few
/// frame-sized pixel blocks the next transition makes again are kept instead
/// (`PixelBlockPool`), so that it does not pay for fresh pages.
@_spi(KioskRuntime) public enum LargeBlockAllocation {
    /// Blocks of at least this many bytes are mapped on their own: glibc's default
    /// starting threshold, fixed.
    public static let mmapThreshold = Int(KIOSK_LARGE_BLOCK_BYTES)

    /// Fixes the threshold and turns the pixel block pool on (idempotent).
    public static func mapLargeBlocks() {
        _ = kiosk_malloc_set_mmap_threshold(mmapThreshold)
        PixelBlockPool.shared.capacity = PixelBlockPool.runCapacity
    }
}
