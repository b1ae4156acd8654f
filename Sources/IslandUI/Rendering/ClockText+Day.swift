import Foundation
import IslandText

extension ClockText {
    /// "29.11. 14:32" / "Nov 29, 14:32": a moment that is not today's, in the activity's
    /// language (English when island has not that language).
    static func dayAndTime(_ date: Date, in zone: TimeZone, language: String) -> String {
        let fields = fields(date, in: zone)
        let table = Language.table(for: language)
        return table.text(.dayAndTime, DateWords.fields(table, day: fields.day, month: fields.month, time: hoursMinutes(date, in: zone)))
    }
}
