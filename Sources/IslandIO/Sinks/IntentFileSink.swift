import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--intents FILE`: every `.output` record (intents and lifecycle changes) as one NDJSON line,
/// appended before `deliver` returns: a producer following the file sees the line before the
/// screen shows the change.
package final class IntentFileSink: EffectSink {
    package let path: String
    private let file: AppendOnlyLineFile

    package init(path: String) throws(IntentFileError) {
        self.path = path
        do {
            file = try AppendOnlyLineFile(path: path, name: "intents \(path)")
        } catch {
            throw IntentFileError(path: path, reason: error.reason)
        }
    }

    package func deliver(_ effect: AppEffect) {
        guard case .output(let record) = effect else { return }
        file.append(record.line)
    }

    package func takeEvents() -> [AppEvent] { file.takeEvents() }

    package func close() { file.close() }
}
