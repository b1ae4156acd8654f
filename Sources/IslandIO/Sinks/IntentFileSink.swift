import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--intents FILE`: every `.output` record (intents and lifecycle changes) as one NDJSON line.
/// The file is opened with O_APPEND, so lines from several writers never interleave, and each
/// line goes out in a single unbuffered `write(2)` before `deliver` returns: a producer
/// following the file sees the line before the screen shows the change. No fsync — the line
/// is in the kernel, visible to every reader; surviving a power cut is not the point.
public final class IntentFileSink: EffectSink {
    public let path: String
    private var descriptor: Int32
    private var pending: [AppEvent] = []
    private var lastFailure: String?

    public init(path: String) throws(IntentFileError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw IntentFileError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { close() }

    public func deliver(_ effect: AppEffect) {
        guard case .output(let record) = effect, descriptor >= 0 else { return }
        let bytes = Array((record.line + "\n").utf8)
        if let failure = writeAll(bytes) {
            // Report a failure once, not once per line, until writing works again.
            if failure != lastFailure {
                pending.append(.sourceError(name: "intents \(path)", message: "write failed: \(failure)"))
            }
            lastFailure = failure
        } else {
            lastFailure = nil
        }
    }

    public func takeEvents() -> [AppEvent] {
        defer { pending = [] }
        return pending
    }

    public func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
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
