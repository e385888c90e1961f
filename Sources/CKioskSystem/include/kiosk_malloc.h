// glibc's allocator controls, which Swift's Glibc module does not export.
#ifndef KIOSK_MALLOC_H
#define KIOSK_MALLOC_H

/// malloc_trim(0): hands the heap's free memory back to the system; 1 if any went.
int kiosk_malloc_trim(void);

#endif
