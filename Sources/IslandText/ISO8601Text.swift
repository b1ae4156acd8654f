import Foundation

/// ISO 8601 date-times in the forms backends send ("2025-11-29T13:20:00Z", with fractional
/// seconds or an offset), read with Foundation's value-type parsers built once, not per call.
package enum ISO8601Text {
    private static let plain = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    package static func date(from text: String) -> Date? {
        (try? plain.parse(text)) ?? (try? fractional.parse(text))
    }
}
