import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    @propertyWrapper
    struct Clamped<Value: Comparable & Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        var wrappedValue: Value
    }

    struct AuctionAttributes: ActivityAttributes {
        static let typeName = "AuctionAttributes"

        struct ContentState: Codable, Hashable {
            @Clamped var currentBid: Double
            var bidCount: Int
            var endsAt: Date
            var leadingBidder: String?
        }

        var itemTitle: String
        var lotNumber: Int
    }
}
