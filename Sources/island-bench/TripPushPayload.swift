import Foundation

/// A trip push as an app's Swift code declares it, for the JSONDecoder peer: the real
/// Codable work Foundation does for these lines (dates, enums, optionals).
struct TripPushPayload: Decodable {
    struct APS: Decodable {
        let timestamp: Double
        let event: String
        let contentState: ContentState?
        let staleDate: Double?
        let relevanceScore: Double?
        let alert: Alert?
        let attributesType: String?
        let attributes: Attributes?

        enum CodingKeys: String, CodingKey {
            case timestamp, event, alert, attributes
            case contentState = "content-state"
            case staleDate = "stale-date"
            case relevanceScore = "relevance-score"
            case attributesType = "attributes-type"
        }
    }

    struct ContentState: Decodable {
        enum Occupancy: String, Decodable { case low, medium, high, full }
        enum Phase: String, Decodable { case beforeDeparture, inProgress, arrived }
        let currentStop: String
        let nextStop: String
        let nextStopTime: Date
        let remainingTime: TimeInterval
        let delay: Int
        let occupancy: Occupancy
        let phase: Phase
        let progress: Double
    }

    struct Alert: Decodable {
        let title: String?
        let body: String?
        let sound: String?
    }

    struct Attributes: Decodable {
        let tripId: String
        let line: String
        let destination: String
    }

    let aps: APS
    let activityID: String?
    let topic: String?

    enum CodingKeys: String, CodingKey {
        case aps, topic
        case activityID = "activity-id"
    }
}
