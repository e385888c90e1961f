#include <malloc.h>

#include "kiosk_malloc.h"

int kiosk_malloc_trim(void) { return malloc_trim(0); }

int kiosk_malloc_set_mmap_threshold(size_t bytes) { return mallopt(M_MMAP_THRESHOLD, (int)bytes); }

size_t kiosk_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
