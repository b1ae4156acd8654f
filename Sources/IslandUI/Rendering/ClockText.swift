import Foundation

/// Clock times and dates as the surfaces show them, in the render context's time zone.
/// Computed from calendar components, not a locale-dependent formatter, so the same instant
/// reads the same on every machine.
enum ClockText {
    static func components(_ date: Date, in zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.hour, .minute, .second, .day, .month, .weekday], from: date)
    }

    /// "14:32"
    static func hoursMinutes(_ date: Date, in zone: TimeZone) -> String {
        let c = components(date, in: zone)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// "14:32:05"
    static func hoursMinutesSeconds(_ date: Date, in zone: TimeZone) -> String {
        let c = components(date, in: zone)
        return String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    /// "Samstag, 29. November" / "Saturday, 29 November", as the Lock Screen shows it.
    static func dateLine(_ date: Date, in zone: TimeZone, strings: Strings) -> String {
        let c = components(date, in: zone)
        return strings.dateLine(weekday: c.weekday ?? 1, day: c.day ?? 1, month: c.month ?? 1)
    }

    /// "20:00" for 1200 s, "1:05:00" from an hour on; negative durations read as zero.
    static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded())) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%02d:%02d", m, s)
    }
}
