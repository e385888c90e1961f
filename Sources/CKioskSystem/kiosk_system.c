#define _GNU_SOURCE
#include "kiosk_system.h"
#include <fcntl.h>
#include <sys/ioctl.h>

int kiosk_ioctl_pointer(int fd, unsigned long request, void *argument) { return ioctl(fd, request, argument); }
int kiosk_ioctl_value(int fd, unsigned long request, unsigned long value) { return ioctl(fd, request, value); }
int kiosk_open(const char *path, int flags) { return open(path, flags); }
int kiosk_open_mode(const char *path, int flags, unsigned int mode) { return open(path, flags, (mode_t)mode); }
int kiosk_open_unnamed(const char *folder, unsigned int mode) { return open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, (mode_t)mode); }
