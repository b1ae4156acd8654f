import Foundation
import IslandText
import IslandJSON

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
        var text: [UInt8] = []
        writeUTC(date, into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `utc(date)`'s UTF-8 appended to `out` (a headless log line names a changed date on
    /// every line that changes one).
    package static func writeUTC(_ date: Date, into out: inout [UInt8]) {
        let seconds = date.timeIntervalSince1970
        guard seconds >= -62_135_596_800 else { return out.append(utf8: "before the year 1") }
        guard seconds < 253_402_300_800 else { return out.append(utf8: "beyond the year 9999") }
        // From 1583 on, the Gregorian calendar's fields are arithmetic on days (a stream of
        // ignored pushes names two times per line; a `Calendar` costs microseconds each). Before
        // it, Foundation's Gregorian calendar counts Julian dates: that stays with `Calendar`.
        if seconds >= gregorianFrom { return writeGregorianUTC(seconds, into: &out) }
        out.append(utf8: calendarUTC(date))
    }

    /// `utc(date)` as Foundation's Gregorian calendar has it (Julian dates before 1582-10-15).
    static func calendarUTC(_ date: Date) -> String {
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

    /// 1583-01-01 00:00:00 UTC in Unix seconds: the first whole year of the Gregorian calendar.
    static let gregorianFrom: Double = -12_212_553_600

    /// `utc(date)` for a time from 1583 to 9999, by arithmetic on days (Howard Hinnant's
    /// civil_from_days): the same fields `Calendar` gives, a second's fraction cut off.
    static func gregorianUTC(_ seconds: Double) -> String {
        var text: [UInt8] = []
        writeGregorianUTC(seconds, into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private static func writeGregorianUTC(_ seconds: Double, into text: inout [UInt8]) {
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let second = whole - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // "YYYY-MM-DD hh:mm:ss UTC", filled in on the stack and appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { field in
            func put(_ value: Int, at offset: Int, digits: Int) {
                var rest = value
                for position in stride(from: offset + digits - 1, through: offset, by: -1) {
                    field[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, at: 0, digits: 4)
            put(month, at: 5, digits: 2)
            put(day, at: 8, digits: 2)
            put(second / 3600, at: 11, digits: 2)
            put(second % 3600 / 60, at: 14, digits: 2)
            put(second % 60, at: 17, digits: 2)
            (field[4], field[7], field[10], field[13], field[16]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), 0x20, UInt8(ascii: ":"), UInt8(ascii: ":"))
            (field[19], field[20], field[21], field[22]) = (0x20, UInt8(ascii: "U"), UInt8(ascii: "T"), UInt8(ascii: "C"))
            text.append(contentsOf: UnsafeBufferPointer(field))
        }
    }

    /// A number of seconds as a short literal: `1764417600`, `0.5`, `1796150900.607` — at
    /// most milliseconds, which is all a timestamp of a push or a clock means to a reader
    /// (`String(Double)` would write `1796150900.6068792`).
    package static func seconds(_ value: Double) -> String {
        if let whole = wholeSeconds(value) { return String(whole) }
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let millis = (value * 1000).rounded()
        if let whole = wholeSeconds(millis / 1000) { return String(whole) }
        let sign = millis < 0 ? "-" : ""
        let magnitude = Int64(abs(millis))
        var fraction = String(magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1000).\(fraction)"
    }

    /// `seconds(value)`'s UTF-8 appended to `out`.
    package static func writeSeconds(_ value: Double, into out: inout [UInt8]) {
        if let whole = wholeSeconds(value) { return out.append(decimal: whole) }
        guard value.isFinite, abs(value) < 1e15 else { return out.append(utf8: seconds(value)) }
        // `seconds`' milliseconds written as bytes (a fraction such as a trip's progress is in
        // every update's summary): no strings for the fraction and the whole.
        let millis = (value * 1000).rounded()
        if let whole = wholeSeconds(millis / 1000) { return out.append(decimal: whole) }
        if millis < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = Int64(abs(millis))
        out.append(decimal: Int(magnitude / 1000))
        out.append(UInt8(ascii: "."))
        var fraction = Int(magnitude % 1000)
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Leading zeros of the three digits, then what is left after the trailing ones.
        var scale = 1
        for _ in 1..<digits { scale *= 10 }
        while scale > fraction && scale > 1 {
            out.append(UInt8(ascii: "0"))
            scale /= 10
        }
        out.append(decimal: fraction)
    }

    /// A whole number of seconds is written without a fraction.
    private static func wholeSeconds(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e18 ? Int(value) : nil
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

    /// `duration(interval)`'s UTF-8 appended to `out`: a drifting countdown's warning says one
    /// on every line.
    package static func writeDuration(_ interval: TimeInterval, into out: inout [UInt8]) {
        guard abs(interval) < 1e12 else { return out.append(utf8: "thousands of years") }
        let total = Int(abs(interval).rounded())
        if total < 60 {
            out.append(decimal: total)
            return out.append(contentsOf: [0x20, UInt8(ascii: "s")])
        }
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        if hours == 0 {
            out.append(decimal: minutes)
            return out.append(utf8: " min")
        }
        if hours >= 48 {
            out.append(decimal: hours / 24)
            return out.append(utf8: " days")
        }
        out.append(decimal: hours)
        out.append(utf8: " h")
        guard minutes != 0 else { return }
        out.append(0x20)
        out.append(decimal: minutes)
        out.append(utf8: " min")
    }

    /// A Unix time as `1764417600 (2025-11-29 12:00:00 UTC)`.
    package static func unix(_ date: Date) -> String {
        "\(seconds(date.timeIntervalSince1970)) (\(utc(date)))"
    }

    /// The sentence every message about a `Date` carries: backends get this wrong all the time.
    package static let dateEncoding = "iOS encodes a Date as seconds since 2001-01-01 00:00:00 UTC (Unix seconds − 978307200)"
}
