import ActivityKit
import Foundation

/// Defaults for fields the results feed leaves out before the first precincts report.
@propertyWrapper
struct DefaultZero: Codable, Hashable {
    var wrappedValue: Int

    init() { wrappedValue = 0 }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = (try? container.decode(Int.self)) ?? 0
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: DefaultZero.Type, forKey key: Key) throws -> DefaultZero {
        try decodeIfPresent(type, forKey: key) ?? DefaultZero()
    }
}

struct ElectionNightAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        @DefaultZero var votesA: Int
        @DefaultZero var votesB: Int
        var reportingPercent: Double
        var calledFor: String?
        var updatedAt: Date
    }

    var raceName: String
    var candidateA: String
    var candidateB: String
}
