import Foundation

/// One line of the events pane: what arrived, what changed, what was wrong.
public struct LogEntry: Hashable, Sendable {
    public enum Level: String, Hashable, Sendable {
        case info
        case change
        case alert
        case warning
        case error
    }

    public let time: Date
    public let level: Level
    public let text: String

    public init(time: Date, level: Level, text: String) {
        self.time = time
        self.level = level
        self.text = text
    }
}
