#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/// How many bytes of xkbcommon's messages `kiosk_xkb_collect_messages` keeps.
#define KIOSK_XKB_MESSAGES_SIZE 4096

/// Appends one xkbcommon message to the buffer that is the context's user data. In C
/// because xkbcommon hands the message's arguments as a va_list.
static inline void kiosk_xkb_append_message(struct xkb_context *context, enum xkb_log_level level,
                                            const char *format, va_list arguments) {
    (void)level;
    char *buffer = xkb_context_get_user_data(context);
    if (!buffer) return;
    size_t used = strnlen(buffer, KIOSK_XKB_MESSAGES_SIZE);
    if (used + 1 >= KIOSK_XKB_MESSAGES_SIZE) return;
    vsnprintf(buffer + used, KIOSK_XKB_MESSAGES_SIZE - used, format, arguments);
}

/// Sends `context`'s messages (errors only) into `buffer` (KIOSK_XKB_MESSAGES_SIZE bytes,
/// zeroed) instead of stderr, so a keymap that does not compile can say why; NULL stops it.
static inline void kiosk_xkb_collect_messages(struct xkb_context *context, char *buffer) {
    xkb_context_set_user_data(context, buffer);
    xkb_context_set_log_level(context, XKB_LOG_LEVEL_ERROR);
    xkb_context_set_log_fn(context, kiosk_xkb_append_message);
}
