import Foundation

/// One line of the events pane: what arrived, what changed, what was wrong.
package struct LogEntry: Hashable, Sendable {
    package enum Level: String, Hashable, Sendable {
        case info
        case change
        case alert
        case warning
        case error
    }

    package let time: Date
    package let level: Level
    package let text: String

    package init(time: Date, level: Level, text: String) {
        self.time = time
        self.level = level
        self.text = text
    }
}
