#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// Hands free heap pages back to the system (glibc's `malloc_trim`): after many clients left at
/// once, what their buffers held would otherwise stay in the process's resident memory.
/// (`<malloc.h>` is not in Swift's Glibc module: the function is looked up once by name.)
package enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        // A null handle is RTLD_DEFAULT: the symbol as the process's libraries have it.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    package static func now() {
        _ = trim?(0)
    }
}
