import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
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
