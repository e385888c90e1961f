// glibc's allocator controls, which Swift's Glibc module does not export.
#ifndef KIOSK_MALLOC_H
#define KIOSK_MALLOC_H

#include <stddef.h>

/// malloc_trim(0): hands the heap's free memory back to the system; 1 if any went.
int kiosk_malloc_trim(void);

/// mallopt(M_MMAP_THRESHOLD, bytes): blocks of at least `bytes` are mapped on their
/// own and unmapped when freed, and glibc stops raising the threshold (and the trim
/// threshold) after each large free. 1 on success.
int kiosk_malloc_set_mmap_threshold(size_t bytes);

/// The threshold `kiosk run` fixes at start (glibc's default starting one), so that
/// frame-sized blocks are mapped on their own; kiosk-bench and kiosk-soak set it too.
#define KIOSK_LARGE_BLOCK_BYTES 131072

/// Bytes the program holds from malloc now (mallinfo2: in-use heap chunks plus mapped
/// blocks), whatever the allocator keeps besides: a leak raises it, fragmentation does not.
size_t kiosk_malloc_in_use(void);

#endif
