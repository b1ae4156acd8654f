import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Buffered output on a descriptor for commands that print a lot (`lint` on a million lines):
/// one write(2) per buffer, not per line. A reader that went away (`| head`) ends the command
/// quietly with the status a SIGPIPE death would have (141), instead of an error per line.
final class StandardOutput {
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

    /// Writes what is buffered through `ProcessOutput`: exits 141 when the reader has gone,
    /// 74 when the descriptor cannot be written.
    func flush() {
        switch ProcessOutput.write(buffer, to: descriptor) {
        case .written: break
        case .readerGone: exit(ProcessOutput.brokenPipeStatus)
        case .failed(let code): ProcessOutput.exitUnwritable(code)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
