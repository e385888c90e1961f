// libinput's log messages, formatted: libinput hands its log handler a printf format
// and a va_list, which Swift cannot take portably (va_list differs by architecture).
#ifndef KIOSK_LIBINPUT_LOG_H
#define KIOSK_LIBINPUT_LOG_H

#include <libinput.h>

/// Receives one libinput message: its priority and its text (no trailing newline;
/// at most 1023 bytes, longer messages are cut there).
typedef void (*kiosk_libinput_log_sink)(enum libinput_log_priority priority, const char *message);

/// Sends `libinput`'s messages at `priority` and above to `sink` instead of stderr.
/// One sink serves every context of the process: the last one set.
void kiosk_libinput_set_log_sink(struct libinput *libinput, enum libinput_log_priority priority,
                                 kiosk_libinput_log_sink sink);

#endif
