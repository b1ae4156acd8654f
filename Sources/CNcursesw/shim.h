#ifndef ISLAND_CNCURSESW_SHIM_H
#define ISLAND_CNCURSESW_SHIM_H

// The wide-character API of ncurses is only declared with NCURSES_WIDECHAR.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
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
static inline int island_key_code_yes(void) { return KEY_CODE_YES; }
static inline int island_err(void) { return ERR; }

static inline mmask_t island_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t island_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t island_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t island_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

static inline int island_wcwidth(wchar_t c) { return wcwidth(c); }
static inline const char *island_codeset(void) { return nl_langinfo(CODESET); }

/// Puts one grapheme (up to 8 scalars) at y, x with the given attributes and colour pair.
static inline int island_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

static inline int island_get_wch(wint_t *out) { return get_wch(out); }

#endif
