import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--record FILE`: appends every input of the session as a `RecordedLine` with its arrival
/// time on the app clock — the events pane as the session starts, a line before the reducer
/// applies it, the pushes the simulator played, the keys and clicks of the user and the events
/// pane's entries about the sources (see `SessionRecording` for what is kept). Each
/// record is one unbuffered `write(2)` on a file opened with O_APPEND, so it is on file (in
/// the kernel) before the next event is applied. A failed write is reported once in the
/// events pane, through `takeEvents`; the session goes on.
public final class SessionRecorder: RunLoopObserver, EffectSink {
    public let path: String
    private var descriptor: Int32
    private var pending: [AppEvent] = []
    private var lastFailure: String?
    /// The events pane as the session started is written with the first event.
    private var started = false
    /// How many records were written.
    public private(set) var count = 0

    public init(path: String) throws(RecordFileError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RecordFileError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { close() }

    // MARK: RunLoopObserver

    public func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
        if !started {
            started = true
            for record in SessionRecording.initial(model) { write(record) }
        }
        if let input = SessionRecording.input(of: event, in: model) {
            write(RecordedLine(arrival: now, input: input))
        }
    }

    public func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {
        for input in SessionRecording.played(by: event, from: before, to: after) {
            write(RecordedLine(arrival: now, input: input))
        }
    }

    // MARK: EffectSink

    public func deliver(_ effect: AppEffect) {}

    public func takeEvents() -> [AppEvent] {
        defer { pending = [] }
        return pending
    }

    public func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    private func write(_ record: RecordedLine) {
        guard descriptor >= 0 else { return }
        let bytes = Array((record.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = String(cString: strerror(errno))
                // Once per kind of failure, not once per record, until writing works again.
                if failure != lastFailure {
                    pending.append(.sourceError(name: "record \(path)", message: "write failed: \(failure)"))
                }
                lastFailure = failure
                return
            }
            offset += written
        }
        lastFailure = nil
        count += 1
    }
}
