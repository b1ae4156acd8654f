import Foundation

extension ClockText {
    /// "29.11. 14:32" / "Nov 29, 14:32": a moment that is not today's.
    static func dayAndTime(_ date: Date, in zone: TimeZone, language: String) -> String {
        let c = components(date, in: zone)
        let time = hoursMinutes(date, in: zone)
        let day = c.day ?? 1
        let month = c.month ?? 1
        if LanguageBase.isGerman(language) {
            return String(format: "%02d.%02d. ", day, month) + time
        }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(names[min(max(month - 1, 0), 11)]) \(day), \(time)"
    }
}

/// Language codes as the screens compare them.
enum LanguageBase {
    static func isGerman(_ code: String) -> Bool {
        code == "de" || code.hasPrefix("de-")
    }
}
