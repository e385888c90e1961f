#define _GNU_SOURCE
#include "kiosk_console.h"
#include <fcntl.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU };
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

// Whether returning from the handler makes the fault happen again where it was: the
// kernel raised it (si_code > 0) for an instruction that runs again on return. Not
// x86's int3 (the return address is after it) nor SIGSYS (the call was skipped).
static int recurs_on_return(int signo, const siginfo_t *info) {
    if (info == NULL || info->si_code <= 0) return 0;
    switch (signo) {
    case SIGSEGV: case SIGBUS: case SIGILL: case SIGFPE: return 1;
#if defined(__aarch64__)
    case SIGTRAP: return 1; // brk (Swift's traps): the return address is the brk itself
#endif
    default: return 0;
    }
}

// Only ioctl, write, sigaction and raise: all async-signal-safe. A recurring fault
// is left to recur under the previous action, which so sees the real fault (the
// Swift runtime's backtracer reports the crashing line, not this handler). Anything
// else is raised again under the previous action; the backtracer returns from a
// signal that was sent (kill -SEGV) as if it were a fault, so then the default
// action ends the process.
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
    if (recurs_on_return(signo, info)) return;
    raise(signo);
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signo, &fallback, NULL);
    raise(signo);
}

int kiosk_console_guard_arm(int tty_fd, int display_mode, int keyboard_mode) {
    guard_display_mode = display_mode;
    guard_keyboard_mode = keyboard_mode;
    guard_fd = tty_fd;
    if (fatal_armed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = fatal_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
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
enum { NOT_TAKEN = 0, FORWARDED = 1, IGNORED = 2 };
// Per signal: the pipe's write end plus one (0: none), how it was taken, and the
// action it had before.
static volatile sig_atomic_t forward_fd[SIGNAL_LIMIT];
static unsigned char taken[SIGNAL_LIMIT];
static struct sigaction taken_previous[SIGNAL_LIMIT];

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

// Sets `action` for `signo`, keeping the action from before it was first taken.
static int take(int signo, const struct sigaction *action, unsigned char how) {
    struct sigaction previous;
    if (sigaction(signo, action, &previous) != 0) return -1;
    if (taken[signo] == NOT_TAKEN) taken_previous[signo] = previous;
    taken[signo] = how;
    return 0;
}

int kiosk_signal_forward(int signo, int write_fd) {
    if (signo <= 0 || signo >= SIGNAL_LIMIT || write_fd < 0) { errno = EINVAL; return -1; }
    // Stored plus one, so that the zero-initialised table means "not forwarded".
    forward_fd[signo] = write_fd + 1;
    if (taken[signo] == FORWARDED) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward_handler;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (take(signo, &action, FORWARDED) != 0) {
        forward_fd[signo] = 0;
        return -1;
    }
    return 0;
}

int kiosk_signal_ignore(int signo) {
    if (signo <= 0 || signo >= SIGNAL_LIMIT) { errno = EINVAL; return -1; }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_IGN;
    sigemptyset(&action.sa_mask);
    if (take(signo, &action, IGNORED) != 0) return -1;
    forward_fd[signo] = 0;
    return 0;
}

int kiosk_signal_restore(int signo) {
    if (signo <= 0 || signo >= SIGNAL_LIMIT || taken[signo] == NOT_TAKEN) { errno = EINVAL; return -1; }
    int result = sigaction(signo, &taken_previous[signo], NULL);
    taken[signo] = NOT_TAKEN;
    forward_fd[signo] = 0;
    return result;
}

int kiosk_signal_disposition(int signo) {
    struct sigaction action;
    if (sigaction(signo, NULL, &action) != 0) return -1;
    if (!(action.sa_flags & SA_SIGINFO) && action.sa_handler == SIG_DFL) return KIOSK_SIGNAL_DEFAULT;
    if (!(action.sa_flags & SA_SIGINFO) && action.sa_handler == SIG_IGN) return KIOSK_SIGNAL_IGNORED;
    return KIOSK_SIGNAL_HANDLED;
}
