#ifndef ISLAND_CTERMINALGUARD_H
#define ISLAND_CTERMINALGUARD_H

// The crash guard: gives the terminal back when island dies of a signal (a fault, a Swift
// trap, an abort, or any signal whose default action ends the process). Its state lives once,
// in terminal_guard.c: a header can only declare it (see docs/terminal.md on why a `static` inside a
// `static inline` header function is one copy per Swift module that calls it).

/// Saves the terminal's modes on `fd` as they are before curses changes them.
void island_terminal_guard_save_modes(int fd);

/// Arms the guard for the terminal on `fd`: on a fatal signal the saved modes are put back and
/// the `restore` bytes (leave the alternate screen, show the cursor, stop mouse reporting) are
/// written; then the signal takes its course. With `detach_stdin`, standard input becomes
/// /dev/null before a previous handler (Swift's backtracer) runs, so it cannot wait for a key.
/// Returns 0, or -1 with errno set when a handler could not be installed.
int island_terminal_guard_install(int fd, const char *restore, int detach_stdin);

/// Disarms the guard (the terminal was restored normally) and puts the previous handlers back.
void island_terminal_guard_uninstall(void);

/// Whether the guard handles `signo` now (for tests: 1 or 0).
int island_terminal_guard_handles(int signo);

#endif
