import Foundation
import Testing
@testable import IslandCore
@testable import IslandTypes

/// `DiagnosticText.utc` counts days itself from 1583 on; it says what Foundation's Gregorian
/// calendar says, to the second.
@Suite struct UTCTextTests {
    static let edges: [Double] = [
        DiagnosticText.gregorianFrom, DiagnosticText.gregorianFrom + 0.5, DiagnosticText.gregorianFrom + 86_399.9,
        -0.5, -0.000_001, 0, 0.999, 59.999, 86_399.999, 86_400, -86_400, -86_400.5,
        951_782_400, 951_868_799, 951_868_800, // 2000-02-29, its end, 2000-03-01
        -2_203_891_200, -2_203_977_600, // 1900-03-01, 1900-02-28
        -11_670_912_000, // 1600-02-29
        1_764_417_600.1, 1_764_437_599.9, 4_102_444_800, 253_402_300_799, 253_402_300_799.9,
    ]
    static let randomTimes: [Double] = (0..<300).map { _ in Double.random(in: DiagnosticText.gregorianFrom..<253_402_300_800) }
        + (0..<100).map { _ in Double(Int.random(in: -400_000_000...4_000_000_000)) }

    @Test(arguments: edges + randomTimes) func daysCountedAreTheCalendars(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(DiagnosticText.gregorianUTC(seconds) == DiagnosticText.calendarUTC(date), "\(seconds)")
        #expect(DiagnosticText.utc(date) == DiagnosticText.calendarUTC(date), "\(seconds)")
    }

    @Test func everyTimeRan() {
        #expect(Self.edges.count + Self.randomTimes.count >= 420)
    }

    @Test func beforeTheGregorianYearsTheCalendarSpeaks() {
        // 1582-10-15 is the first Gregorian day; the day before it is Julian 1582-10-04.
        #expect(DiagnosticText.utc(Date(timeIntervalSince1970: -12_219_292_800)) == "1582-10-15 00:00:00 UTC")
        #expect(DiagnosticText.utc(Date(timeIntervalSince1970: -12_219_292_801)) == "1582-10-04 23:59:59 UTC")
        #expect(DiagnosticText.utc(Date(timeIntervalSince1970: -62_135_596_801)) == "before the year 1")
        #expect(DiagnosticText.utc(Date(timeIntervalSince1970: 253_402_300_800)) == "beyond the year 9999")
    }
}
