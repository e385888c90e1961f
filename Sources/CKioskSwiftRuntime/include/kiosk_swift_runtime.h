#ifndef KIOSK_SWIFT_RUNTIME_H
#define KIOSK_SWIFT_RUNTIME_H

#include <stdbool.h>

/// Retains the Swift object at `object` and returns true, unless its deinit has begun
/// or is due (its strong count reached zero): then it returns false and changes
/// nothing. The Swift runtime's own test when a weak reference is read
/// (swift_tryRetain), reached from C because Swift may not name the runtime's symbols.
/// `object` must not have been freed.
bool kiosk_swift_try_retain(void *object);

#endif
