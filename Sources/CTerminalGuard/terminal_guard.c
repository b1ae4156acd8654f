// The crash guard's one and only state, and its signal handler. Plain C so the handler runs
// no Swift (no allocation, no retain, no locks): it only calls async-signal-safe functions —
// tcsetattr, write, open, dup2, sigaction, raise.

#include "CTerminalGuard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#if !defined(__linux__)
#error "island's terminal guard is written for Linux (its signal numbers and SIGRTMIN range)"
#endif

#define GUARD_SIGNAL_LIMIT 65

typedef struct {
    int fd;
    int has_modes;
    struct termios modes;
    char restore[1024];
    size_t restore_length;
    int detach_stdin;
    int installed[GUARD_SIGNAL_LIMIT];
    struct sigaction previous[GUARD_SIGNAL_LIMIT];
} guard_state;

static guard_state guard = { .fd = -1 };

// Faults and aborts: the guard always goes first and then hands the signal to whoever was
// there before (Swift's backtracer), so the crash report is unchanged.
static const int fault_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };

// Signals whose default action ends the process without a fault: the guard handles them only
// while nobody else does (their disposition is SIG_DFL). An ignored one (SIGPIPE in the
// dashboard) stays ignored; one island handles itself (SIGINT, SIGTERM, SIGHUP, SIGQUIT on the
// signal pipe) stays with its handler. The real-time signals are added at install time.
static const int terminating_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGPIPE, SIGSTKFLT, SIGIO, SIGPWR,
};

static void restore_terminal(void) {
    // Whichever thread gets here first restores; a second fatal signal does not write twice.
    int fd = __atomic_exchange_n(&guard.fd, -1, __ATOMIC_SEQ_CST);
    if (fd < 0) return;
    if (guard.has_modes) tcsetattr(fd, TCSANOW, &guard.modes);
    size_t done = 0;
    while (done < guard.restore_length) {
        ssize_t written = write(fd, guard.restore + done, guard.restore_length - done);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) break;
        done += (size_t)written;
    }
}

static void detach_stdin(void) {
    if (!guard.detach_stdin) return;
    int null_fd = open("/dev/null", O_RDONLY);
    if (null_fd < 0) return;
    dup2(null_fd, 0);
    if (null_fd != 0) close(null_fd);
}

static void handler(int signo, siginfo_t *info, void *context) {
    restore_terminal();
    if (signo <= 0 || signo >= GUARD_SIGNAL_LIMIT) return;
    struct sigaction *previous = &guard.previous[signo];
    guard.installed[signo] = 0;
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        sigaction(signo, previous, NULL);
        detach_stdin();
        previous->sa_sigaction(signo, info, context);
    } else if (!(previous->sa_flags & SA_SIGINFO) && previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        sigaction(signo, previous, NULL);
        detach_stdin();
        previous->sa_handler(signo);
    }
    // Whatever the previous handler did, island cannot go on with its terminal given back (a
    // `kill -SEGV` would otherwise just continue): the default action happens when this
    // handler returns — the signal stays blocked until then, and a real fault re-faults.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signo, &fallback, NULL);
    raise(signo);
}

static int install_one(int signo, int only_if_default) {
    if (signo <= 0 || signo >= GUARD_SIGNAL_LIMIT || guard.installed[signo]) return 0;
    struct sigaction current;
    if (sigaction(signo, NULL, &current) != 0) return 0;  // not a signal this kernel has
    if (only_if_default && ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL)) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    if (sigaction(signo, &action, &guard.previous[signo]) != 0) return -1;
    guard.installed[signo] = 1;
    return 0;
}

void island_terminal_guard_save_modes(int fd) {
    guard.has_modes = tcgetattr(fd, &guard.modes) == 0;
}

int island_terminal_guard_install(int fd, const char *restore, int detach) {
    size_t length = strlen(restore);
    if (length > sizeof guard.restore) length = sizeof guard.restore;
    memcpy(guard.restore, restore, length);
    guard.restore_length = length;
    guard.detach_stdin = detach;
    // A stack overflow is a SIGSEGV on a full stack: run on an alternate stack if the runtime
    // has not set one up.
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        static char alternate[64 * 1024];
        stack_t stack;
        stack.ss_sp = alternate;
        stack.ss_size = sizeof alternate;
        stack.ss_flags = 0;
        sigaltstack(&stack, NULL);
    }
    int result = 0;
    for (size_t i = 0; i < sizeof fault_signals / sizeof fault_signals[0]; i++) {
        if (install_one(fault_signals[i], 0) != 0) result = -1;
    }
    for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
        if (install_one(terminating_signals[i], 1) != 0) result = -1;
    }
    for (int signo = SIGRTMIN; signo <= SIGRTMAX; signo++) {
        if (install_one(signo, 1) != 0) result = -1;
    }
    __atomic_store_n(&guard.fd, fd, __ATOMIC_SEQ_CST);
    return result;
}

void island_terminal_guard_uninstall(void) {
    __atomic_store_n(&guard.fd, -1, __ATOMIC_SEQ_CST);
    for (int signo = 1; signo < GUARD_SIGNAL_LIMIT; signo++) {
        if (!guard.installed[signo]) continue;
        sigaction(signo, &guard.previous[signo], NULL);
        guard.installed[signo] = 0;
    }
}

int island_terminal_guard_handles(int signo) {
    if (signo <= 0 || signo >= GUARD_SIGNAL_LIMIT) return 0;
    return guard.installed[signo];
}
