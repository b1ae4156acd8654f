import Foundation

/// Clock times and dates as the surfaces show them, in the render context's time zone.
/// Computed with integer arithmetic from the zone's offset at that instant (the proleptic
/// Gregorian calendar, as `Calendar(identifier: .gregorian)` has it), not with a locale-
/// dependent formatter, so the same instant reads the same on every machine. A frame shows
/// a dozen times: building a `Calendar` and calling `String(format:)` for each cost about a
/// tenth of the frame.
package enum ClockText {
    /// The wall-clock fields of an instant in a zone.
    package struct Fields: Equatable {
        package let year: Int
        package let month: Int
        package let day: Int
        /// 1 = Sunday … 7 = Saturday, as `Calendar` numbers weekdays.
        package let weekday: Int
        package let hour: Int
        package let minute: Int
        package let second: Int
    }

    /// Seconds far beyond any date a payload can mean (±31 million years) are held there, so
    /// an absurd date reads as some time instead of trapping on the conversion to `Int`.
    private static let secondsLimit = 1e15

    package static func fields(_ date: Date, in zone: TimeZone) -> Fields {
        let raw = date.timeIntervalSince1970
        let clamped = raw.isFinite ? min(max(raw, -secondsLimit), secondsLimit) : 0
        let local = Int(clamped.rounded(.down)) + zone.secondsFromGMT(for: date)
        let days = local.floorDivided(by: 86_400)
        let secondOfDay = local - days * 86_400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return Fields(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
            month: month,
            day: dayOfYear - (153 * monthIndex + 2) / 5 + 1,
            weekday: (days + 4).floorModulo(7) + 1,  // 1970-01-01 was a Thursday
            hour: secondOfDay / 3600,
            minute: secondOfDay / 60 % 60,
            second: secondOfDay % 60
        )
    }

    /// "14:32"
    package static func hoursMinutes(_ date: Date, in zone: TimeZone) -> String {
        let f = fields(date, in: zone)
        return digits(f.hour, f.minute)
    }

    /// "14:32:05"
    package static func hoursMinutesSeconds(_ date: Date, in zone: TimeZone) -> String {
        let f = fields(date, in: zone)
        return digits(f.hour, f.minute, f.second)
    }

    /// "Samstag, 29. November" / "Saturday, 29 November", as the Lock Screen shows it.
    package static func dateLine(_ date: Date, in zone: TimeZone, strings: Strings) -> String {
        let f = fields(date, in: zone)
        return strings.dateLine(weekday: f.weekday, day: f.day, month: f.month)
    }

    /// "20:00" for 1200 s, "1:05:00" from an hour on; negative durations read as zero.
    package static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(max(0, seconds.rounded()), secondsLimit)) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 ? String(h) + ":" + digits(m, s) : digits(m, s)
    }

    /// Two-digit fields joined by colons ("05:07"), written as bytes: no formatter.
    private static func digits(_ first: Int, _ second: Int, _ third: Int? = nil) -> String {
        String(unsafeUninitializedCapacity: 8) { buffer in
            func put(_ field: Int, at offset: Int) {
                buffer[offset] = UInt8(ascii: "0") + UInt8(field / 10 % 10)
                buffer[offset + 1] = UInt8(ascii: "0") + UInt8(field % 10)
            }
            put(first, at: 0)
            buffer[2] = UInt8(ascii: ":")
            put(second, at: 3)
            guard let third else { return 5 }
            buffer[5] = UInt8(ascii: ":")
            put(third, at: 6)
            return 8
        }
    }
}

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
