import Foundation
import IslandJSON

/// The JSON an app's `JSONEncoder` would send for the built-in types, keys in declaration
/// order. Dates are seconds since 2001-01-01, as Swift encodes them by default.
extension TripLiveActivityAttributes {
    package var json: JSONObject {
        JSONObject([("tripId", .string(tripId)), ("line", .string(line)), ("destination", .string(destination))])
    }
}

extension TripLiveActivityAttributes.ContentState {
    package var json: JSONObject {
        JSONObject([
            ("currentStop", .string(currentStop)),
            ("nextStop", .string(nextStop)),
            ("nextStopTime", .number(JSONNumber(nextStopTime.timeIntervalSinceReferenceDate))),
            ("remainingTime", .number(JSONNumber(remainingTime))),
            ("delay", .number(JSONNumber(delay))),
            ("occupancy", .string(occupancy.rawValue)),
            ("phase", .string(phase.rawValue)),
            ("progress", .number(JSONNumber(progress))),
        ])
    }
}

extension RideActivityAttributes {
    package var json: JSONObject { JSONObject([("deviceName", .string(deviceName))]) }
}

extension RideActivityAttributes.ContentState {
    package var json: JSONObject {
        var object = JSONObject([("phase", .string(phase.rawValue)), ("statusText", .string(statusText))])
        if let criticalGlyph { object["criticalGlyph"] = .string(criticalGlyph) }
        if let batteryPercent { object["batteryPercent"] = .number(JSONNumber(batteryPercent)) }
        if let faultCode { object["faultCode"] = .string(faultCode) }
        return object
    }
}
