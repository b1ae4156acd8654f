#if canImport(Glibc)
import Glibc
#endif

/// Descriptors 0, 1 and 2 are always open. A parent may start island with one closed
/// (`island lint x >&-`); the first file island opened would then get that number, and what
/// island prints would land inside its `--record`, `--intents` or `--log` file. So before
/// anything else is opened each closed one is opened on /dev/null — read-only, so writing to a
/// closed standard output still fails (EBADF), and `ProcessOutput` says so instead of
/// pretending to have printed.
enum StandardDescriptors {
    static func secure() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
