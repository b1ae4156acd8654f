/// The order status of the delivery scenario's delivery, as the app's `DeliveryStatus` enum encodes it.
package enum DeliveryStatus: String, Codable, Hashable, Sendable, CaseIterable {
    case preparing
    case inDelivery = "in_delivery"
    case arriving
    case delivered
}
