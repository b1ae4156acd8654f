import ActivityKit
import Foundation

public struct TickerAttributes: Codable, Hashable, ActivityKit.ActivityAttributes {
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
    nonisolated(unsafe) public var halted: Bool

    public enum MarketState: String, Codable, Hashable, Sendable { case pre, open, post, closed }
}

extension Array where Element == Quote {
    var latest: Quote? { last }
}

extension Collection where Element: Hashable {
    func unique() -> Set<Element> { Set(self) }
}
