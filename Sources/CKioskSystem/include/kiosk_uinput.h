// uinput's structures and the requests Swift cannot import (function-like macros):
// what a test needs to make a virtual touchscreen.
#ifndef KIOSK_UINPUT_H
#define KIOSK_UINPUT_H

#include <linux/uinput.h>

enum {
    KIOSK_UI_DEV_CREATE = UI_DEV_CREATE,
    KIOSK_UI_DEV_DESTROY = UI_DEV_DESTROY,
    KIOSK_UI_DEV_SETUP = UI_DEV_SETUP,
    KIOSK_UI_ABS_SETUP = UI_ABS_SETUP,
    KIOSK_UI_SET_EVBIT = UI_SET_EVBIT,
    KIOSK_UI_SET_KEYBIT = UI_SET_KEYBIT,
    KIOSK_UI_SET_ABSBIT = UI_SET_ABSBIT,
    KIOSK_UI_SET_PROPBIT = UI_SET_PROPBIT,
    /// UI_GET_SYSNAME for a 64-byte buffer: the device's name under /sys/devices/virtual/input.
    KIOSK_UI_GET_SYSNAME_64 = UI_GET_SYSNAME(64),
};

#endif
