import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    public struct GameAttributes: ActivityAttributes {
        public static let typeName = "GameAttributes"
        public typealias ContentState = GameState

        public let homeTeam: Team
        public let awayTeam: Team
        public let league: String
        public let gameID: UUID
    }

    public struct Team: Codable, Hashable, Sendable {
        public let name: String
        public let abbreviation: String
        public let colorHex: String
    }

    public struct GameState: Codable, Hashable, Sendable {
        public enum Period: Int, Codable, Hashable, Sendable {
            case first = 1, second, third
            case overtime
            case shootout = 10
        }

        public var homeScore: Int16
        public var awayScore: Int16
        public var period: Period
        public var goalsByPeriod: [Int: Int]
        public var clock: TimeInterval
        public var lastGoal: String?

        public var isTied: Bool { homeScore == awayScore }
    }
}
