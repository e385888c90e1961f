// Non-variadic doors to variadic system calls, which Swift cannot call directly.
#ifndef KIOSK_SYSTEM_H
#define KIOSK_SYSTEM_H

/// ioctl(fd, request, argument) with a pointer argument.
int kiosk_ioctl_pointer(int fd, unsigned long request, void *argument);
/// ioctl(fd, request, value) with an integer argument.
int kiosk_ioctl_value(int fd, unsigned long request, unsigned long value);
/// open(path, flags) without a mode.
int kiosk_open(const char *path, int flags);

#endif
