import Foundation
import IslandCore

/// `--headless` (to standard output) and `--log FILE`: every events-pane entry as one NDJSON
/// line (`LogEntry.jsonLine`), the entries the session starts with first, then each as the
/// reducer adds it. The lines of a turn go out in one write at its end (or once
/// `flushBytes` wait), before the turn's answers leave and before its frame
/// (`writesBeforeAnswers`): a producer that has its ack finds its line in the log, and a
/// stream costs a write a turn, not one a line. A failed write is reported once in the
/// events pane, and the session goes on.
package final class LogLineWriter: RunLoopObserver, EffectSink {
    /// How many bytes of lines wait before they are written within a turn.
    static let flushBytes = 64 * 1024

    private let file: AppendOnlyLineFile
    /// The log's `total` already written: entries are numbered, so none is written twice.
    private var written: Int?
    /// How many lines were written.
    package private(set) var count = 0
    /// How many writes it took (a turn's lines go in one).
    package private(set) var writes = 0
    /// Lines in `buffer`, not yet written.
    private var unwritten = 0
    /// The last entry's moment, written: the entries of one turn of the loop share it.
    private var lastStamp: LogEntry.Stamp?
    /// The lines of the turn not yet written, reused (capacity kept) for the next.
    private var buffer: [UInt8] = []

    /// `--log FILE`: appends to the file (creating it).
    package init(path: String) throws(LogFileError) {
        do {
            file = try AppendOnlyLineFile(path: path, name: "log \(path)")
        } catch {
            throw LogFileError(path: path, reason: error.reason)
        }
    }

    /// `--headless`: standard output, left open when the writer closes.
    package init(descriptor: Int32, name: String) {
        file = AppendOnlyLineFile(descriptor: descriptor, name: name)
    }

    // MARK: RunLoopObserver

    /// Only the log after an event is written.
    package var comparesModels: Bool { false }

    package func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
        if written == nil { write(model.log, from: model.log.firstNumber) }
    }

    package func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {
        write(after.log, from: written ?? after.log.firstNumber)
    }

    /// The entries an event added, written as bytes into the turn's buffer.
    private func write(_ log: EventLog, from first: Int) {
        // Each entry read where the log keeps it, not copied.
        let entries = log.entries
        for index in max(first, log.firstNumber) - log.firstNumber ..< entries.count {
            if lastStamp?.time != entries[index].time { lastStamp = LogEntry.Stamp(entries[index].time) }
            entries[index].writeJSONLine(stamp: lastStamp!, into: &buffer)
            buffer.append(0x0A)
            unwritten += 1
        }
        written = log.total
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Writes the lines waiting, in one write.
    private func flush() {
        guard unwritten > 0 else { return }
        writes += 1
        if file.append(lineBytes: buffer) { count += unwritten }
        unwritten = 0
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: EffectSink

    package func deliver(_ effect: AppEffect) {}

    package func finishTurn() { flush() }

    package var writesBeforeAnswers: Bool { true }

    package func takeEvents() -> [AppEvent] { file.takeEvents() }

    package func close() {
        flush()
        file.close()
    }
}
