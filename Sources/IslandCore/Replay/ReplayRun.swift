import Foundation

/// A replay being played on the app clock: the inputs and how many were fed.
package struct ReplayRun: Hashable, Sendable {
    package let items: [ReplayItem]
    package private(set) var fed = 0

    package init(items: [ReplayItem]) {
        self.items = items
    }

    /// The moment the replay's clock starts: its first input.
    package var start: Date? { items.first?.time }
    package var nextTime: Date? { fed < items.count ? items[fed].time : nil }
    package var isFinished: Bool { fed >= items.count }

    /// Takes the inputs due by `now`, in order.
    package mutating func takeDue(through now: Date) -> [RecordedInput] {
        var due: [RecordedInput] = []
        while fed < items.count, items[fed].time <= now {
            due.append(items[fed].input)
            fed += 1
        }
        return due
    }
}
