#include "kiosk_libinput_log.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

static _Atomic(kiosk_libinput_log_sink) current_sink;

/// libinput's handler: formats the message and hands it to the sink.
static void kiosk_libinput_log_handler(struct libinput *libinput, enum libinput_log_priority priority,
                                       const char *format, va_list args) {
    (void)libinput;
    kiosk_libinput_log_sink sink = atomic_load(&current_sink);
    if (sink == NULL) return;
    char message[1024];
    int written = vsnprintf(message, sizeof message, format, args);
    if (written < 0) return;
    size_t length = strlen(message);
    while (length > 0 && message[length - 1] == '\n') message[--length] = '\0';
    sink(priority, message);
}

void kiosk_libinput_set_log_sink(struct libinput *libinput, enum libinput_log_priority priority,
                                 kiosk_libinput_log_sink sink) {
    atomic_store(&current_sink, sink);
    libinput_log_set_priority(libinput, priority);
    libinput_log_set_handler(libinput, kiosk_libinput_log_handler);
}
