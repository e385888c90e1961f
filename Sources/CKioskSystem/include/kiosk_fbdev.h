// fbdev's structures and the one request Swift cannot import (a function-like macro).
#ifndef KIOSK_FBDEV_H
#define KIOSK_FBDEV_H

#include <sys/ioctl.h>
#include <linux/types.h>
#include <linux/fb.h>

/// FBIO_WAITFORVSYNC, which <linux/fb.h> defines with _IOW.
enum { KIOSK_FBIO_WAITFORVSYNC = FBIO_WAITFORVSYNC };

#endif
