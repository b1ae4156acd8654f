import Foundation

/// A replay being played on the app clock: the inputs and how many were fed.
public struct ReplayRun: Hashable, Sendable {
    public let items: [ReplayItem]
    public private(set) var fed = 0

    public init(items: [ReplayItem]) {
        self.items = items
    }

    /// The moment the replay's clock starts: its first input.
    public var start: Date? { items.first?.time }
    public var nextTime: Date? { fed < items.count ? items[fed].time : nil }
    public var isFinished: Bool { fed >= items.count }

    /// Takes the inputs due by `now`, in order.
    public mutating func takeDue(through now: Date) -> [RecordedInput] {
        var due: [RecordedInput] = []
        while fed < items.count, items[fed].time <= now {
            due.append(items[fed].input)
            fed += 1
        }
        return due
    }
}
