import Foundation

extension ClockText {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// "29.11. 14:32" / "Nov 29, 14:32": a moment that is not today's.
    static func dayAndTime(_ date: Date, in zone: TimeZone, language: String) -> String {
        let fields = fields(date, in: zone)
        let time = hoursMinutes(date, in: zone)
        if LanguageBase.isGerman(language) {
            return "\(twoDigits(fields.day)).\(twoDigits(fields.month)). " + time
        }
        return "\(monthNames[fields.month - 1]) \(fields.day), \(time)"
    }
}

/// Language codes as the screens compare them.
enum LanguageBase {
    static func isGerman(_ code: String) -> Bool {
        code == "de" || code.hasPrefix("de-")
    }
}
