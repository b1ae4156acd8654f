import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct FocusTimerAttributes: ActivityAttributes {
        static let typeName = "FocusTimerAttributes"

        public struct ContentState: Codable, Hashable {
            var endDate: Date
            var isPaused: Bool
            var pausedRemaining: TimeInterval?
            var round = 1

            var timerRange: ClosedRange<Date> { Date.now...endDate }
        }

        var sessionName: String
        var totalDuration: TimeInterval
        var rounds: Int = 4

        static var preview: FocusTimerAttributes {
            FocusTimerAttributes(sessionName: "Deep work", totalDuration: 25 * 60)
        }
    }
}
