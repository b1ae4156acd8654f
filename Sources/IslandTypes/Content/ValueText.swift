import Foundation
import IslandText

/// A decoded value in a few words for machine-facing text (headless logs, recordings): dates
/// as ISO 8601 UTC, long text cut. The screen formats values itself, in its language.
package enum ValueText {
    /// `plain(value)`'s UTF-8 appended to `out`: numbers and dates without a `String` made.
    package static func writePlain(_ value: ContentValue, into out: inout [UInt8]) {
        switch value {
        case .int(let number): out.append(decimal: number)
        case .double(let number): DiagnosticText.writeSeconds(number, into: &out)
        case .date(let date) where DateRange.showable.contains(date.timeIntervalSinceReferenceDate):
            DiagnosticText.writeUTC(date, into: &out)
        default: out.append(utf8: plain(value))
        }
    }

    package static func plain(_ value: ContentValue, limit: Int = 40) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return DiagnosticText.seconds(number)
        case .date(let date):
            guard DateRange.showable.contains(date.timeIntervalSinceReferenceDate) else { return "—" }
            return DiagnosticText.utc(date)
        case .string(let text), .url(let text), .uuid(let text), .enumCase(let text), .decimal(let text):
            // No more bytes than the limit is no more characters either: counting characters
            // walks the whole text.
            return text.utf8.count <= limit || text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
        case .array(let elements): return "[\(elements.count)]"
        case .object(let object), .dictionary(let object): return "{\(object.count)}"
        }
    }
}
