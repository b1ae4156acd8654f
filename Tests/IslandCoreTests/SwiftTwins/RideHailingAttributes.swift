import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct RideAttributes: ActivityAttributes {
        static let typeName = "RideAttributes"

        struct ContentState: Codable, Hashable {
            enum RideStatus: String, Codable, Hashable {
                case driverAssigned = "driver_assigned"
                case driverArriving = "driver_arriving"
                case onTrip = "on_trip"
                case completed
            }

            var status: RideStatus
            var driverName: String
            var carDescription: String
            var licensePlate: String
            var etaMinutes: Int
            var driverLocation: Coordinate
            var progress: CGFloat
            var isFavoriteDriver: Bool = false

            enum CodingKeys: String, CodingKey {
                case status
                case driverName = "driver_name"
                case carDescription = "car_description"
                case licensePlate = "license_plate"
                case etaMinutes = "eta_minutes"
                case driverLocation = "driver_location"
                case progress
            }
        }

        var pickupAddress: String
        var dropoffAddress: String
        var rideType: String

        enum CodingKeys: String, CodingKey {
            case pickupAddress = "pickup_address"
            case dropoffAddress = "dropoff_address"
            case rideType = "ride_type"
        }
    }

    struct Coordinate: Codable, Hashable {
        var latitude: Double
        var longitude: Double
    }
}
