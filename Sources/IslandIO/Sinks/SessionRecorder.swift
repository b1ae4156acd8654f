import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--record FILE`: appends every input of the session as a `RecordedLine` with its arrival
/// time on the app clock — the events pane as the session starts, a line before the reducer
/// applies it, the pushes the simulator played, the keys and clicks of the user, the events
/// pane's entries about the sources and the clock's speed and pause as they change (see
/// `SessionRecording` for what is kept). Each record is
/// on file before the next event is applied; a failed write is reported once in the events
/// pane, and the session goes on.
package final class SessionRecorder: RunLoopObserver, EffectSink {
    package let path: String
    private let file: AppendOnlyLineFile
    /// The events pane as the session started is written with the first event.
    private var started = false
    /// How many records were written.
    package private(set) var count = 0

    package init(path: String) throws(RecordFileError) {
        self.path = path
        do {
            file = try AppendOnlyLineFile(path: path, name: "record \(path)")
        } catch {
            throw RecordFileError(path: path, reason: error.reason)
        }
    }

    // MARK: RunLoopObserver

    package func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
        if !started {
            started = true
            for record in SessionRecording.initial(model, at: now) { write(record) }
        }
        if let input = SessionRecording.input(of: event, in: model) {
            write(RecordedLine(arrival: now, input: input))
        }
    }

    package func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {
        for input in SessionRecording.played(by: event, from: before, to: after) {
            write(RecordedLine(arrival: now, input: input))
        }
    }

    // MARK: EffectSink

    package func deliver(_ effect: AppEffect) {}

    package func takeEvents() -> [AppEvent] { file.takeEvents() }

    package func close() { file.close() }

    private func write(_ record: RecordedLine) {
        if file.append(record.line) { count += 1 }
    }
}
