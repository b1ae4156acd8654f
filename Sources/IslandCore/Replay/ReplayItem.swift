import Foundation

/// An input to feed at a moment of the replay's virtual clock.
package struct ReplayItem: Hashable, Sendable {
    package var time: Date
    package var input: RecordedInput

    package init(time: Date, input: RecordedInput) {
        self.time = time
        self.input = input
    }

    package init(time: Date, line: IncomingLine) {
        self.init(time: time, input: .line(line))
    }

    /// The line this item feeds; nil for a key or click.
    package var line: IncomingLine? {
        if case .line(let line) = input { return line }
        return nil
    }
}
