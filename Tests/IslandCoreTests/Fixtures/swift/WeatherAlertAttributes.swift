import ActivityKit
import Foundation

// Two Live Activities of the weather app in one file.

struct SevereWeatherAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var alert: Alert
        var expires: Date
    }

    enum Alert: Codable, Hashable {
        case thunderstorm(severity: Int)
        case flood(riverLevel: Double)
        case heat
    }

    var region: String
}

struct PrecipitationAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesUntilRain: Int?
        var intensity: Intensity
        var nextHour: [Double]
        var updatedAt: Date
    }

    enum Intensity: String, Codable, Hashable { case none, light, moderate, heavy }

    var placeName: String
    var latitude: Double
    var longitude: Double
}
