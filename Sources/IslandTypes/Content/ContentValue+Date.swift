import Foundation

extension ContentValue {
    /// The value as a date: a `Date`, or a number the app itself reads as Unix seconds or
    /// milliseconds, or — without a schema — seconds since 2001. Nil for what no clock shows.
    /// One rule for what is drawn and for what a condition tests.
    package func date(field: SchemaField?) -> Date? {
        let date: Date
        switch (self, field?.display.hint) {
        case (.date(let value), _): date = value
        case (_, .unixSeconds?): guard let seconds = number else { return nil }; date = Date(timeIntervalSince1970: seconds)
        case (_, .milliseconds?): guard let millis = number else { return nil }; date = Date(timeIntervalSince1970: millis / 1000)
        default: guard let seconds = number else { return nil }; date = Date(timeIntervalSinceReferenceDate: seconds)
        }
        return DateRange.showable.contains(date.timeIntervalSinceReferenceDate) ? date : nil
    }
}
