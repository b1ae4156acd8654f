import Foundation
import IslandCore
import IslandText
import IslandTypes

/// A field's value as a presentation shows it: by the item's format, else by the field's
/// Swift type and display hint. Every number is converted without trapping: a value no clock
/// or counter can show becomes "—" (the line that brought it was warned about).
struct ValueFormatter {
    let input: PresentationInput

    /// The text, and a role a `values` table may give it.
    struct Formatted {
        var text: String
        var role: PresentationRole?
        /// True for a countdown that reached zero with a `zero` text: it replaces the item.
        var replacesItem = false
    }

    static let missing = "—"

    func format(_ value: ContentValue, _ format: ValueFormat, field: SchemaField?, type: SchemaType?) -> Formatted {
        let value = clamped(value, to: field?.display.range)
        switch format {
        case .automatic: return automatic(value, field: field, type: type)
        case .text: return Formatted(text: plain(value))
        case .words:
            // An enum case with associated values (`{"washing": {"remaining": 1800}}`) by its name.
            if case .cases? = type?.wrapped, case .object(let object) = value, object.entries.count == 1 {
                return Formatted(text: Words.humanizeToken(object.entries[0].key))
            }
            return Formatted(text: value.string.map(Words.humanizeToken) ?? plain(value))
        case .number(let decimals, let signed, let unit):
            return Formatted(text: number(value, decimals: decimals, signed: signed, unit: unit.map(input.text)))
        case .percent(let scale):
            guard let fraction = value.number.map({ $0 / scale }), fraction.isFinite else { return Formatted(text: Self.missing) }
            return Formatted(text: "\(ProgressBar.percent(fraction))%")
        case .countdown(let zero):
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            let minutes = minutesLeft(to: date)
            if minutes == 0, let zero { return Formatted(text: input.text(zero), replacesItem: true) }
            return Formatted(text: minutesText(minutes))
        case .minutesLeft:
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            return Formatted(text: String(minutesLeft(to: date)))
        case .timer:
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            let seconds = date.timeIntervalSince(input.now)
            input.changes(at: input.now.addingTimeInterval(1 - (abs(seconds) - abs(seconds).rounded(.down))))
            return Formatted(text: ClockText.duration(abs(seconds)))
        case .time:
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            return Formatted(text: input.clock(date))
        case .relative:
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            return Formatted(text: relative(date))
        case .duration:
            guard let seconds = seconds(value, field: field) else { return Formatted(text: Self.missing) }
            return Formatted(text: ClockText.duration(seconds))
        case .date:
            guard let date = date(value, field: field) else { return Formatted(text: Self.missing) }
            return Formatted(text: ClockText.dayAndTime(date, in: input.context.timeZone, language: input.language))
        case .values(let table, let otherwise):
            let key = value.comparable ?? ""
            guard let entry = table[key] ?? otherwise else { return Formatted(text: plain(value)) }
            return Formatted(text: caseText(entry, value: value), role: entry.role)
        case .count(let unit, let singular):
            let count: Int
            switch value {
            case .array(let elements): count = elements.count
            case .object(let object), .dictionary(let object): count = object.count
            default: count = value.isSet ? 1 : 0
            }
            let noun = (count == 1 ? singular : nil) ?? unit
            return Formatted(text: "\(count) \(noun.map(input.text) ?? input.word("items"))")
        }
    }

    /// A number outside the values its schema says it holds, shown at the nearest end (the
    /// line that brought it was applied and warned, `WARN_VALUE_OUT_OF_RANGE`).
    func clamped(_ value: ContentValue, to range: ValueRange?) -> ContentValue {
        guard let range, let number = value.number, number.isFinite, !range.contains(number) else { return value }
        let nearest = range.clamped(number)
        switch value {
        case .int: return SafeNumber.int(nearest).map(ContentValue.int) ?? value
        case .double, .decimal: return .double(nearest)
        default: return value
        }
    }

    /// A table entry: its glyph or SF Symbol before its text (either may be all there is).
    func caseText(_ entry: ValueCase, value: ContentValue) -> String {
        var parts: [String] = []
        if let glyph = entry.glyph { parts.append(ItemRenderer.glyph(glyph, input.glyphs)) }
        if let symbol = entry.symbol, let glyph = SFSymbols.glyph(symbol) {
            parts.append(input.context.asciiOnly ? glyph.ascii : glyph.text)
        }
        if let text = entry.text { parts.append(input.text(text)) }
        return parts.isEmpty ? plain(value) : parts.joined(separator: " ")
    }

    /// By the field's type and hint: dates as times, enums in words, booleans as ✓ / ✗,
    /// fractions as percentages, durations as 12:05, numbers with their unit.
    func automatic(_ value: ContentValue, field: SchemaField?, type: SchemaType?) -> Formatted {
        let hint = field?.display.hint
        switch hint {
        case .unixSeconds?, .milliseconds?: return format(value, .time, field: field, type: type)
        case .percent?: return format(value, .percent(scale: 100), field: field, type: type)
        case .fraction?: return format(value, .percent(scale: 1), field: field, type: type)
        case .duration?: return format(value, .duration, field: field, type: type)
        case .minutes?:
            guard let minutes = value.number, let whole = SafeNumber.int(minutes) else { return Formatted(text: Self.missing) }
            return Formatted(text: minutesText(whole))
        case .hidden?, nil: break
        }
        switch value {
        case .date: return format(value, .time, field: field, type: type)
        case .bool(let flag): return Formatted(text: flag ? input.glyphs.check : input.glyphs.cross, role: flag ? .positive : .critical)
        case .enumCase(let raw): return Formatted(text: Words.humanizeToken(raw))
        case .array(let elements):
            guard let first = elements.first else { return Formatted(text: "0 \(input.word("items"))") }
            let head = plain(first)
            return Formatted(text: elements.count == 1 ? head : "\(head) +\(elements.count - 1)")
        case .object(let object), .dictionary(let object):
            // A struct of numbers reads best as its numbers ("49.48, 8.47"), else its first value.
            if !object.isEmpty, object.entries.allSatisfy({ $0.value.number != nil }) {
                return Formatted(text: object.entries.map { plain($0.value) }.joined(separator: ", "))
            }
            return Formatted(text: object.entries.first.map { plain($0.value) } ?? "")
        case .url(let text): return Formatted(text: URL(string: text)?.host ?? text)
        case .uuid(let text): return Formatted(text: String(text.prefix(8)))
        case .int, .double, .decimal:
            return Formatted(text: number(value, decimals: nil, signed: false, unit: field?.display.unit?.text(for: input.language)))
        case .null: return Formatted(text: Self.missing)
        case .string(let text): return Formatted(text: text)
        }
    }

    /// A value as text without interpretation (enum raw values in words).
    func plain(_ value: ContentValue) -> String {
        switch value {
        case .null: return Self.missing
        case .bool(let flag): return flag ? input.glyphs.check : input.glyphs.cross
        case .int(let number): return String(number)
        case .double(let number): return SafeNumber.text(number, decimals: nil)
        case .decimal(let literal): return literal
        case .string(let text), .url(let text), .uuid(let text): return text
        case .enumCase(let raw): return Words.humanizeToken(raw)
        case .date(let date): return DateRange.showable.contains(date.timeIntervalSinceReferenceDate) ? input.clock(date) : Self.missing
        case .array(let elements): return "\(elements.count) \(input.word("items"))"
        case .object(let object), .dictionary(let object): return object.entries.first.map { plain($0.value) } ?? ""
        }
    }

    func number(_ value: ContentValue, decimals: Int?, signed: Bool, unit: String?) -> String {
        guard let number = value.number else { return plain(value) }
        var text: String
        if case .int(let whole) = value {
            text = String(whole)
        } else if case .decimal(let literal) = value, decimals == nil {
            text = literal
        } else {
            text = SafeNumber.text(number, decimals: decimals)
        }
        if signed, number > 0 { text = "+" + text }
        if let unit, !unit.isEmpty { text += " " + unit }
        return text
    }

    // MARK: Time

    /// The value as a date (`ContentValue.date(field:)`).
    func date(_ value: ContentValue, field: SchemaField?) -> Date? {
        value.date(field: field)
    }

    func seconds(_ value: ContentValue, field: SchemaField?) -> Double? {
        guard let seconds = value.number, seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        return seconds
    }

    /// Whole minutes until `date`, rounded up, as `Text(timerInterval:)` counts; the moment it
    /// turns over is noted.
    func minutesLeft(to date: Date) -> Int {
        input.changes(at: Countdown.nextChange(to: date, after: input.now))
        return Countdown.minutes(to: date, from: input.now)
    }

    /// "3 Min." / "3 min"; "jetzt" / "now" at zero.
    func minutesText(_ minutes: Int) -> String {
        minutes <= 0 ? input.word("now") : "\(minutes) \(input.word("minutesUnit"))"
    }

    /// "in 5 Min." / "vor 3 Min." / "jetzt"; from an hour on "in 1 Std. 5 Min.".
    func relative(_ date: Date) -> String {
        let seconds = date.timeIntervalSince(input.now)
        if seconds > 0 {
            return input.word("inMinutes").replacingOccurrences(of: "%@", with: span(minutesLeft(to: date)))
        }
        // Dates are within `DateRange.showable`, so the minutes fit an Int.
        let ago = SafeNumber.int((-seconds / 60).rounded(.down)) ?? 0
        input.changes(at: date.addingTimeInterval(Double(ago + 1) * 60))
        return ago == 0 ? input.word("now") : input.word("minutesAgo").replacingOccurrences(of: "%@", with: span(ago))
    }

    /// A number of minutes as "5 Min." or, from an hour on, "2 Std. 5 Min.".
    func span(_ minutes: Int) -> String {
        guard minutes >= 60 else { return minutesText(minutes) }
        let hours = "\(minutes / 60) \(input.word("hoursUnit"))"
        return minutes % 60 == 0 ? hours : hours + " " + minutesText(minutes % 60)
    }
}

/// Numbers from payloads, converted without trapping.
enum SafeNumber {
    /// The whole number nearest `value`, or nil when it has none (NaN, infinite, beyond Int).
    static func int(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 9.2e18 else { return nil }
        return Int(value.rounded())
    }

    /// `value` with `decimals` places, or as short as it reads; huge values in exponent form.
    static func text(_ value: Double, decimals: Int?) -> String {
        guard value.isFinite else { return ValueFormatter.missing }
        if let decimals {
            guard abs(value) < 1e15 else { return String(value) }
            return String(format: "%.\(decimals)f", value)
        }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
