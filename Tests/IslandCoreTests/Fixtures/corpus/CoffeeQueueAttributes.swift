import ActivityKit
import SwiftUI

struct Pastry: Identifiable, Codable, Hashable {
    let id: Int
    var name: String
    var priceCents: Int
}

/// A café's order tracker: where you are in the queue, and what you ordered.
struct CoffeeOrderAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Stage
        var pickupBy: Date?
        var pastryIDs: [Pastry.ID]
        var baristaName: String?
    }

    enum Stage: Codable, Hashable {
        case received
        case inLine(position: Int)
        case brewing(startedAt: Date)
        case ready(counter: String)
    }

    var storeName: String
    var orderNumber: String
    var drinks: [String]
}
