import ActivityKit
import SwiftUI

/// A hockey game followed live from the Scores tab.
public struct GameAttributes: ActivityAttributes {
    public typealias ContentState = GameState

    public let homeTeam: Team
    public let awayTeam: Team
    public let league: String
    public let gameID: UUID
}

public struct Team: Codable, Hashable {
    public let name: String
    public let abbreviation: String
    public let colorHex: String
}

public struct GameState: Codable, Hashable {
    public enum Period: Int, Codable, Hashable {
        case first = 1, second, third
        case overtime
        case shootout = 10
    }

    public var homeScore: Int16
    public var awayScore: Int16
    public var period: Period
    /// Goals per period: the key is the period number (1…3, 4 for overtime).
    public var goalsByPeriod: [Int: Int]
    public var clock: TimeInterval
    public var lastGoal: String?

    public var isTied: Bool { homeScore == awayScore }
}
