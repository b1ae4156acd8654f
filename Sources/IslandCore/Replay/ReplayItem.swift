import Foundation

/// An input to feed at a moment of the replay's virtual clock.
public struct ReplayItem: Hashable, Sendable {
    public var time: Date
    public var input: RecordedInput

    public init(time: Date, input: RecordedInput) {
        self.time = time
        self.input = input
    }

    public init(time: Date, line: IncomingLine) {
        self.init(time: time, input: .line(line))
    }

    /// The line this item feeds; nil for a key or click.
    public var line: IncomingLine? {
        if case .line(let line) = input { return line }
        return nil
    }
}
