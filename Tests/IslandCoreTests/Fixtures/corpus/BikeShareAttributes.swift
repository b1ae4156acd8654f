import ActivityKit
import Foundation

/// A bike share ride. The backend is older than the app and sends Unix seconds and short
/// keys, so the state decodes itself.
struct BikeRideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var ridingSince: Date
        var distanceMeters: Double
        var batteryPercent: Int?
        var dockedAt: String?
        var lastSync: Date

        enum CodingKeys: String, CodingKey {
            case ridingSince
            case distanceMeters = "dist"
            case batteryPercent = "bat"
            case dockedAt = "dock"
            case lastSync = "ts"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            ridingSince = try container.decode(Date.self, forKey: .ridingSince)
            distanceMeters = try container.decodeIfPresent(Double.self, forKey: .distanceMeters) ?? 0
            batteryPercent = try container.decodeIfPresent(Int.self, forKey: .batteryPercent)
            dockedAt = try container.decodeIfPresent(String.self, forKey: .dockedAt)
            let seconds = try container.decode(Double.self, forKey: .lastSync)
            lastSync = Date(timeIntervalSince1970: seconds)
        }
    }

    var bikeNumber: String
    var stationName: String
}
