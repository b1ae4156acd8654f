import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct WorkoutActivityAttributes: ActivityAttributes, Sendable {
        static let typeName = "WorkoutActivityAttributes"

        public struct ContentState: Codable, Hashable, Sendable {
            var elapsed: TimeInterval
            var distanceMeters: Double
            var activeCalories: Int
            var heartRate: Float?
            var heartRateZone: Zone
            var splits: [TimeInterval]
            var isPaused: Bool

            var pace: Double {
                guard distanceMeters > 0 else { return 0 }
                switch heartRateZone {
                case .recovery, .easy:
                    return elapsed / distanceMeters
                case .tempo:
                    return elapsed / distanceMeters * 0.98
                default:
                    return elapsed / distanceMeters * 0.95
                }
            }
        }

        enum Zone: Int, Codable, Hashable, CaseIterable {
            case recovery = 1
            case easy
            case tempo
            case threshold
            case max

            var color: String {
                switch self {
                case .recovery: return "gray"
                case .easy: return "blue"
                case .tempo: return "green"
                case .threshold: return "orange"
                case .max: return "red"
                }
            }
        }

        enum Sport: String, Codable, Hashable {
            case run, ride, swim, walk, hike
        }

        var sport: Sport
        var goalMeters: Double?
    }
}
