#ifndef ISLAND_CNCURSESW_SHIM_H
#define ISLAND_CNCURSESW_SHIM_H

// The wide-character API of ncurses is only declared with NCURSES_WIDECHAR.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <fcntl.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift 6 rejects mutable C globals and cannot see function-like macros:
// everything the terminal backend needs is wrapped here.

static inline WINDOW *island_stdscr(void) { return stdscr; }
static inline int island_lines(void) { return LINES; }
static inline int island_cols(void) { return COLS; }
static inline int island_colors(void) { return COLORS; }
static inline int island_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *island_stdin(void) { return stdin; }
static inline FILE *island_stdout(void) { return stdout; }

static inline attr_t island_a_bold(void) { return A_BOLD; }
static inline attr_t island_a_dim(void) { return A_DIM; }
static inline attr_t island_a_reverse(void) { return A_REVERSE; }
static inline attr_t island_a_underline(void) { return A_UNDERLINE; }
static inline attr_t island_a_normal(void) { return A_NORMAL; }

static inline int island_key_resize(void) { return KEY_RESIZE; }
static inline int island_key_mouse(void) { return KEY_MOUSE; }
static inline int island_key_btab(void) { return KEY_BTAB; }
static inline int island_key_enter(void) { return KEY_ENTER; }
static inline int island_key_up(void) { return KEY_UP; }
static inline int island_key_down(void) { return KEY_DOWN; }
static inline int island_key_left(void) { return KEY_LEFT; }
static inline int island_key_right(void) { return KEY_RIGHT; }
static inline int island_key_backspace(void) { return KEY_BACKSPACE; }
static inline int island_key_ppage(void) { return KEY_PPAGE; }
static inline int island_key_npage(void) { return KEY_NPAGE; }
static inline int island_key_home(void) { return KEY_HOME; }
static inline int island_key_end(void) { return KEY_END; }
static inline int island_key_code_yes(void) { return KEY_CODE_YES; }
static inline int island_err(void) { return ERR; }

static inline mmask_t island_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t island_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t island_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t island_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
// The wheel: xterm reports a notch up as button 4, down as button 5 (ncurses 6 mouse ABI).
static inline mmask_t island_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t island_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int island_wcwidth(wchar_t c) { return wcwidth(c); }
static inline const char *island_codeset(void) { return nl_langinfo(CODESET); }

/// Puts one grapheme (up to 8 scalars) at y, x with the given attributes and colour pair.
static inline int island_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

static inline int island_get_wch(wint_t *out) { return get_wch(out); }

static inline int island_ok(void) { return OK; }
static inline int island_ccharw_max(void) { return CCHARW_MAX; }
static inline FILE *island_open_tty(void) { return fopen("/dev/tty", "r"); }
static inline void island_force_repaint(void) { clearok(curscr, TRUE); }

// From <ncursesw/term.h>, declared here because that header defines hundreds of lower-case
// macros (lines, columns, bell, …) that would collide with ordinary names.
struct term;
extern struct term *cur_term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);

/// Whether terminfo knows `name`, without printing or exiting as initscr would: 0 unknown,
/// 1 a screen terminal, 2 known but unable to move the cursor (`dumb`, a hardcopy terminal).
static inline int island_terminal_known(const char *name) {
    int status = 0;
    struct term *saved = cur_term;
    if (setupterm(name, 1, &status) != OK) return 0;
    struct term *probe = cur_term;
    const char *cup = tigetstr("cup");
    int addressable = cup != NULL && cup != (const char *)-1;
    set_curterm(saved);
    del_curterm(probe);
    if (status != 1) return 0;
    return addressable ? 1 : 2;
}

/// The terminal's size from the kernel (after SIGWINCH); 0 when `fd` is not a terminal.
static inline void island_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) { *rows = 0; *cols = 0; return; }
    *rows = size.ws_row;
    *cols = size.ws_col;
}

/// A terminfo string capability of the current terminal, "" when it has none.
static inline const char *island_terminfo_string(const char *name) {
    const char *value = tigetstr(name);
    if (value == NULL || value == (const char *)-1) return "";
    return value;
}

/// Puts one grapheme using an extended colour pair (above 32767 does not fit the short).
static inline int island_put_cell_extended(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

// MARK: Crash guard
//
// When island crashes (SIGSEGV, SIGILL from a Swift trap, SIGABRT, …) the terminal must come
// back before anything else prints: these handlers put the saved terminal modes back with
// tcsetattr and write precomputed bytes (leave the alternate screen, show the cursor, stop mouse
// reporting) — both async-signal-safe, unlike endwin. Then they hand the signal to whatever
// handler was there before (Swift's backtracer), with the same siginfo and context, so the
// crash report is unchanged. Swift reads SWIFT_BACKTRACE once at process start, so setting it
// later cannot stop its interactive prompt; pointing stdin at /dev/null before chaining does
// (the backtracer only prompts when stdin is a terminal).
//
// The state lives in a static inside a static inline function: every Swift file that calls
// these functions gets its own copy, so only IslandTerminal's CrashGuard.swift may call them.

#define ISLAND_SIGNAL_LIMIT 65

typedef struct {
    int fd;
    int has_modes;
    struct termios modes;
    char restore[1024];
    size_t restore_length;
    int detach_stdin;
    int installed[ISLAND_SIGNAL_LIMIT];
    struct sigaction previous[ISLAND_SIGNAL_LIMIT];
} island_crash_guard_t;

static inline island_crash_guard_t *island_crash_guard(void) {
    static island_crash_guard_t guard = { .fd = -1 };
    return &guard;
}

static inline void island_crash_guard_restore_terminal(void) {
    island_crash_guard_t *guard = island_crash_guard();
    if (guard->fd < 0) return;
    int fd = guard->fd;
    guard->fd = -1;
    if (guard->has_modes) tcsetattr(fd, TCSANOW, &guard->modes);
    size_t done = 0;
    while (done < guard->restore_length) {
        ssize_t written = write(fd, guard->restore + done, guard->restore_length - done);
        if (written <= 0) break;
        done += (size_t)written;
    }
}

static inline void island_crash_guard_handler(int signo, siginfo_t *info, void *context) {
    island_crash_guard_t *guard = island_crash_guard();
    island_crash_guard_restore_terminal();
    if (guard->detach_stdin) {
        int null_fd = open("/dev/null", O_RDONLY);
        if (null_fd >= 0) {
            dup2(null_fd, 0);
            if (null_fd != 0) close(null_fd);
        }
    }
    if (signo <= 0 || signo >= ISLAND_SIGNAL_LIMIT) return;
    struct sigaction *previous = &guard->previous[signo];
    guard->installed[signo] = 0;
    if (previous->sa_flags & SA_SIGINFO) {
        sigaction(signo, previous, NULL);
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(signo, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        sigaction(signo, previous, NULL);
        previous->sa_handler(signo);
    }
    // Whatever the previous handler did, island cannot go on with its terminal given back
    // (a `kill -SEGV` would otherwise just continue): the default action (usually a core
    // dump) happens when this handler returns — the signal stays blocked until then, and a
    // real fault re-faults.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signo, &fallback, NULL);
    raise(signo);
}

/// Saves the terminal's modes as they are before curses changes them.
static inline void island_crash_guard_save_modes(int fd) {
    island_crash_guard_t *guard = island_crash_guard();
    guard->has_modes = tcgetattr(fd, &guard->modes) == 0;
}

/// Arms the guard for the terminal on `fd`: on a crash the saved modes are put back and
/// `restore` is written.
static inline int island_crash_guard_install(int fd, const char *restore, int detach_stdin) {
    static const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    island_crash_guard_t *guard = island_crash_guard();
    size_t length = strlen(restore);
    if (length > sizeof guard->restore) length = sizeof guard->restore;
    memcpy(guard->restore, restore, length);
    guard->restore_length = length;
    guard->detach_stdin = detach_stdin;
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
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        int signo = signals[i];
        if (guard->installed[signo]) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = island_crash_guard_handler;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        if (sigaction(signo, &action, &guard->previous[signo]) != 0) return -1;
        guard->installed[signo] = 1;
    }
    guard->fd = fd;
    return 0;
}

/// Disarms the guard (the terminal was restored normally) and puts the previous handlers back.
static inline void island_crash_guard_uninstall(void) {
    island_crash_guard_t *guard = island_crash_guard();
    guard->fd = -1;
    for (int signo = 1; signo < ISLAND_SIGNAL_LIMIT; signo++) {
        if (!guard->installed[signo]) continue;
        sigaction(signo, &guard->previous[signo], NULL);
        guard->installed[signo] = 0;
    }
}

#endif
