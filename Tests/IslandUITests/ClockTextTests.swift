import Foundation
import IslandCore
import Testing
@testable import IslandUI

/// The clock texts' integer arithmetic against Foundation's Gregorian calendar, instant by
/// instant, in zones with odd offsets and daylight saving time; and absurd dates that must
/// not trap.
@Suite struct ClockTextTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe",
                        "Pacific/Chatham", "America/St_Johns", "Pacific/Kiritimati", "Pacific/Pago_Pago"].compactMap(TimeZone.init(identifier:))

    @Test func fieldsMatchTheGregorianCalendar() {
        #expect(Self.zones.count == 9)
        var random = SeededRandom(seed: 21)
        var checked = 0
        for zone in Self.zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            // Random instants from 1901 to 2100, and the seconds around each zone's changes of offset.
            var instants = (0..<400).map { _ in Date(timeIntervalSince1970: Double(Int64.random(in: -2_177_452_800...4_102_444_800, using: &random)) + 0.25) }
            var transition = Date(timeIntervalSince1970: 1_600_000_000)
            for _ in 0..<6 {
                guard let next = zone.nextDaylightSavingTimeTransition(after: transition) else { break }
                instants += [-1, 0, 1, 1799, 3600].map { next.addingTimeInterval($0) }
                transition = next
            }
            for instant in instants {
                let expected = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: instant)
                let fields = ClockText.fields(instant, in: zone)
                let same = fields == ClockText.Fields(year: expected.year!, month: expected.month!, day: expected.day!, weekday: expected.weekday!,
                                                      hour: expected.hour!, minute: expected.minute!, second: expected.second!)
                #expect(same, "\(instant) in \(zone.identifier): \(fields), calendar \(expected)")
                checked += 1
            }
        }
        #expect(checked >= 3600)
    }

    @Test func textsAreTwoDigitFields() {
        let date = Date(timeIntervalSince1970: 1_764_428_462)  // 2025-11-29 15:01:02 UTC
        #expect(ClockText.hoursMinutes(date, in: Fixtures.utc) == "15:01")
        #expect(ClockText.hoursMinutesSeconds(date, in: Fixtures.utc) == "15:01:02")
        #expect(ClockText.hoursMinutesSeconds(Date(timeIntervalSince1970: -1), in: Fixtures.utc) == "23:59:59")
        #expect(ClockText.duration(59.6) == "01:00")
        #expect(ClockText.duration(36_000) == "10:00:00")
    }

    @Test func absurdInstantsAndDurationsDoNotTrap() {
        for seconds in [1e308, -1e308, .infinity, -.infinity, .nan, 9.3e18, -9.3e18] {
            _ = ClockText.hoursMinutesSeconds(Date(timeIntervalSince1970: seconds), in: Fixtures.utc)
            _ = ClockText.dateLine(Date(timeIntervalSinceReferenceDate: seconds), in: TimeZone(identifier: "Europe/Berlin")!, strings: Strings(.de))
            _ = ClockText.duration(seconds)
        }
        #expect(ClockText.duration(1e308) == ClockText.duration(1e16))
    }
}
