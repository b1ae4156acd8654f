import IslandJSON
/// The food delivery of the delivery scenario (docs/scenarios.md), as the delivery app declares it. island has no built-in
/// layout or schema for it: the simulator pushes it as JSON and island draws it generically.
/// Codable here only so tests can check the JSON is what the app's `JSONEncoder` would send.
package struct DeliveryAttributes: ActivityAttributes {
    package static let typeName = "DeliveryAttributes"

    package let orderId: String
    package let restaurantName: String

    package init(orderId: String, restaurantName: String) {
        self.orderId = orderId
        self.restaurantName = restaurantName
    }

    package var json: JSONObject {
        JSONObject([("orderId", .string(orderId)), ("restaurantName", .string(restaurantName))])
    }

    package struct ContentState: Codable, Hashable, Sendable {
        package var status: DeliveryStatus
        package var estimatedMinutes: Int
        /// The courier's position while the order is on its way; absent otherwise.
        package var courierLocation: GeoCoordinate?

        package init(status: DeliveryStatus, estimatedMinutes: Int, courierLocation: GeoCoordinate? = nil) {
            self.status = status
            self.estimatedMinutes = estimatedMinutes
            self.courierLocation = courierLocation
        }

        /// Keys in declaration order; a nil location is left out, as synthesized `Codable` does.
        package var json: JSONObject {
            var object = JSONObject([("status", .string(status.rawValue)), ("estimatedMinutes", .number(JSONNumber(estimatedMinutes)))])
            if let courierLocation { object["courierLocation"] = .object(courierLocation.json) }
            return object
        }
    }
}
