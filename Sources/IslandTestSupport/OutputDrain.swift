import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child's standard output read as it comes, on a thread of its own, so a child that writes
/// more than a pipe holds (`island run --headless` prints every events-pane entry) never
/// blocks on a test that reads only some of it, or none. Lines are taken from the collected
/// bytes with a bounded wait.
package final class OutputDrain: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var ended = false

    /// Starts reading `descriptor` until its end, and closes it there.
    package init(descriptor: Int32) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                condition.lock()
                if count > 0 { bytes += chunk[0..<count] } else { ended = true }
                condition.broadcast()
                condition.unlock()
                if count <= 0 {
                    close(descriptor)
                    return
                }
            }
        }
        thread.start()
    }

    /// The next line (without its newline), or nil at the deadline or at the end.
    package func line(until deadline: Date) -> String? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let newline = bytes.firstIndex(of: 0x0A) {
                let line = String(decoding: bytes[..<newline], as: UTF8.self)
                bytes.removeSubrange(...newline)
                return line
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Everything not yet taken, once the output has ended (or at the deadline).
    package func rest(until deadline: Date) -> String {
        condition.lock()
        defer { condition.unlock() }
        while !ended, condition.wait(until: deadline) {}
        defer { bytes = [] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
