import IslandText
import IslandSwiftSource
import Foundation

/// Swift's own functions and the methods of its values that view code calls: `min`, `max`,
/// `abs`, `String(format:)`, `Int(…)`, `formatted(…)`, `uppercased()`, `prefix(_:)`,
/// `map`, `filter`, `joined`, `rounded()`, `timeIntervalSince(_:)`, …
struct WidgetBuiltins {
    let evaluator: WidgetEvaluator

    init(_ evaluator: WidgetEvaluator) {
        self.evaluator = evaluator
    }

    typealias Arguments = [(label: String?, value: WidgetValue)]

    func function(_ name: String, _ arguments: Arguments, line: Int) -> WidgetValue {
        let values = arguments.map(\.value)
        let first = values.first ?? .null
        let formatter = WidgetFormatter(evaluator)
        switch name {
        case "min", "max":
            let items = values.count == 1 ? evaluator.elements(of: first) : values
            guard var best = items.first else { return .null }
            for item in items.dropFirst() {
                if let order = evaluator.compare(item, best), name == "min" ? order < 0 : order > 0 { best = item }
            }
            return best
        case "abs":
            if case .int(let number) = first { return .int(number == .min ? .max : abs(number)) }
            return first.number.map { .double(abs($0)) } ?? .null
        case "round", "floor", "ceil":
            guard let number = first.number else { return .null }
            return .double(name == "round" ? number.rounded() : name == "floor" ? number.rounded(.down) : number.rounded(.up))
        case "String", "LocalizedStringKey", "AttributedString", "LocalizedStringResource", "Substring":
            if let format = arguments.first(where: { $0.label == "format" })?.value.text {
                var rest = Array(values.dropFirst())
                if case .array(let items)? = arguments.first(where: { $0.label == "arguments" })?.value { rest = items }
                return .string(WidgetFormatter.printf(format, rest.filter { !($0.isNull && false) }))
            }
            if case .view(.text(let runs)) = first { return .string(runs.map(\.text).joined()) }
            return first.isNull && values.isEmpty ? .string("") : .string(formatter.describe(first))
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt8":
            switch first {
            case .int: return first
            case .double(let number): return number.isFinite && abs(number) < 9e18 ? .int(Int(number)) : .null
            case .string(let text):
                if let radix = arguments.first(where: { $0.label == "radix" })?.value.integer { return Int(text, radix: radix).map { .int($0) } ?? .null }
                return Int(text).map { .int($0) } ?? .null
            case .bool(let flag): return .int(flag ? 1 : 0)
            default: return .null
            }
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal":
            switch first {
            case .string(let text): return Double(text).map { .double($0) } ?? .null
            default: return first.number.map { .double($0) } ?? .null
            }
        case "Bool":
            if case .string(let text) = first { return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .null }
            return first
        case "Date":
            if let seconds = arguments.first(where: { $0.label == "timeIntervalSince1970" })?.value.number { return .date(Date(timeIntervalSince1970: seconds)) }
            if let seconds = arguments.first(where: { $0.label == "timeIntervalSinceNow" })?.value.number { return .date(evaluator.environment.now.addingTimeInterval(seconds)) }
            if let seconds = arguments.first(where: { $0.label == "timeIntervalSinceReferenceDate" })?.value.number { return .date(Date(timeIntervalSinceReferenceDate: seconds)) }
            if let seconds = arguments.first(where: { $0.label == "timeInterval" })?.value.number,
               case .date(let since)? = arguments.first(where: { $0.label == "since" })?.value {
                return .date(since.addingTimeInterval(seconds))
            }
            return .date(evaluator.environment.now)
        case "URL":
            return arguments.first(where: { $0.label == "string" })?.value ?? first
        case "Array":
            return .array(evaluator.elements(of: first))
        case "zip":
            guard values.count == 2 else { return .null }
            return .array(zip(evaluator.elements(of: values[0]), evaluator.elements(of: values[1])).map { .tuple([$0, $1]) })
        case "stride":
            guard let from = arguments.first(where: { $0.label == "from" })?.value.number,
                  let by = arguments.first(where: { $0.label == "by" })?.value.number, by != 0 else { return .null }
            let to = arguments.first(where: { $0.label == "to" || $0.label == "through" })?.value.number ?? from
            var items: [WidgetValue] = []
            var value = from
            let through = arguments.contains { $0.label == "through" }
            while items.count < 1000, by > 0 ? (through ? value <= to : value < to) : (through ? value >= to : value > to) {
                items.append(value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value))
                value += by
            }
            return .array(items)
        case "EdgeInsets":
            var fields: [String: WidgetValue] = [:]
            for argument in arguments { if let label = argument.label { fields[label] = argument.value } }
            return .instance(type: name, fields: fields)
        default:
            let hasClosure = arguments.contains { if case .closure = $0.value { return true }; return false }
            if hasClosure, name.first?.isUppercase == true {
                evaluator.warn(line, Sentence(.widgetUnknownView, ["name": "\(name)"]))
                return .view(.placeholder(name, width: nil, height: 1))
            }
            var fields: [String: WidgetValue] = [:]
            for argument in arguments { if let label = argument.label { fields[label] = argument.value } }
            return .instance(type: name, fields: fields)
        }
    }

    func method(_ base: WidgetValue, _ name: String, _ arguments: Arguments, line: Int) -> WidgetValue {
        let first = arguments.first?.value
        let formatter = WidgetFormatter(evaluator)
        if name == "formatted" {
            return .string(first.map { formatter.format(base, $0, arguments: arguments) } ?? formatter.formattedDefault(base))
        }
        // `driverName.map { "Driver: \($0)" }`: an optional holds its value plainly here, so on a
        // value that is no collection `map` is Optional's (a String's characters are seldom mapped
        // in view code; an absent value is `.null` and never gets here).
        if name == "map" || name == "flatMap", let closure = arguments.last?.value {
            switch base {
            case .array, .range, .dictionary: break
            default: return evaluator.callClosure(closure, [base])
            }
        }
        switch base {
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "capitalized": return .string(text.capitalized)
            case "prefix": return .string(String(text.prefix(max(0, first?.integer ?? 0))))
            case "suffix": return .string(String(text.suffix(max(0, first?.integer ?? 0))))
            case "dropFirst": return .string(String(text.dropFirst(max(0, first?.integer ?? 1))))
            case "dropLast": return .string(String(text.dropLast(max(0, first?.integer ?? 1))))
            case "hasPrefix": return .bool(text.hasPrefix(first?.text ?? ""))
            case "hasSuffix": return .bool(text.hasSuffix(first?.text ?? ""))
            case "contains": return .bool(first?.text.map { text.contains($0) } ?? false)
            case "replacingOccurrences":
                let of = arguments.first { $0.label == "of" }?.value.text ?? ""
                let with = arguments.first { $0.label == "with" }?.value.text ?? ""
                return .string(of.isEmpty ? text : text.replacingOccurrences(of: of, with: with))
            case "components":
                let separator = first?.text ?? " "
                return .array(text.components(separatedBy: separator).map { .string($0) })
            case "split":
                let separator = (arguments.first { $0.label == "separator" }?.value ?? first)?.text?.first ?? " "
                return .array(text.split(separator: separator).map { .string(String($0)) })
            case "trimmingCharacters": return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            case "lowercasedFirst": return .string(text.prefix(1).lowercased() + text.dropFirst())
            default: break
            }
        case .array(let items):
            func each(_ transform: (WidgetValue) -> WidgetValue) -> [WidgetValue] { items.map(transform) }
            let closure = arguments.last?.value
            switch name {
            case "prefix": return .array(Array(items.prefix(max(0, first?.integer ?? 0))))
            case "suffix": return .array(Array(items.suffix(max(0, first?.integer ?? 0))))
            case "dropFirst": return .array(Array(items.dropFirst(max(0, first?.integer ?? 1))))
            case "dropLast": return .array(Array(items.dropLast(max(0, first?.integer ?? 1))))
            case "reversed": return .array(items.reversed())
            case "enumerated": return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element]) })
            case "map": return .array(each { evaluator.callClosure(closure ?? .null, [$0]) })
            case "compactMap": return .array(each { evaluator.callClosure(closure ?? .null, [$0]) }.filter { !$0.isNull })
            case "flatMap": return .array(each { evaluator.callClosure(closure ?? .null, [$0]) }.flatMap { evaluator.elements(of: $0) })
            case "filter": return .array(items.filter { evaluator.truthy(evaluator.callClosure(closure ?? .null, [$0])) })
            case "first":
                guard let closure else { return items.first ?? .null }
                return items.first { evaluator.truthy(evaluator.callClosure(closure, [$0])) } ?? .null
            case "last":
                guard let closure else { return items.last ?? .null }
                return items.last { evaluator.truthy(evaluator.callClosure(closure, [$0])) } ?? .null
            case "firstIndex":
                guard let closure else { return .null }
                if arguments.first?.label == "of" { return items.firstIndex { evaluator.equal($0, closure) }.map { .int($0) } ?? .null }
                return items.firstIndex { evaluator.truthy(evaluator.callClosure(closure, [$0])) }.map { .int($0) } ?? .null
            case "contains":
                guard let closure else { return .bool(false) }
                if arguments.first?.label == "where" { return .bool(items.contains { evaluator.truthy(evaluator.callClosure(closure, [$0])) }) }
                return .bool(items.contains { evaluator.equal($0, closure) })
            case "allSatisfy": return .bool(items.allSatisfy { evaluator.truthy(evaluator.callClosure(closure ?? .null, [$0])) })
            case "count": return .int(items.filter { evaluator.truthy(evaluator.callClosure(closure ?? .null, [$0])) }.count)
            case "joined":
                let separator = arguments.first { $0.label == "separator" }?.value.text ?? ""
                return .string(items.map(formatter.describe).joined(separator: separator))
            case "sorted":
                // `sorted(by:)` or `sorted { $0.eta < $1.eta }` (a trailing closure has no label).
                guard let closure, case .closure = closure else {
                    return .array(items.sorted { evaluator.compare($0, $1).map { $0 < 0 } ?? false })
                }
                return .array(items.sorted { evaluator.truthy(evaluator.callClosure(closure, [$0, $1])) })
            case "reduce":
                guard arguments.count == 2 else { return .null }
                return items.reduce(arguments[0].value) { evaluator.callClosure(arguments[1].value, [$0, $1]) }
            case "min", "max":
                // `max(by:)` / `max { $0.change < $1.change }`: the closure is "areInIncreasingOrder".
                if let closure, case .closure = closure {
                    guard var best = items.first else { return .null }
                    for item in items.dropFirst() {
                        let ordered = name == "max" ? [best, item] : [item, best]
                        if evaluator.truthy(evaluator.callClosure(closure, ordered)) { best = item }
                    }
                    return best
                }
                return WidgetBuiltins(evaluator).function(name, [(nil, base)], line: line)
            default: break
            }
        case .int, .double:
            let number = base.number ?? 0
            switch name {
            case "rounded":
                let rule = first?.memberName
                let rounded = rule == "down" ? number.rounded(.down) : rule == "up" ? number.rounded(.up) : rule == "towardZero" ? number.rounded(.towardZero) : number.rounded()
                if case .int = base { return base }
                return .double(rounded)
            case "clamped":
                if case .range(let low, let high, _)? = first, let a = low.number, let b = high.number { return .double(min(max(number, a), b)) }
            case "isMultiple":
                if case .int(let whole) = base, let other = first?.integer, other != 0 { return .bool(whole % other == 0) }
            case "distance":
                return first?.number.map { .double($0 - number) } ?? .null
            default: break
            }
        case .date(let date):
            switch name {
            case "timeIntervalSince":
                guard case .date(let other)? = first else { return .null }
                if other == evaluator.environment.now { evaluator.changes(at: evaluator.environment.now.addingTimeInterval(1)) }
                return .double(date.timeIntervalSince(other))
            case "addingTimeInterval":
                return .date(date.addingTimeInterval(first?.number ?? 0))
            case "distance":
                guard case .date(let other)? = first else { return .null }
                return .double(other.timeIntervalSince(date))
            default: break
            }
        case .range(let low, let high, _):
            if name == "contains", let value = first {
                if case .range(_, _, let closed) = base { return .bool(evaluator.inRange(value, low, high, closed: closed)) }
            }
            if name == "map" || name == "filter" || name == "reversed" {
                return method(.array(evaluator.elements(of: base)), name, arguments, line: line)
            }
        case .dictionary(let table):
            if name == "keys" { return .array(table.keys.sorted().map { .string($0) }) }
        case .color(let color):
            // `.opacity(0.6)` composites the colour over what is below; `.gradient` is the
            // same colour to a terminal.
            if name == "opacity", let amount = first?.number { return .color(.opacity(color, amount)) }
            return base
        default:
            break
        }
        return .null
    }
}
