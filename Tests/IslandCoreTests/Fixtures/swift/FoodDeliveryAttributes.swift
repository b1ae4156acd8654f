//
//  FoodDeliveryAttributes.swift
//  CurryHausWidgets
//
//  Shared between the app and the widget extension.
//

#if canImport(ActivityKit)
import ActivityKit
import Foundation

@available(iOS 16.1, *)
struct FoodDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// Where the order is right now.
        var stage: Stage
        /// When the courier expects to arrive; nil until a courier accepted the order.
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
        var vehicle: String   // "bike", "scooter", "car"
        var rating: Double
    }

    // Fixed for the whole order.
    var restaurantName: String
    var orderNumber: String
    var items: [String]
    var total: Decimal
}
#endif
