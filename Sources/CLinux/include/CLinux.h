#ifndef ISLAND_CLINUX_H
#define ISLAND_CLINUX_H

// Linux calls that Swift's Glibc module does not show (they sit behind _GNU_SOURCE or in
// headers it does not import), for IslandIO's POSIX layer only.

/// A non-blocking, close-on-exec timer descriptor on the monotonic clock; -1 with errno.
int island_timer_create(void);

/// Makes the timer readable once, `milliseconds` from now (0 disarms it); 0 or -1 with errno.
int island_timer_arm(int fd, long long milliseconds);

#endif
