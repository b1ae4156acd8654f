/// The fields a date format of the string tables may use (`StringKey.dateFields`), every one
/// filled: each language's format picks the ones it writes.
package enum DateWords {
    package static func fields(_ table: StringTable, weekday: Int = 1, day: Int, month: Int, year: Int = 0, time: String = "") -> [String: String] {
        [
            "weekday": table.text(StringKey.weekday(weekday)),
            "day": String(day),
            "day2": twoDigits(day),
            "month": table.text(StringKey.month(month)),
            "month2": twoDigits(month),
            "monthShort": table.text(StringKey.monthShort(month)),
            "year": String(year),
            "time": time,
        ]
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
