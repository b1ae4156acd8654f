import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct SevereWeatherAttributes: ActivityAttributes {
        static let typeName = "SevereWeatherAttributes"

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
        static let typeName = "PrecipitationAttributes"

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
}
