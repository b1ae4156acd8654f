#ifndef ISLAND_CNGHTTP2_SHIM_H
#define ISLAND_CNGHTTP2_SHIM_H

// nghttp2's HTTP/2 session API (Debian: libnghttp2-dev). Swift sees the functions and enums
// directly; nothing here needs wrapping yet.
#include <nghttp2/nghttp2.h>

#endif
