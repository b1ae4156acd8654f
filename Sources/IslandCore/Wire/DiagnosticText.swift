import Foundation

/// Pieces of diagnostic messages. Untrusted text is always quoted through `quote`, which
/// shows control and bidi characters as escapes, so a message is safe to print anywhere.
package enum DiagnosticText {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of Swift's `Date`.
    package static let referenceDateOffset: TimeInterval = 978_307_200

    /// `"text"`, with `"`, `\`, controls and bidi characters escaped, cut after `limit` characters.
    package static func quote(_ text: String, limit: Int = 60) -> String {
        UntrustedText.quoted(text, limit: limit)
    }

    /// What a JSON value is, for "got …": `a string "3"`, `the number 2.5`, `null`, `an object`.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "the number \(number.literal)"
        case .string(let text): return "a string \(quote(text, limit: 40))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The same for a parsed value; a container is described without being built.
    package static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .array: return describe(.array([]))
        case .object: return describe(.object(JSONObject()))
        default: return describe(node.value)
        }
    }

    /// A date as UTC, `2025-11-29 12:05:00 UTC`, or its year when it is out of the common range.
    package static func utc(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds >= -62_135_596_800 else { return "before the year 1" }
        guard seconds < 253_402_300_800 else { return "beyond the year 9999" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard let year = c.year, (1...9999).contains(year) else {
            return date.timeIntervalSince1970 > 0 ? "beyond the year 9999" : "before the year 1"
        }
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let y = String(year)
        return "\(String(repeating: "0", count: max(0, 4 - y.count)) + y)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) UTC"
    }

    /// A number of seconds as a short literal: `1764417600`, `0.5`.
    package static func seconds(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e18 { return String(Int64(value)) }
        return String(value)
    }

    /// A span of time, `9 h 12 min`, `45 s`.
    package static func duration(_ interval: TimeInterval) -> String {
        guard abs(interval) < 1e12 else { return "thousands of years" }
        let total = Int(abs(interval).rounded())
        if total < 60 { return "\(total) s" }
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        if hours == 0 { return "\(minutes) min" }
        if hours >= 48 { return "\(hours / 24) days" }
        return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
    }

    /// A Unix time as `1764417600 (2025-11-29 12:00:00 UTC)`.
    package static func unix(_ date: Date) -> String {
        "\(seconds(date.timeIntervalSince1970)) (\(utc(date)))"
    }

    /// The sentence every message about a `Date` carries: backends get this wrong all the time.
    package static let dateEncoding = "iOS encodes a Date as seconds since 2001-01-01 00:00:00 UTC (Unix seconds − 978307200)"
}
