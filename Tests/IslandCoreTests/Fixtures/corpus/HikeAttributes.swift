import ActivityKit
import CoreLocation
import Foundation

/// A guided hike. Coordinates travel as plain degrees (CLLocationCoordinate2D is not
/// Codable); the server's timestamps are Unix seconds as integers.
struct GuidedHikeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var latitude: CLLocationDegrees
        var longitude: CLLocationDegrees
        var walked: Measurement<UnitLength>
        var elevationGain: Double
        var nextWaypoint: String?
        var sunset: Date

        enum CodingKeys: String, CodingKey {
            case latitude = "lat", longitude = "lon", walked, elevationGain = "gain", nextWaypoint = "next", sunset
        }

        init(from decoder: Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            latitude = try values.decode(CLLocationDegrees.self, forKey: .latitude)
            longitude = try values.decode(CLLocationDegrees.self, forKey: .longitude)
            guard (-90...90).contains(latitude) else {
                throw DecodingError.dataCorruptedError(forKey: .latitude, in: values, debugDescription: "latitude out of range")
            }
            walked = try values.decode(Measurement<UnitLength>.self, forKey: .walked)
            elevationGain = try values.decodeIfPresent(Double.self, forKey: .elevationGain) ?? 0
            nextWaypoint = try values.decodeIfPresent(String.self, forKey: .nextWaypoint)
            sunset = Date(timeIntervalSince1970: TimeInterval(try values.decode(Int.self, forKey: .sunset)))
        }
    }

    var trailName: String
    var guideName: String
}
