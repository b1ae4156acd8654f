import IslandText
import Foundation

/// One line of the events pane: what arrived, what changed, what was wrong — typed, so the
/// screen words it in its language and formats its values (dates as times), and with the line
/// that caused it, so the entry can be opened.
package struct LogEntry: Hashable, Sendable {
    package enum Level: String, Hashable, Sendable, CaseIterable {
        case info
        case change
        case alert
        case warning
        case error
    }

    package let time: Date
    package let level: Level
    package let message: LogMessage
    /// Where the line came from (file and line, socket client, …); nil for the simulator's
    /// own pushes and for entries no line caused.
    package var origin: LineOrigin?
    /// The activity it is about, for filtering.
    package var activityID: String?
    /// The payload as it arrived (at most `payloadLimit` bytes), to open the entry.
    package var payload: [UInt8]?
    /// Every problem and warning of the line, when it had any.
    package var problems: [LineProblem]

    /// What an opened entry shows of a payload at most.
    package static let payloadLimit = 16 * 1024

    package init(time: Date, level: Level, message: LogMessage, origin: LineOrigin? = nil, activityID: String? = nil,
                 payload: [UInt8]? = nil, problems: [LineProblem] = []) {
        self.time = time
        self.level = level
        self.message = message
        self.origin = origin
        self.activityID = activityID
        // Kept as it came (shared, not copied) unless it is over the limit: every line has one.
        self.payload = payload.map { $0.count <= Self.payloadLimit ? $0 : Array($0.prefix(Self.payloadLimit)) }
        self.problems = problems
    }

    /// An entry of free text (setup notes, recorded source entries).
    package init(time: Date, level: Level, text: String) {
        self.init(time: time, level: level, message: .text(text))
    }

    /// One of island's own notes, by its key in the string tables.
    package init(time: Date, level: Level, note key: StringKey, _ arguments: [String: String] = [:]) {
        self.init(time: time, level: level, message: .note(Sentence(key, arguments)))
    }

    /// One of island's own notes, worded from its sentence.
    package init(time: Date, level: Level, note sentence: Sentence) {
        self.init(time: time, level: level, message: .note(sentence))
    }

    /// The English wording: headless output, recordings, tests.
    package var text: String {
        let prefix = origin.map { "\($0) " } ?? ""
        return message.isAboutALine ? prefix + message.english : message.english
    }

    /// Whether the entry reports something wrong (the pane's "problems" filter).
    package var isProblem: Bool { level == .warning || level == .error }
}

/// Where a line came from, as the events pane and `island send` name it: `trip.ndjson:12`.
package struct LineOrigin: Hashable, Sendable, CustomStringConvertible {
    package var source: LineSource
    /// 1-based; 0 when the source has no line numbers.
    package var line: Int

    package init(source: LineSource, line: Int) {
        self.source = source
        self.line = line
    }

    package var description: String {
        let name: String
        switch source {
        case .file(let path): name = path
        default: name = source.description
        }
        return line > 0 ? "\(name):\(line)" : name
    }
}
