import IslandText
import IslandSwiftSource
import Foundation

/// Values as text the way Swift and Foundation write them on the device: interpolation,
/// `.formatted(…)` with the common FormatStyles, `Text(date, style:)`, timers, and
/// `String(format:)`, in the device's locale and time zone.
struct WidgetFormatter {
    let evaluator: WidgetEvaluator

    init(_ evaluator: WidgetEvaluator) {
        self.evaluator = evaluator
    }

    /// Foundation's words in the device's locale ("de_DE" reads German), from island's string
    /// tables; English for a language island has not.
    var table: StringTable {
        Language.table(for: String(environment.locale.identifier.prefix { $0.isLetter }))
    }

    var environment: WidgetEnvironment { evaluator.environment }

    /// `"\(value)"`.
    func describe(_ value: WidgetValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return text
        case .date(let date): return Self.clean(dateFormatter(date: .short, time: .short).string(from: date))
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        case .enumCase(_, let name, let associated):
            return associated.isEmpty ? name : name + "(" + associated.map(describe).joined(separator: ", ") + ")"
        case .view(.text(let runs)): return runs.map(\.text).joined()
        case .implicit(let members): return members.map(\.name).joined(separator: ".")
        case .tuple(let items): return "(" + items.map(describe).joined(separator: ", ") + ")"
        case .instance(let type, _): return type
        default: return ""
        }
    }

    /// iOS writes a narrow no-break space before AM/PM; a terminal shows a plain space.
    static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    func dateFormatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    func number(_ value: Double, style: NumberFormatter.Style = .decimal, fraction: ClosedRange<Int>? = nil,
                grouping: Bool = true, currency: String? = nil, significant: ClosedRange<Int>? = nil) -> String {
        let formatter = NumberFormatter()
        formatter.locale = environment.locale
        formatter.numberStyle = style
        if let currency { formatter.currencyCode = currency }
        var value = value
        if let fraction {
            // Foundation on Linux forgets the maximum once a minimum is set: the value is
            // rounded here, as FormatStyle rounds (to nearest, ties to even).
            // A percentage is rounded as it is written: after the × 100.
            let shown = style == .percent ? 100.0 : 1.0
            let scale = pow(10, Double(min(fraction.upperBound, 15)))
            value = (value * shown * scale).rounded(.toNearestOrEven) / scale / shown
            if fraction.lowerBound > 0 {
                formatter.minimumFractionDigits = fraction.lowerBound
            } else {
                formatter.maximumFractionDigits = fraction.upperBound
            }
        } else if style == .decimal {
            formatter.maximumFractionDigits = 6
        } else if style == .percent {
            formatter.maximumFractionDigits = 0
        }
        if let significant {
            formatter.usesSignificantDigits = true
            formatter.minimumSignificantDigits = significant.lowerBound
            formatter.maximumSignificantDigits = significant.upperBound
        }
        formatter.usesGroupingSeparator = grouping
        return Self.clean(formatter.string(from: NSNumber(value: value)) ?? String(value))
    }

    /// `value.formatted()`.
    func formattedDefault(_ value: WidgetValue) -> String {
        switch value {
        case .int(let whole): return number(Double(whole), fraction: 0...0)
        case .double(let real): return number(real)
        case .date(let date): return Self.clean(dateFormatter(date: .short, time: .short).string(from: date))
        case .array(let items):
            let words = items.map(describe)
            guard words.count > 1 else { return words.first ?? "" }
            let key: StringKey = words.count > 2 ? .listOfMany : .listOfTwo
            return table.text(key, ["list": words.dropLast().joined(separator: ", "), "last": words.last!])
        default: return describe(value)
        }
    }

    /// `value.formatted(style)` and `Text(value, format: style)`.
    func format(_ value: WidgetValue, _ style: WidgetValue, arguments: [(label: String?, value: WidgetValue)] = []) -> String {
        if let measured = WidgetMeasurement(formatter: self, locale: environment.locale).format(value, style) { return measured }
        if case .date(let date) = value {
            let dateArgument = arguments.first { $0.label == "date" }?.value.memberName
            let timeArgument = arguments.first { $0.label == "time" }?.value.memberName
            if dateArgument != nil || timeArgument != nil { return dateTime(date, date: dateArgument ?? "omitted", time: timeArgument ?? "omitted") }
        }
        guard case .implicit(let members) = style, let head = members.first else { return formattedDefault(value) }
        let names = members.map(\.name)
        switch value {
        case .date(let date):
            if head.name == "relative" {
                evaluator.changes(at: environment.now.addingTimeInterval(60))
                return relative(date)
            }
            if head.name == "dateTime" { return dateTimeFields(date, Array(members.dropFirst())) }
            if head.name == "iso8601" {
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = environment.timeZone
                return formatter.string(from: date)
            }
            return formattedDefault(value)
        case .range(.date(let start), .date(let end), _):
            return formattedDefault(.date(start)) + " – " + formattedDefault(.date(end))
        default:
            break
        }
        guard let real = value.number else { return describe(value) }
        if head.name == "time" || head.name == "units" {
            return duration(real, pattern: head.argument("pattern")?.memberName ?? members.first(where: { $0.name == "time" })?.arguments?.first?.value.memberName ?? "minuteSecond")
        }
        var fraction: ClosedRange<Int>?
        var significant: ClosedRange<Int>?
        var grouping = true
        for member in members {
            if member.name == "precision", let inner = member.arguments?.first?.value, case .implicit(let spec) = inner, let kind = spec.first {
                let bound = kind.arguments?.first?.value
                switch kind.name {
                case "fractionLength":
                    if case .range(let a, let b, _)? = bound { fraction = (a.integer ?? 0)...max(a.integer ?? 0, b.integer ?? 0) } else if let n = bound?.integer { fraction = n...n }
                case "significantDigits":
                    if case .range(let a, let b, _)? = bound { significant = max(1, a.integer ?? 1)...max(1, b.integer ?? 1) } else if let n = bound?.integer { significant = max(1, n)...max(1, n) }
                case "integerLength": break
                default: break
                }
            }
            if member.name == "grouping", member.arguments?.first?.value.memberName == "never" { grouping = false }
        }
        if names.contains("percent") {
            // `.percent` on a Double takes 0.42 as 42 %; on an Int, 42 as 42 %.
            let scaled = { if case .int = value { return real / 100 } else { return real } }()
            return number(scaled, style: .percent, fraction: fraction, grouping: grouping, significant: significant)
        }
        if let currency = members.first(where: { $0.name == "currency" }) {
            let code = currency.argument("code")?.text ?? "USD"
            return number(real, style: .currency, fraction: fraction, grouping: grouping, currency: code, significant: significant)
        }
        if names.contains("number") || head.name == "precision" || head.name == "grouping" {
            if case .int = value, fraction == nil { fraction = 0...0 }
            return number(real, fraction: fraction, grouping: grouping, significant: significant)
        }
        return formattedDefault(value)
    }

    /// `.formatted(date: .abbreviated, time: .shortened)`.
    func dateTime(_ date: Date, date dateStyle: String, time timeStyle: String) -> String {
        func style(_ name: String) -> DateFormatter.Style {
            switch name {
            case "omitted": return .none
            case "numeric", "shortened": return .short
            case "abbreviated", "standard": return .medium
            case "long", "complete": return .long
            default: return .short
            }
        }
        return Self.clean(dateFormatter(date: style(dateStyle), time: style(timeStyle)).string(from: date))
    }

    /// `.dateTime.hour().minute()`: the fields asked for, in the locale's order.
    func dateTimeFields(_ date: Date, _ fields: [WidgetValue.Member]) -> String {
        var template = ""
        for member in fields {
            // `.weekday(.wide)`, `.month(.twoDigits)`: the width asked for, as Date.FormatStyle's symbols.
            let width = member.arguments?.first?.value.memberName
            switch member.name {
            case "year": template += width == "twoDigits" ? "yy" : "y"
            case "month":
                switch width {
                case "wide": template += "MMMM"
                case "narrow": template += "MMMMM"
                case "twoDigits": template += "MM"
                case "defaultDigits": template += "M"
                default: template += "MMM"
                }
            case "day": template += width == "twoDigits" ? "dd" : "d"
            case "weekday":
                switch width {
                case "wide": template += "EEEE"
                case "narrow": template += "EEEEE"
                case "short": template += "EEEEEE"
                default: template += "EEE"
                }
            case "hour": template += "j"
            case "minute": template += "mm"
            case "second": template += "ss"
            default: break
            }
        }
        if template.isEmpty { return formattedDefault(.date(date)) }
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return Self.clean(formatter.string(from: date))
    }

    /// `Text(date, style:)`.
    func dateStyle(_ value: WidgetValue, _ style: String) -> String {
        guard case .date(let date) = value else { return describe(value) }
        let now = environment.now
        switch style {
        case "time": return Self.clean(dateFormatter(date: .none, time: .short).string(from: date))
        case "date": return Self.clean(dateFormatter(date: .long, time: .none).string(from: date))
        case "timer":
            evaluator.changes(at: now.addingTimeInterval(1))
            return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case "relative":
            evaluator.changes(at: now.addingTimeInterval(1))
            return components(abs(date.timeIntervalSince(now)))
        case "offset":
            evaluator.changes(at: now.addingTimeInterval(60))
            let seconds = date.timeIntervalSince(now)
            return (seconds >= 0 ? "+" : "−") + components(abs(seconds), full: true)
        default: return describe(value)
        }
    }

    /// `Text(timerInterval: start...end, countsDown:)`: what is left (or gone) as `m:ss`.
    func timer(_ interval: WidgetValue, countsDown: Bool, pause: WidgetValue?, showsHours: Bool) -> String {
        guard case .range(.date(let start), .date(let end), _) = interval else { return "" }
        var now = environment.now
        if case .date(let paused)? = pause { now = paused } else if now < end { evaluator.changes(at: now.addingTimeInterval(1)) }
        let clamped = min(max(now, start), end)
        let seconds = countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)
        return clock(seconds, showsHours: showsHours)
    }

    /// `4:05`, `1:04:05`, as a timer counts.
    func clock(_ seconds: Double, showsHours: Bool) -> String {
        let total = Int(seconds.rounded(.up).clamped(0, 1e9))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let rest = total % 60
        if hours > 0, showsHours { return "\(hours):" + String(format: "%02d:%02d", minutes, rest) }
        return "\(hours * 60 + minutes):" + String(format: "%02d", rest)
    }

    /// `Text(date, style: .relative)`: "5 min, 3 sec" as iOS counts it.
    func components(_ seconds: Double, full: Bool = false) -> String {
        let total = Int(seconds.clamped(0, 1e9))
        let table = self.table
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let rest = total % 60
        let hr = table.text(.componentHours, count: hours), min = table.text(.componentMinutes, count: minutes)
        let sec = table.text(.componentSeconds, count: rest)
        if hours > 0 { return "\(hr), \(min)" }
        if minutes > 0 { return full ? min : "\(min), \(sec)" }
        return sec
    }

    /// `date.formatted(.relative(presentation: .named))`: "in 5 min", "5 min ago".
    func relative(_ date: Date) -> String {
        let seconds = date.timeIntervalSince(environment.now)
        let minutes = Int((abs(seconds) / 60).rounded())
        let table = self.table
        if minutes == 0 { return table.text(.relativeNow) }
        let amount = minutes >= 60 ? table.text(.relativeHours, count: minutes / 60) : table.text(.relativeMinutes, count: minutes)
        return table.text(seconds > 0 ? .relativeFuture : .relativePast, ["amount": amount])
    }

    /// `Duration.seconds(n).formatted(.time(pattern: .minuteSecond))`.
    func duration(_ seconds: Double, pattern: String) -> String {
        let total = Int(seconds.clamped(0, 1e9))
        switch pattern {
        case "hourMinute": return "\(total / 3600):" + String(format: "%02d", (total % 3600) / 60)
        case "hourMinuteSecond": return "\(total / 3600):" + String(format: "%02d:%02d", (total % 3600) / 60, total % 60)
        default: return "\(total / 60):" + String(format: "%02d", total % 60)
        }
    }

    /// `String(format:)` with the specifiers view code uses: `%d %i %u %ld %lld %@ %s %f %.1f
    /// %e %g %x %X %o %c %%`, flags, width, precision and `%1$@` positions. A specifier with
    /// no value left writes nothing.
    static func printf(_ format: String, _ values: [WidgetValue]) -> String {
        var output = ""
        var next = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            var spec = "%"
            var position: Int?
            var digits = ""
            while let c = scalars.first, "0123456789".unicodeScalars.contains(c) {
                digits.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
            }
            if scalars.first == "$", let place = Int(digits) {
                position = place - 1
                scalars = scalars.dropFirst()
                digits = ""
            }
            spec += digits
            while let c = scalars.first, "-+ #0123456789.'".unicodeScalars.contains(c) {
                if c != "'" { spec.unicodeScalars.append(c) }
                scalars = scalars.dropFirst()
            }
            while let c = scalars.first, "lhqLzjt".unicodeScalars.contains(c) { scalars = scalars.dropFirst() }
            guard let conversion = scalars.first else { break }
            scalars = scalars.dropFirst()
            if conversion == "%" {
                output += "%"
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            let value: WidgetValue = index < values.count ? values[index] : .null
            if index >= values.count { continue }
            switch conversion {
            case "d", "i", "u":
                let whole = value.integer ?? Int(value.number ?? 0)
                output += String(format: spec + "ld", whole)
            case "x", "X", "o":
                output += String(format: spec + "l" + String(conversion), value.integer ?? 0)
            case "f", "F", "e", "E", "g", "G", "a":
                output += String(format: spec + String(conversion), value.number ?? 0)
            case "@", "s", "S":
                let text: String
                switch value {
                case .string(let string): text = string
                case .int(let number): text = String(number)
                case .double(let number): text = String(number)
                case .enumCase(_, let name, _): text = name
                case .bool(let flag): text = flag ? "true" : "false"
                default: text = ""
                }
                let width = Int(spec.dropFirst().filter(\.isNumber)) ?? 0
                let pad = String(repeating: " ", count: max(0, width - text.count))
                output += spec.contains("-") ? text + pad : pad + text
            case "c":
                if let code = value.integer, let character = Unicode.Scalar(UInt32(clamping: max(0, code))) { output.unicodeScalars.append(character) }
            default:
                output += spec + String(conversion)
            }
        }
        return output
    }

    /// `Color(hex: "#E4002B")`, `Color(hex: 0xE4002B)`: the colour the app's own initializer
    /// makes from it (island reads the hex rather than running `Scanner`).
    static func hexColor(_ value: WidgetValue) -> WidgetColor? {
        var digits: String
        switch value {
        case .string(let text):
            digits = text.trimmingCharacters(in: .whitespaces)
            if digits.hasPrefix("#") { digits.removeFirst() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits.removeFirst(2) }
        case .int(let number): digits = String(format: "%06X", number & 0xFF_FFFF)
        default: return nil
        }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        if digits.count == 8 { digits = String(digits.suffix(6)) }
        guard let number = Int(digits, radix: 16) else { return nil }
        return .rgb(Double((number >> 16) & 0xFF) / 255, Double((number >> 8) & 0xFF) / 255, Double(number & 0xFF) / 255)
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double {
        isNaN ? low : Swift.min(Swift.max(self, low), high)
    }
}
