import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    public struct TickerAttributes: Codable, Hashable, ActivityAttributes {
        public static let typeName = "TickerAttributes"
        public typealias ContentState = Quote
        public typealias Price = Decimal

        public let symbol: String
        public let exchange: String
        public private(set) var currency: String
        fileprivate var watchlistID: Int64
    }

    public struct Quote: Codable, Hashable, Sendable {
        public var last: TickerAttributes.Price
        public var change: Double
        public var changePercent: Double
        public var volume: Int64
        public var dayRange: [String: Double]
        public internal(set) var marketState: MarketState
        public var halted: Bool

        public enum MarketState: String, Codable, Hashable, Sendable { case pre, open, post, closed }
    }
}

extension Array where Element == SwiftTwins.Quote {
    var latest: SwiftTwins.Quote? { last }
}
