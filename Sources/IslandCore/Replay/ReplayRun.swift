import Foundation

/// A replay being played on the app clock: the inputs, how many were fed, and how its clock
/// relates to the recording's.
package struct ReplayRun: Hashable, Sendable {
    package let items: [ReplayItem]
    package private(set) var fed = 0
    /// `island replay --speed N`: how many times as fast as recorded. The app clock runs at
    /// the recorded speed times this; `+` and `-` in the replay change it.
    package var factor: Double
    /// The speed the recording ran at, as of the last clock record fed (1 before any).
    package var recordedSpeed: Double = 1
    /// The model before anything was fed: where a seek backwards starts again.
    package var origin: ReplayOrigin?

    package init(items: [ReplayItem], factor: Double = 1) {
        self.items = items
        self.factor = factor
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

    /// The same replay from its beginning (nothing fed), for a seek that starts again.
    package var rewound: ReplayRun {
        var run = ReplayRun(items: items, factor: factor)
        run.origin = origin
        return run
    }

    package static func == (lhs: ReplayRun, rhs: ReplayRun) -> Bool {
        lhs.items == rhs.items && lhs.fed == rhs.fed && lhs.factor == rhs.factor
            && lhs.recordedSpeed == rhs.recordedSpeed && lhs.origin === rhs.origin
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        hasher.combine(fed)
    }
}
