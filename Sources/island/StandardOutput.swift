import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Buffered output on a descriptor for commands that print a lot (`lint` on a million lines):
/// one write(2) per buffer, not per line. A reader that went away (`| head`) ends the command
/// quietly with the status a SIGPIPE death would have (141), instead of an error per line.
final class StandardOutput {
    static let brokenPipeStatus: Int32 = 128 + SIGPIPE

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity: Int

    init(descriptor: Int32 = STDOUT_FILENO, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Appends a line (a newline is added).
    func line(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(0x0A)
        if buffer.count >= capacity { flush() }
    }

    /// Appends a line that `write` puts straight into the buffer (a newline is added).
    func line(_ write: (inout [UInt8]) -> Void) {
        write(&buffer)
        buffer.append(0x0A)
        if buffer.count >= capacity { flush() }
    }

    /// Writes what is buffered; exits 141 when the reader has gone.
    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { exit(Self.brokenPipeStatus) }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
