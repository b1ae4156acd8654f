import ActivityKit
import Foundation

/// Every sailing activity of the club app shares this.
protocol RegattaActivityAttributes: ActivityAttributes {
    var regattaName: String { get }
}

struct RaceTrackerAttributes: RegattaActivityAttributes {
    struct ContentState: Codable, Hashable {
        var leg: Int
        var totalLegs: Int
        var position: Int
        var nextMark: Mark
        var windKnots: Double
        var startedAt: Date
    }

    var regattaName: String
    var boatName: String
    var sailNumber: String
}

extension RaceTrackerAttributes {
    struct Mark: Codable, Hashable {
        var name: String
        var bearing: Double
        var distanceNM: Double
    }
}
