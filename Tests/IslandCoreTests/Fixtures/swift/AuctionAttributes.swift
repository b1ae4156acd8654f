import ActivityKit
import Foundation

@propertyWrapper
struct Clamped<Value: Comparable & Codable & Hashable>: Codable, Hashable {
    var wrappedValue: Value
}

struct AuctionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        @Clamped var currentBid: Double
        var bidCount: Int
        var endsAt: Date
        var leadingBidder: String?
    }

    var itemTitle: String
    var lotNumber: Int
}
