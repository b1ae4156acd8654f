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
        guard let file = AppendOnlyLineFile(path: path, name: "intents \(path)") else {
            throw IntentFileError(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
    }

    package func deliver(_ effect: AppEffect) {
        guard case .output(let record) = effect else { return }
        file.append(record.line)
    }

    package func takeEvents() -> [AppEvent] { file.takeEvents() }

    package func close() { file.close() }
}
