#define _GNU_SOURCE
#include "CLinux.h"

#if !defined(__linux__)
#error "CLinux wraps Linux system calls (timerfd)"
#endif

#include <sys/timerfd.h>
#include <time.h>

int island_timer_create(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

int island_timer_arm(int fd, long long milliseconds) {
    struct itimerspec spec = { 0 };
    if (milliseconds > 0) {
        spec.it_value.tv_sec = (time_t)(milliseconds / 1000);
        spec.it_value.tv_nsec = (long)(milliseconds % 1000) * 1000000L;
    }
    return timerfd_settime(fd, 0, &spec, NULL);
}
