// The console guard's fatal-signal handler (Sources/CKioskSystem/kiosk_console.c) on
// the machine it is built for: .ci/aarch64-console-check runs it for aarch64 under
// qemu-aarch64-static, where Swift's traps are brk (SIGTRAP) and a fault is left to
// recur by returning. Each case crashes a child with the guard armed on a pipe, after
// a stand-in for Swift's backtracer (a handler that notes the signal, puts the default
// action back and returns, as the backtracer does); the child must die of the signal,
// and the pipe must read "show the cursor" (the handler ran first) then the stand-in's
// mark (the backtracer saw it). Exits 1 if any case differs.
#define _GNU_SOURCE
#include "kiosk_console.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int report_fd = -1;

static void backtracer_stand_in(int signo) {
    static const char mark[] = "[backtrace]";
    ssize_t ignored = write(report_fd, mark, sizeof mark - 1);
    (void)ignored;
    signal(signo, SIG_DFL);
}

static void swift_trap(void) { __builtin_trap(); }
static void bad_pointer(void) { *(volatile int *)8 = 1; }
static void sent_segv(void) { kill(getpid(), SIGSEGV); for (;;) pause(); }
static void sent_trap(void) { kill(getpid(), SIGTRAP); for (;;) pause(); }

static int check(const char *name, void (*crash)(void), int expected) {
    int ends[2];
    if (pipe(ends) != 0) return 1;
    pid_t pid = fork();
    if (pid == 0) {
        close(ends[0]);
        alarm(10); // a child the crash did not end dies of SIGALRM instead
        report_fd = ends[1];
        signal(expected, backtracer_stand_in);
        if (kiosk_console_guard_arm(ends[1], KD_TEXT, K_UNICODE) != 0) _exit(98);
        crash();
        _exit(99);
    }
    close(ends[1]);
    char got[64] = {0};
    size_t length = 0;
    ssize_t n;
    while ((n = read(ends[0], got + length, sizeof got - 1 - length)) > 0) length += (size_t)n;
    close(ends[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    const char *want = "\033[?25h[backtrace]";
    int ok = WIFSIGNALED(status) && WTERMSIG(status) == expected && strcmp(got, want) == 0;
    printf("%s %s: %s %d, wrote \"%s\"\n", ok ? "ok:" : "FAIL:", name,
           WIFSIGNALED(status) ? "died of signal" : "exited with", WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
           got[0] == '\033' ? got + 1 : got);
    return ok ? 0 : 1;
}

int main(void) {
#if defined(__aarch64__)
    int trap = SIGTRAP; // brk
#else
    int trap = SIGILL; // ud2
#endif
    int failures = check("a trap", swift_trap, trap) + check("a bad pointer", bad_pointer, SIGSEGV)
        + check("kill -SEGV", sent_segv, SIGSEGV) + check("kill -TRAP", sent_trap, SIGTRAP);
    printf("console-guard-check: %d failure(s)\n", failures);
    return failures == 0 ? 0 : 1;
}
