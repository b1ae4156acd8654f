import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct FoodDeliveryAttributes: ActivityAttributes {
        static let typeName = "FoodDeliveryAttributes"

        public struct ContentState: Codable, Hashable {
            var stage: Stage
            var estimatedArrival: Date?
            var courier: Courier?
            var itemsReady: Int
            var trackingURL: URL?
        }

        enum Stage: String, Codable, Hashable {
            case ordered
            case preparing
            case pickedUp = "picked_up"
            case arriving, delivered
        }

        struct Courier: Codable, Hashable {
            var name: String
            var vehicle: String
            var rating: Double
        }

        var restaurantName: String
        var orderNumber: String
        var items: [String]
        var total: Decimal
    }
}
