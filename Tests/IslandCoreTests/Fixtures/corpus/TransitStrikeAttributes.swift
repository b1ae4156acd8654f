import ActivityKit
import Foundation

/// Service disruption on a commuter's line, with how long it lasts.
struct DisruptionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var kind: Kind
        var affectedLines: [String]
        var validity: ClosedRange<Date>
        var replacementBus: Bool

        enum CodingKeys: String, CodingKey {
            case kind = "type", affectedLines = "lines", validity = "valid", replacementBus = "sev"
        }
    }

    enum Kind: Codable, Hashable {
        case strike
        case construction(until: Date)
        case incident(description: String, severity: Int)

        enum CodingKeys: String, CodingKey {
            case strike = "STRIKE", construction = "WORKS", incident = "INCIDENT"
        }

        enum IncidentCodingKeys: String, CodingKey {
            case description = "text", severity
        }
    }

    var operatorName: String
}
