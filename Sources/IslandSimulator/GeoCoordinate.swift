import Foundation
import IslandJSON

/// A position as `CLLocationCoordinate2D` encodes it (`latitude`, `longitude` in degrees).
package struct GeoCoordinate: Codable, Hashable, Sendable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    package var json: JSONObject {
        JSONObject([("latitude", .number(JSONNumber(latitude))), ("longitude", .number(JSONNumber(longitude)))])
    }

    /// Metres to `other`; an equirectangular approximation, plenty for a few kilometres.
    package func distance(to other: GeoCoordinate) -> Double {
        let earthRadius = 6_371_000.0
        let meanLatitude = (latitude + other.latitude) / 2 * .pi / 180
        let x = (other.longitude - longitude) * .pi / 180 * cos(meanLatitude)
        let y = (other.latitude - latitude) * .pi / 180
        return (x * x + y * y).squareRoot() * earthRadius
    }

    /// The point a `fraction` of the way to `other`, rounded.
    package func interpolated(to other: GeoCoordinate, fraction: Double) -> GeoCoordinate {
        GeoCoordinate(
            latitude: latitude + (other.latitude - latitude) * fraction,
            longitude: longitude + (other.longitude - longitude) * fraction
        ).rounded()
    }

    /// Rounded to 5 decimals (about a metre), as a phone's location is worth sending.
    package func rounded() -> GeoCoordinate {
        GeoCoordinate(latitude: (latitude * 100_000).rounded() / 100_000, longitude: (longitude * 100_000).rounded() / 100_000)
    }
}
