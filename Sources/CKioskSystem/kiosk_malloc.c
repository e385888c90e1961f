#include <malloc.h>

#include "kiosk_malloc.h"

int kiosk_malloc_trim(void) { return malloc_trim(0); }
