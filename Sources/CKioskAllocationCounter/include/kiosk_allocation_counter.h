// Heap allocations counted, for kiosk-bench only: this target defines malloc and its
// family, so every allocation in the process (the Swift runtime's, Foundation's, the C
// libraries', every thread's) passes through it. No library links it.
#ifndef KIOSK_ALLOCATION_COUNTER_H
#define KIOSK_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The process's heap calls since it started: blocks handed out (malloc, calloc,
/// realloc, posix_memalign, aligned_alloc, memalign, valloc, pvalloc, reallocarray;
/// a realloc counts as one, moved or not), the bytes asked for by them, and frees of
/// a block (free(NULL) is not counted).
typedef struct {
    uint64_t allocations;
    uint64_t bytes;
    uint64_t frees;
} kiosk_allocation_counts;

/// The counts so far, all threads together.
kiosk_allocation_counts kiosk_allocation_counts_read(void);

/// 1 when this build counts: 0 under AddressSanitizer or ThreadSanitizer, whose own
/// allocators must not be replaced (the functions are then not defined, and the counts
/// stay 0).
int kiosk_allocation_counter_enabled(void);

#endif
