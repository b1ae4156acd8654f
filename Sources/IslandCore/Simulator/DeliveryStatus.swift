/// The order status of seed 002's delivery, as the app's `DeliveryStatus` enum encodes it.
package enum DeliveryStatus: String, Codable, Hashable, Sendable, CaseIterable {
    case preparing
    case inDelivery = "in_delivery"
    case arriving
    case delivered
}
