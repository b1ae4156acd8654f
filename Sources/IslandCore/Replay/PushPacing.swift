import Foundation
import IslandJSON

/// When each line of a stream of push payloads is due, from its `aps.timestamp`: the rule
/// `island replay` and `island send --pace` share. A payload plays at its timestamp; one older
/// than the payload before it plays right after that one (in file order, so the lifecycle
/// sees it where it stood and ignores it); a line without a usable timestamp — none, not a
/// payload, or one in milliseconds — plays with the line before it.
package struct PushPacing: Sendable {
    /// The time the last timed line plays at; nil before the first.
    package private(set) var last: Date?

    package init() {}

    /// The moment the line plays; nil when it has no usable timestamp (it plays with the
    /// line before, or — before any timed line — with the first timed one).
    package mutating func time(of bytes: [UInt8]) -> Date? {
        time(of: try? JSONParser.parse(bytes).objectValue)
    }

    package mutating func time(of object: JSONObject?) -> Date? {
        guard let timestamp = Self.timestamp(of: object) else { return nil }
        let time = max(timestamp, last ?? timestamp)
        last = time
        return time
    }

    /// `aps.timestamp` when it is a plausible Unix time in seconds.
    package static func timestamp(of object: JSONObject?) -> Date? {
        guard let seconds = object?["aps"]?.objectValue?["timestamp"]?.doubleValue,
              DeviceClock.plausible.contains(seconds) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
