import ActivityKit
import Foundation

typealias BeatsPerMinute = Double

/// A reading with the moment it was taken; the watch app sends several kinds.
struct Reading<Value: Codable & Hashable>: Codable, Hashable {
    var value: Value
    var takenAt: Date
}

struct SleepSessionAttributes: ActivityAttributes {
    typealias ContentState = SleepState

    var alarm: Date?
    var smartWakeWindow: ClosedRange<Date>?
}

struct SleepState: Codable, Hashable {
    typealias Phase = SleepPhase

    var phase: Phase
    var heartRate: Reading<BeatsPerMinute>
    var breathing: Reading<Int>?
    var asleepSince: Date
}

enum SleepPhase: String, Codable, Hashable {
    case awake, light, deep, rem
}
