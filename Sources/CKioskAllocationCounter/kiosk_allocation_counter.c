// Replaces glibc's allocator entry points with ones that count and forward to glibc's
// own (`__libc_malloc` & co., exported for this purpose), so blocks stay glibc's and
// malloc_usable_size, which the Swift runtime calls, keeps working on them. Defined in
// the executable, these win over libc's for every shared library (ELF interposition).
#include "kiosk_allocation_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define KIOSK_ALLOCATION_COUNTER_OFF 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define KIOSK_ALLOCATION_COUNTER_OFF 1
#endif

static _Atomic uint64_t allocations;
static _Atomic uint64_t bytes;
static _Atomic uint64_t frees;

kiosk_allocation_counts kiosk_allocation_counts_read(void) {
    kiosk_allocation_counts counts = {
        atomic_load_explicit(&allocations, memory_order_relaxed),
        atomic_load_explicit(&bytes, memory_order_relaxed),
        atomic_load_explicit(&frees, memory_order_relaxed),
    };
    return counts;
}

#ifdef KIOSK_ALLOCATION_COUNTER_OFF

int kiosk_allocation_counter_enabled(void) { return 0; }

#else

int kiosk_allocation_counter_enabled(void) { return 1; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

/// Counts a block handed out (only when one was).
static inline void *counted(void *block, size_t size) {
    if (block) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
    }
    return block;
}

void *malloc(size_t size) { return counted(__libc_malloc(size), size); }

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) total = 0;
    return counted(__libc_calloc(count, size), total);
}

void *realloc(void *pointer, size_t size) {
    if (pointer && size == 0) {
        // glibc frees the block and returns NULL.
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
        return __libc_realloc(pointer, size);
    }
    return counted(__libc_realloc(pointer, size), size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, total);
}

void free(void *pointer) {
    if (pointer) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size), size); }

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *block = memalign(alignment, size);
    if (!block) return ENOMEM;
    *result = block;
    return 0;
}

void *valloc(size_t size) { return counted(__libc_valloc(size), size); }

void *pvalloc(size_t size) { return counted(__libc_pvalloc(size), size); }

#endif
