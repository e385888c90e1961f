#define _GNU_SOURCE
#include "kiosk_console.h"
#include <fcntl.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL };
#define FATAL_COUNT (int)(sizeof fatal_signals / sizeof fatal_signals[0])

static volatile sig_atomic_t guard_fd = -1;
static volatile sig_atomic_t guard_display_mode;
static volatile sig_atomic_t guard_keyboard_mode;
static struct sigaction fatal_previous[FATAL_COUNT];
static volatile sig_atomic_t fatal_armed;

static int fatal_index(int signo) {
    for (int i = 0; i < FATAL_COUNT; i++) if (fatal_signals[i] == signo) return i;
    return -1;
}

// Only ioctl, write, sigaction and raise: all async-signal-safe. A fault the
// hardware raised (si_code > 0) is re-raised by returning: the instruction runs
// again and faults again under the previous action, which so sees the real fault
// (the Swift runtime's backtracer reports the crashing line, not this handler).
// A signal something sent (kill, abort's raise) is raised again explicitly.
static void fatal_handler(int signo, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    int fd = guard_fd;
    if (fd >= 0) {
        struct vt_mode automatic = { .mode = VT_AUTO };
        ioctl(fd, KDSETMODE, (long)guard_display_mode);
        ioctl(fd, KDSKBMODE, (long)guard_keyboard_mode);
        ioctl(fd, VT_SETMODE, &automatic);
        static const char show_cursor[] = "\033[?25h";
        ssize_t ignored = write(fd, show_cursor, sizeof show_cursor - 1);
        (void)ignored;
        guard_fd = -1;
    }
    int i = fatal_index(signo);
    if (i >= 0) sigaction(signo, &fatal_previous[i], NULL);
    errno = saved_errno;
    if (info == NULL || info->si_code <= 0 || signo == SIGABRT) raise(signo);
}

int kiosk_console_guard_arm(int tty_fd, int display_mode, int keyboard_mode) {
    guard_display_mode = display_mode;
    guard_keyboard_mode = keyboard_mode;
    guard_fd = tty_fd;
    if (fatal_armed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = fatal_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (sigaction(fatal_signals[i], &action, &fatal_previous[i]) != 0) {
            int saved = errno;
            while (--i >= 0) sigaction(fatal_signals[i], &fatal_previous[i], NULL);
            guard_fd = -1;
            errno = saved;
            return -1;
        }
    }
    fatal_armed = 1;
    return 0;
}

void kiosk_console_guard_disarm(void) {
    guard_fd = -1;
    if (!fatal_armed) return;
    for (int i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &fatal_previous[i], NULL);
    fatal_armed = 0;
}

#define SIGNAL_LIMIT 65
static volatile sig_atomic_t forward_fd[SIGNAL_LIMIT];
static struct sigaction forward_previous[SIGNAL_LIMIT];

static void forward_handler(int signo) {
    int saved_errno = errno;
    int fd = (signo > 0 && signo < SIGNAL_LIMIT) ? forward_fd[signo] - 1 : -1;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)signo;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

int kiosk_signal_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC | O_NONBLOCK); }

int kiosk_signal_forward(int signo, int write_fd) {
    if (signo <= 0 || signo >= SIGNAL_LIMIT || write_fd < 0) { errno = EINVAL; return -1; }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward_handler;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    int already = forward_fd[signo] != 0;
    // Stored plus one, so that the zero-initialised table means "not forwarded".
    forward_fd[signo] = write_fd + 1;
    if (already) return 0;
    if (sigaction(signo, &action, &forward_previous[signo]) != 0) {
        forward_fd[signo] = 0;
        return -1;
    }
    return 0;
}

int kiosk_signal_unforward(int signo) {
    if (signo <= 0 || signo >= SIGNAL_LIMIT || forward_fd[signo] == 0) { errno = EINVAL; return -1; }
    int result = sigaction(signo, &forward_previous[signo], NULL);
    forward_fd[signo] = 0;
    return result;
}
