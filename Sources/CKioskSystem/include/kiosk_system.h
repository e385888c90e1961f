// Non-variadic doors to variadic system calls, which Swift cannot call directly.
#ifndef KIOSK_SYSTEM_H
#define KIOSK_SYSTEM_H

/// ioctl(fd, request, argument) with a pointer argument.
int kiosk_ioctl_pointer(int fd, unsigned long request, void *argument);
/// ioctl(fd, request, value) with an integer argument.
int kiosk_ioctl_value(int fd, unsigned long request, unsigned long value);
/// open(path, flags) without a mode.
int kiosk_open(const char *path, int flags);
/// open(path, flags, mode): for O_CREAT.
int kiosk_open_mode(const char *path, int flags, unsigned int mode);
/// open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode): a file with no name yet in
/// `folder` (O_TMPFILE needs _GNU_SOURCE, which Swift's Glibc does not import).
int kiosk_open_unnamed(const char *folder, unsigned int mode);

#endif
