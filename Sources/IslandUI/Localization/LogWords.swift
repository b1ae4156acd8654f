import Foundation
import IslandCore
import IslandText
import IslandTypes

/// The events pane's words: each typed `LogMessage` worded in the screen's language (its
/// wording is `LogMessage.words`, the same as the machine outputs' English), with its values
/// formatted for the screen (dates as clock times in the context's zone, the language's
/// decimal separator), and the line's origin as `FILE:LINE` with the path shortened.
struct LogWords {
    let language: Language
    let timeZone: TimeZone

    init(_ context: RenderContext) {
        language = context.language
        timeZone = context.timeZone
    }

    var table: StringTable { language.table }

    // MARK: Entries

    /// The entry as the pane shows it after its time: origin first for lines, then the message.
    func line(_ entry: LogEntry) -> (origin: String?, message: String) {
        (entry.origin.map(origin), message(entry.message, at: entry.time))
    }

    func message(_ message: LogMessage, at time: Date) -> String {
        message.words(table, value: { value($0, at: time) }, sourceName: Self.shortenedName)
    }

    func event(_ event: PushEvent) -> String { event.words(table) }

    func verdict(_ code: ReasonCode) -> String { code.verdict(table) }

    func level(_ level: LogEntry.Level) -> String { level.words(table) }

    /// A source's state, as the status line and the pane say it.
    func source(_ status: SourceStatus) -> String {
        status.words(table, name: Self.shortenedName(status.name))
    }

    /// A source's name with a path in it by its last component ("tail trips.ndjson").
    static func shortenedName(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.contains("/") ? shortened(String($0)) : String($0) }.joined(separator: " ")
    }

    // MARK: Origins

    /// `trip.ndjson:12`: a file by its name (the opened entry shows the whole path), a socket
    /// client by its number.
    func origin(_ origin: LineOrigin) -> String {
        Self.origin(name: originName(origin.source), line: origin.line)
    }

    /// The source's part of an origin: `trip.ndjson`, `Socket #1`.
    func originName(_ source: LineSource) -> String {
        switch source {
        case .file(let path): return Self.shortened(path)
        case .socket(let client): return table.text(.originSocket, ["client": String(client)])
        case .stdin: return "stdin"
        case .replay: return table.text(.originReplay)
        case .simulator: return "sim"
        case .apns(let delivery): return "APNs #\(delivery.request)"
        }
    }

    /// An origin from its source's name (`originName`) and its line.
    static func origin(name: String, line: Int) -> String {
        line > 0 ? "\(name):\(line)" : name
    }

    /// The whole origin, for the opened entry: the full path.
    func fullOrigin(_ origin: LineOrigin) -> String {
        switch origin.source {
        case .file(let path): return origin.line > 0 ? "\(path):\(origin.line)" : path
        case .apns(let delivery): return delivery.summary
        default: return self.origin(origin)
        }
    }

    /// A path's last component ("demo/trip.ndjson" → "trip.ndjson").
    static func shortened(_ path: String) -> String {
        let last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
        return last ?? path
    }

    // MARK: Values

    /// "nextStop → Wasserturm, nextStopTime → 13:20, delay → 2 (1 more)".
    func changes(_ changes: [FieldChange], at time: Date) -> String {
        FieldChange.words(changes, table, value: { value($0, at: time) })
    }

    /// A value in a few words: a date as a clock time (with its day when it is not within
    /// half a day of the entry, with its year when that differs), a number in the language's
    /// notation, text cut at 40 characters.
    func value(_ value: ContentValue, at time: Date) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return decimal(number)
        case .decimal(let literal): return decimalSeparated(literal)
        case .date(let date): return self.date(date, near: time)
        case .string(let text), .url(let text), .uuid(let text), .enumCase(let text):
            return text.count > 40 ? String(text.prefix(39)) + "…" : text
        case .array(let elements): return "[\(elements.count)]"
        case .object(let object), .dictionary(let object): return self.object(object, at: time)
        }
    }

    /// An object by its first fields, `{lat: 49.48, lon: 8.47}`, a nested one as `{…}`, cut
    /// at 40 characters: its count alone (`{3}`) said nothing.
    func object(_ object: ContentObject, at time: Date) -> String {
        guard !object.isEmpty else { return "{}" }
        let fields = object.entries.map { entry -> String in
            switch entry.value {
            case .object(let inner), .dictionary(let inner): return "\(entry.key): \(inner.isEmpty ? "{}" : "{…}")"
            default: return "\(entry.key): \(value(entry.value, at: time))"
            }
        }
        let text = "{" + fields.joined(separator: ", ") + "}"
        return text.count > 40 ? String(text.prefix(38)) + "…}" : text
    }

    func decimal(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        let text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        return decimalSeparated(text)
    }

    /// A number's text with the language's decimal separator for its point, byte for byte when
    /// the separator is one byte too (a number's text is ASCII; Foundation's search would
    /// bridge it to NSString for one byte).
    func decimalSeparated(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
        let separator = table.text(.decimalSeparator)
        guard separator != "." else { return text }
        if separator.utf8.count == 1, let byte = separator.utf8.first {
            return String(decoding: text.utf8.map { $0 == UInt8(ascii: ".") ? byte : $0 }, as: UTF8.self)
        }
        return text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: separator)
    }

    /// "13:20" (seconds when it has them); "29.11. 13:20" / "Nov 29, 13:20" on another day;
    /// "29.11.2056 13:06" / "Nov 29 2056, 13:06" in another year; "—" out of any calendar.
    func date(_ date: Date, near time: Date) -> String {
        guard DateRange.showable.contains(date.timeIntervalSinceReferenceDate) else { return "—" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let (hour, minute, second) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        let clock = second == 0 ? "\(two(hour)):\(two(minute))" : "\(two(hour)):\(two(minute)):\(two(second))"
        if abs(date.timeIntervalSince(time)) < 12 * 3600 { return clock }
        let (day, month) = (c.day ?? 1, c.month ?? 1)
        let year = c.year ?? 1
        let sameYear = calendar.component(.year, from: time) == year
        // The formats keep a date and its time on one row with no-break spaces.
        let fields = DateWords.fields(table, day: day, month: month, year: year, time: clock)
        return table.text(sameYear ? .logDateSameYear : .logDateOtherYear, fields)
    }

    private func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
