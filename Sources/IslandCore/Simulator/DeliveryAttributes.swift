/// The food delivery of seed 002, as the delivery app declares it. island has no built-in
/// layout or schema for it: the simulator pushes it as JSON and island draws it generically.
/// Codable here only so tests can check the JSON is what the app's `JSONEncoder` would send.
public struct DeliveryAttributes: ActivityAttributes {
    public static let typeName = "DeliveryAttributes"

    public let orderId: String
    public let restaurantName: String

    public init(orderId: String, restaurantName: String) {
        self.orderId = orderId
        self.restaurantName = restaurantName
    }

    public var json: JSONObject {
        JSONObject([("orderId", .string(orderId)), ("restaurantName", .string(restaurantName))])
    }

    public struct ContentState: Codable, Hashable, Sendable {
        public var status: DeliveryStatus
        public var estimatedMinutes: Int
        /// The courier's position while the order is on its way; absent otherwise.
        public var courierLocation: GeoCoordinate?

        public init(status: DeliveryStatus, estimatedMinutes: Int, courierLocation: GeoCoordinate? = nil) {
            self.status = status
            self.estimatedMinutes = estimatedMinutes
            self.courierLocation = courierLocation
        }

        /// Keys in declaration order; a nil location is left out, as synthesized `Codable` does.
        public var json: JSONObject {
            var object = JSONObject([("status", .string(status.rawValue)), ("estimatedMinutes", .number(JSONNumber(estimatedMinutes)))])
            if let courierLocation { object["courierLocation"] = .object(courierLocation.json) }
            return object
        }
    }
}
