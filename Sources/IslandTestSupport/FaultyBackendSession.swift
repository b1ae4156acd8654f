import Foundation
import IslandCore
import IslandTypes

/// `demo/faulty-backend.ndjson` played into a dashboard model through the reducer, as the
/// events pane tests need a log with every kind of entry: applied lines with changes and
/// warnings, ignored and rejected ones, an alert, lifecycle changes, a second app. Line N
/// arrives at 13:00:00 UTC + 5 N seconds on the day the demo's timestamps name, from the file
/// `demo/faulty-backend.ndjson`, with every shipped type known.
package enum FaultyBackendSession {
    /// 2025-11-29 13:00:00 UTC, the demo's first timestamp.
    package static let start = Date(timeIntervalSince1970: 1_764_421_200)
    package static let name = "demo/faulty-backend.ndjson"

    /// The repository's copy of the demo file.
    package static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(name)

    /// The file's lines as a file source delivers them (a line over the limit as `tooLong`).
    package static let lines: [IncomingLine] = {
        guard let data = try? Data(contentsOf: url) else { fatalError("\(name) is missing") }
        let rows = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(data.last == 0x0A ? 1 : 0)
        return rows.enumerated().map { index, bytes in
            let body: IncomingLine.Body = bytes.count > IncomingLine.maximumLength ? .tooLong(byteCount: bytes.count) : .bytes(Array(bytes))
            return IncomingLine(body: body, source: .file(name), number: index + 1)
        }
    }()

    /// The time line `number` (1-based) arrives.
    package static func time(ofLine number: Int) -> Date {
        start.addingTimeInterval(5 * Double(number))
    }

    /// The model after the first `count` lines (all by default), and the time of the last.
    package static func model(lines count: Int? = nil, languages: LanguagePreferences = LanguagePreferences(["en"])) -> (AppModel, Date) {
        var model = AppModel(system: BuiltInTypes.system(), languages: languages)
        model.sources = [SourceStatus(name: "tail faulty-backend.ndjson", state: .following)]
        var now = start
        for line in lines.prefix(count ?? lines.count) {
            now = time(ofLine: line.number)
            _ = AppReducer.update(&model, .line(line), now: now)
        }
        return (model, now)
    }
}
