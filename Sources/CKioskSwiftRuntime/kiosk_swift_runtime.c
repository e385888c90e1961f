#include "kiosk_swift_runtime.h"

#include <stddef.h>

// The Swift runtime's entry point (HeapObject.cpp): the object, retained, or NULL when
// its deinit has begun or is due. C calling convention.
extern void *swift_tryRetain(void *object);

bool kiosk_swift_try_retain(void *object) {
    return swift_tryRetain(object) != NULL;
}
