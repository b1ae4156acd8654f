#if canImport(Glibc)
import Glibc
#endif
import IslandCore

/// A file that NDJSON lines are appended to, each with one `write(2)` on an O_APPEND
/// descriptor, so a reader following the file sees whole lines, and sees them before the
/// screen shows what they describe. No fsync: the line is in the kernel, visible to every
/// reader; surviving a power cut is not the point. A failure is reported once (as an event for
/// the events pane), not once per line, until writing works again.
final class AppendOnlyLineFile {
    let path: String
    /// How the events pane names the file, e.g. "intents FILE".
    let name: String
    private var descriptor: Int32
    private var pending: [AppEvent] = []
    private var lastFailure: String?

    /// Opens (creating) the file; returns nil with `errno` set when it cannot.
    init?(path: String, name: String) {
        self.path = path
        self.name = name
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 { return nil }
    }

    deinit { close() }

    /// Appends one line (the newline is added); false when it could not be written.
    @discardableResult
    func append(_ line: String) -> Bool {
        guard descriptor >= 0 else { return false }
        if let failure = writeAll(Array((line + "\n").utf8)) {
            if failure != lastFailure {
                pending.append(.sourceError(name: name, message: "write failed: \(failure)"))
            }
            lastFailure = failure
            return false
        }
        lastFailure = nil
        return true
    }

    /// Failures since the last call, as events.
    func takeEvents() -> [AppEvent] {
        defer { pending = [] }
        return pending
    }

    func close() {
        if descriptor >= 0, ownsDescriptor { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// False for a descriptor island did not open (standard output): closing leaves it open.
    private var ownsDescriptor = true

    /// Lines on a descriptor that is already open (standard output for `--headless`).
    init(descriptor: Int32, name: String) {
        path = "-"
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = false
    }

    /// Writes the whole line; a short write (a full disk mid-line) continues where it
    /// stopped. Returns the error text on failure.
    private func writeAll(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
