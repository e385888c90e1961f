#include "kiosk_system.h"
#include <fcntl.h>
#include <sys/ioctl.h>

int kiosk_ioctl_pointer(int fd, unsigned long request, void *argument) { return ioctl(fd, request, argument); }
int kiosk_ioctl_value(int fd, unsigned long request, unsigned long value) { return ioctl(fd, request, value); }
int kiosk_open(const char *path, int flags) { return open(path, flags); }
