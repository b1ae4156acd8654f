import IslandText
import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

extension RunInstallers {
    /// `--headless` prints every events-pane entry to standard output as NDJSON (so a script
    /// hears the verdicts and the intents: an intent is not "unheard" there); `--log FILE`
    /// appends the same lines to a file in any mode.
    static func installLog(_ options: RunOptions, into setup: inout RunSetup) throws {
        if options.headless {
            let writer = LogLineWriter(descriptor: STDOUT_FILENO, name: "standard output")
            setup.model.intentListeners.insert("headless")
            setup.observers.append(writer)
            setup.sinks.append(writer)
        }
        guard let path = options.logPath else { return }
        let writer = try LogLineWriter(path: path)
        setup.observers.append(writer)
        setup.sinks.append(writer)
        setup.cleanups.append { writer.close() }
        setup.model.log.append(LogEntry(time: setup.start, level: .info, note: .noteLog, ["path": path]))
    }
}
