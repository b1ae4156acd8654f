import Foundation

/// A line to feed at a moment of the replay's virtual clock.
public struct ReplayItem: Hashable, Sendable {
    public var time: Date
    public var line: IncomingLine

    public init(time: Date, line: IncomingLine) {
        self.time = time
        self.line = line
    }
}
