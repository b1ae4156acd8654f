import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a producer does to a followed file, with plain system calls.
enum FileWriter {
    /// Appends `text` (O_APPEND, created 0644 when missing).
    static func append(_ text: String, to path: String) {
        append(Array(text.utf8), to: path)
    }

    static func append(_ bytes: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "open \(path): \(String(cString: strerror(errno)))")
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            precondition(written > 0, "write \(path): \(String(cString: strerror(errno)))")
            offset += written
        }
    }

    /// Empties the file in place (what `> file` or copytruncate does).
    static func truncate(_ path: String) {
        precondition(Glibc.truncate(path, 0) == 0)
    }

    static func rename(_ from: String, _ to: String) {
        precondition(Glibc.rename(from, to) == 0, "rename: \(String(cString: strerror(errno)))")
    }

    static func remove(_ path: String) {
        precondition(unlink(path) == 0, "unlink: \(String(cString: strerror(errno)))")
    }

    static func makeDirectory(_ path: String) {
        precondition(mkdir(path, 0o755) == 0, "mkdir \(path): \(String(cString: strerror(errno)))")
    }
}
