#ifndef KIOSK_RASTER_HINTS_H
#define KIOSK_RASTER_HINTS_H

// Processor hints the Raster kernels give that Swift has no spelling for. Header
// only (inlined into the kernels), no libc: Raster also builds in Embedded Swift
// for aarch64 (see .ci/aarch64-raster-check).

/// Asks the processor to bring the cache line at `address` into its caches (the
/// second level and up: `prefetcht1` on x86-64, `prfm pldl2keep` on aarch64)
/// without waiting for it. A hint: it never faults, so `address` may lie anywhere.
static inline __attribute__((always_inline)) void kiosk_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 2);
}

#endif
