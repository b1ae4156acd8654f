import IslandText
import Foundation
import IslandCore
import IslandIO

/// The installers of `island replay` and `--record`.
extension RunInstallers {
    /// `island replay FILE`: the reducer feeds the file's inputs on the app clock, which
    /// `ReplayCommand` started at the first of them (or at `--from`); `--speed N` is how many
    /// times as fast as recorded.
    static func installReplay(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let replay = options.replay else { return }
        setup.model.replay = ReplayRun(items: replay.items, factor: options.speed)
        let name = "replay \(URL(fileURLWithPath: replay.file).lastPathComponent)"
        // The status line names the file and counts the inputs; the events pane stays as the
        // recorded session had it (a recording starts with its own first entries).
        setup.model.sources.append(SourceStatus(name: name, state: .running))
    }

    /// `--record FILE`: every input on file before it is applied (see `SessionRecorder`).
    static func installRecording(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let path = options.recordPath else { return }
        let recorder = try SessionRecorder(path: path)
        setup.observers.append(recorder)
        setup.sinks.append(recorder)
        setup.cleanups.append { recorder.close() }
        setup.model.log.append(LogEntry(time: setup.start, level: .info, note: .noteRecording, ["path": path]))
    }
}
