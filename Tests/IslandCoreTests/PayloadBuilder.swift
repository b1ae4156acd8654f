import Foundation
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

/// Push payload lines for tests, with times in seconds after `t0` (2025-11-29 12:00 UTC).
enum PayloadBuilder {
    static let t0 = Date(timeIntervalSince1970: 1_764_417_600)

    static func at(_ offset: TimeInterval) -> Date { t0.addingTimeInterval(offset) }

    static func unix(_ offset: TimeInterval) -> JSONValue {
        .number(JSONNumber(t0.timeIntervalSince1970 + offset))
    }

    static func tripState(delay: Int = 0, stop: String = "Mannheim Hbf") -> JSONValue {
        .object(TripLiveActivityAttributes.ContentState(
            currentStop: stop, nextStop: "Kunsthalle", nextStopTime: at(300), remainingTime: 300, delay: delay,
            occupancy: .low, phase: .beforeDeparture, progress: 0
        ).json)
    }

    static let tripAttributes: JSONValue = .object(TripLiveActivityAttributes(tripId: "t1", line: "RNV 5", destination: "Heidelberg").json)

    static func line(_ envelope: [(String, JSONValue)], aps: [(String, JSONValue?)]) -> IncomingLine {
        var object = JSONObject(envelope)
        object["aps"] = .object(JSONObject(aps.compactMap { key, value in value.map { (key, $0) } }))
        return IncomingLine(JSONWriter.string(.object(object)))
    }

    static func envelope(_ id: String?, app: String?) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let id { pairs.append(("activity-id", .string(id))) }
        if let app { pairs.append(("topic", .string(app + ".push-type.liveactivity"))) }
        return pairs
    }

    static func start(
        _ id: String? = "trip", at offset: TimeInterval = 0, app: String? = nil, type: String = TripLiveActivityAttributes.typeName,
        attributes: JSONValue = tripAttributes, state: JSONValue = tripState(), stale: TimeInterval? = nil,
        relevance: Double? = nil, alert: JSONValue? = ["title": "RNV 5", "body": "Abfahrt in 5 Min."]
    ) -> IncomingLine {
        line(envelope(id, app: app), aps: [
            ("timestamp", unix(offset)), ("event", "start"), ("attributes-type", .string(type)), ("attributes", attributes),
            ("content-state", state), ("stale-date", stale.map(unix)), ("relevance-score", relevance.map { .number(JSONNumber($0)) }),
            ("alert", alert),
        ])
    }

    static func update(
        _ id: String? = "trip", at offset: TimeInterval, app: String? = nil, state: JSONValue = tripState(delay: 1),
        stale: TimeInterval? = nil, relevance: Double? = nil, alert: JSONValue? = nil, timestamp: JSONValue? = nil
    ) -> IncomingLine {
        line(envelope(id, app: app), aps: [
            ("timestamp", timestamp ?? unix(offset)), ("event", "update"), ("content-state", state), ("stale-date", stale.map(unix)),
            ("relevance-score", relevance.map { .number(JSONNumber($0)) }), ("alert", alert),
        ])
    }

    static func end(_ id: String? = "trip", at offset: TimeInterval, state: JSONValue? = nil, dismissal: JSONValue? = nil) -> IncomingLine {
        line(envelope(id, app: nil), aps: [
            ("timestamp", unix(offset)), ("event", "end"), ("content-state", state), ("dismissal-date", dismissal),
        ])
    }
}

extension Activity {
    /// A content-state value as a test reads it: whole numbers, numbers, strings, raw enum values.
    subscript(state key: String) -> ContentValue? { contentState[key] }

    func int(_ key: String) -> Int? {
        if case .int(let value)? = contentState[key] { return value }
        return nil
    }

    func text(_ key: String) -> String? { contentState[key]?.string }
}
