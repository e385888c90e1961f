// Console and signal doors: the parts that must run inside signal handlers, where
// only async-signal-safe C is allowed (no Swift runtime, no locks, no allocation).
#ifndef KIOSK_CONSOLE_H
#define KIOSK_CONSOLE_H

#include <linux/kd.h>
#include <linux/vt.h>

/// Arms restoring the console on a fatal signal (SIGSEGV, SIGBUS, SIGABRT, SIGFPE,
/// SIGILL): the handler sets `display_mode` (KDSETMODE) and `keyboard_mode`
/// (KDSKBMODE) on `tty_fd`, puts the VT back in VT_AUTO switching, shows the cursor,
/// then puts back the action the signal had before and raises it again (a hardware
/// fault by returning, so that it recurs where it happened). One tty at a time;
/// arming again replaces it. Returns 0, or -1 with errno set.
int kiosk_console_guard_arm(int tty_fd, int display_mode, int keyboard_mode);
/// Disarms it: the fatal signals get back the actions they had before arming.
void kiosk_console_guard_disarm(void);

/// Makes the pipe signals are forwarded through: non-blocking, close-on-exec.
/// `ends[0]` is the read end. Returns 0, or -1 with errno set.
int kiosk_signal_pipe(int ends[2]);
/// Forwards `signo` to `write_fd` (a non-blocking pipe): the handler writes the signal
/// number as one byte. Returns 0, or -1 with errno set. The previous action is kept
/// for `kiosk_signal_unforward`.
int kiosk_signal_forward(int signo, int write_fd);
/// Gives `signo` back the action it had before `kiosk_signal_forward`.
int kiosk_signal_unforward(int signo);

#endif
