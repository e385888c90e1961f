// Console and signal doors: the parts that must run inside signal handlers, where
// only async-signal-safe C is allowed (no Swift runtime, no locks, no allocation).
#ifndef KIOSK_CONSOLE_H
#define KIOSK_CONSOLE_H

#include <linux/kd.h>
#include <linux/vt.h>

/// Arms restoring the console on a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT, SIGTRAP, SIGSYS, SIGXCPU): the handler sets `display_mode` (KDSETMODE)
/// and `keyboard_mode` (KDSKBMODE) on `tty_fd`, puts the VT back in VT_AUTO
/// switching, shows the cursor, then puts back the action the signal had before
/// (Swift's backtracer, or the default) and lets it happen: a hardware fault by
/// returning, so that it recurs where it happened; any other by raising it again,
/// and, should that action return, once more with the default action, so the
/// process always dies of the signal (and dumps core where the default does).
/// Runs on the alternate signal stack when the thread has one (a stack overflow).
/// One tty at a time; arming again replaces it. Returns 0, or -1 with errno set.
int kiosk_console_guard_arm(int tty_fd, int display_mode, int keyboard_mode);
/// Disarms it: the fatal signals get back the actions they had before arming.
void kiosk_console_guard_disarm(void);

/// Makes the pipe signals are forwarded through: non-blocking, close-on-exec.
/// `ends[0]` is the read end. Returns 0, or -1 with errno set.
int kiosk_signal_pipe(int ends[2]);
/// Forwards `signo` to `write_fd` (a non-blocking pipe): the handler writes the signal
/// number as one byte. Returns 0, or -1 with errno set. The previous action is kept
/// for `kiosk_signal_restore`.
int kiosk_signal_forward(int signo, int write_fd);
/// Ignores `signo` (SIG_IGN), keeping the previous action for `kiosk_signal_restore`.
/// Returns 0, or -1 with errno set.
int kiosk_signal_ignore(int signo);
/// Gives `signo` back the action it had before `kiosk_signal_forward` or
/// `kiosk_signal_ignore`. Returns 0, or -1 with errno set.
int kiosk_signal_restore(int signo);

/// What `signo` does now: the default action, ignored, or a handler.
enum kiosk_signal_disposition { KIOSK_SIGNAL_DEFAULT = 0, KIOSK_SIGNAL_IGNORED = 1, KIOSK_SIGNAL_HANDLED = 2 };
/// The disposition of `signo`, or -1 with errno set.
int kiosk_signal_disposition(int signo);

#endif
