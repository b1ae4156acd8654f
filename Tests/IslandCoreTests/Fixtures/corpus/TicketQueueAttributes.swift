import ActivityKit
import Foundation

/// A virtual queue for a concert's merch stand. The queue service nests the position and
/// wraps the estimate in its own object.
struct MerchQueueAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var position: Int
        var aheadOfYou: Int
        var estimatedCallTime: Date
        var counters: [String]
        var message: String

        enum CodingKeys: String, CodingKey {
            case queue, estimate, counters, message
        }

        enum QueueKeys: String, CodingKey {
            case position = "pos", ahead
        }

        enum EstimateKeys: String, CodingKey {
            case at
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let queue = try container.nestedContainer(keyedBy: QueueKeys.self, forKey: .queue)
            position = try queue.decode(Int.self, forKey: .position)
            aheadOfYou = try queue.decode(Int.self, forKey: .ahead)
            guard position > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .position, in: queue, debugDescription: "positions start at 1")
            }
            let estimate = try container.nestedContainer(keyedBy: EstimateKeys.self, forKey: .estimate)
            estimatedCallTime = try estimate.decode(Date.self, forKey: .at)
            var list = try container.nestedUnkeyedContainer(forKey: .counters)
            var names: [String] = []
            while !list.isAtEnd {
                names.append(try list.decode(String.self))
            }
            counters = names
            message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        }
    }

    var eventName: String
    var venue: String
}
