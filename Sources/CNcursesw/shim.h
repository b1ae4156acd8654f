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

/// Puts one grapheme cluster of `count` scalars (at most CCHARW_MAX) at y, x with the given
/// attributes and (extended) colour pair. setcchar keeps only non-spacing characters after
/// the first, so a ZWJ sequence or a flag would lose everything after its first emoji: the
/// first scalar goes through setcchar (attributes, colour), the rest into the cell directly.
/// ncurses writes every character of a cell when it refreshes, and takes the cell's width
/// from the first.
static inline int island_put_cell(int y, int x, const wchar_t *text, int count, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t first[2] = { text[0], 0 };
    if (setcchar(&cell, first, attrs, 0, &pair) != OK) return ERR;
    for (int i = 1; i < count && i < CCHARW_MAX; i++) cell.chars[i] = text[i];
    return mvadd_wch(y, x, &cell);
}

/// Writes through stdout's buffer, where ncurses' own mvcur writes (island_overlay_end flushes).
static inline int island_overlay_outc(int c) { return putchar(c); }

/// Writes a grapheme cluster that no cchar_t can hold (more scalars than CCHARW_MAX, or a
/// width ncurses judges differently from the terminal, as it does flags) straight to the
/// terminal at y, x, over the placeholder of the same width that refresh() has just drawn
/// there. Call after refresh(), then island_overlay_end(). The cursor moves by absolute
/// address and with attributes off, so ncurses' own record of cursor and attributes stays
/// true; the placeholder in ncurses' screen keeps the cell from being redrawn until it
/// changes.
static inline void island_overlay_cell(int y, int x, const char *utf8, attr_t attrs, int pair) {
    vid_puts(A_NORMAL, 0, NULL, island_overlay_outc);
    mvcur(-1, -1, y, x);
    vid_puts(attrs, 0, &pair, island_overlay_outc);
    fputs(utf8, stdout);
}

/// Ends a run of island_overlay_cell: attributes off, the cursor to a known place (where the
/// terminal left it after a cluster depends on the terminal), everything flushed.
static inline void island_overlay_end(void) {
    vid_puts(A_NORMAL, 0, NULL, island_overlay_outc);
    mvcur(-1, -1, 0, 0);
    fflush(stdout);
}

/// Makes the next refresh redraw row y whole (a cell that held an overlaid cluster may look
/// unchanged to ncurses).
static inline int island_redraw_row(int y) { return wredrawln(stdscr, y, 1); }

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

#endif
