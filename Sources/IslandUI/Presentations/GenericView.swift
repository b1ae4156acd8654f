import Foundation
import IslandCore

/// Any other activity type, drawn from its JSON alone: the first string as the title, numbers
/// with units guessed from their keys, 0…1 values as bars, dates as countdowns, ✓ / ✗.
enum GenericView {
    static let maxStateRows = 5
    static let maxAttributeRows = 2

    static func make(_ content: GenericContent, _ input: ViewInput) -> ActivityView {
        let fields = GenericFields(content)
        let first = fields.title.first
        let initial = first.map { String($0).uppercased() } ?? input.glyphs.bullet
        // A title that starts with an emoji carries its own icon; a word gets its initial.
        let leading = first?.isLetter == true ? [Span(initial, .accent, [.bold]), Span(" "), Span(fields.title, nil, [.bold])]
            : [Span(fields.title, nil, [.bold])]
        let key = fields.keyField.map { compactSpans($0.value, input) }
            ?? fields.state.first { !$0.value.isBar }.map { valueSpans($0.value, input) } ?? []
        return ActivityView(
            activityID: input.activity.id,
            title: fields.title,
            minimal: [Span(initial, .accent, [.bold])],
            compactLeading: leading,
            compactTrailing: key,
            expandedRows: expandedRows(fields, key, input),
            cardRows: cardRows(fields, key, content.typeName, input),
            keyFigure: keyFigure(fields, input))
    }

    static func expandedRows(_ fields: GenericFields, _ key: [Span], _ input: ViewInput) -> [Row] {
        var rows: [Row] = [.line([Span(fields.title, nil, [.bold])], trailing: key)]
        rows += fields.state.filter { !$0.value.isBar }.prefix(3).map { fieldRow($0, input) }
        if let bar = fields.barField { rows.append(barRow(bar)) }
        return rows
    }

    static func cardRows(_ fields: GenericFields, _ key: [Span], _ typeName: String, _ input: ViewInput) -> [Row] {
        var rows: [Row] = [.line([Span(fields.title, nil, [.bold])], trailing: key)]
        rows += fields.state.filter { !$0.value.isBar }.prefix(maxStateRows).map { fieldRow($0, input) }
        rows += fields.attributes.filter { !$0.value.isBar }.prefix(maxAttributeRows).map { fieldRow($0, input, secondary: true) }
        if let bar = fields.barField { rows.append(barRow(bar)) }
        rows.append(.line([Span(typeName, .secondaryText)], trailing: [input.button(input.strings.endButton)]))
        return rows
    }

    static func fieldRow(_ field: GenericField, _ input: ViewInput, secondary: Bool = false) -> Row {
        var value = valueSpans(field.value, input)
        if secondary { value = value.map { Span($0.text, $0.role ?? .secondaryText, $0.attributes) } }
        return .line([Span("\(field.label): ", .secondaryText)] + value, trailing: [])
    }

    static func barRow(_ field: GenericField) -> Row {
        .progress(field.value.barFraction ?? 0, before: [Span("\(field.label) ", .secondaryText)])
    }

    /// A value in full: "12 Min.", "20:00", "in 5 Min. · 14:32", "✓".
    static func valueSpans(_ value: GenericValue, _ input: ViewInput) -> [Span] {
        let s = input.strings
        switch value {
        case .text(let text): return [Span(text)]
        case .number(let literal, let unit): return [Span(unit.map { "\(literal) \($0)" } ?? literal, nil, [.bold])]
        case .minutes(let minutes): return [Span(s.minutes(minutes), nil, [.bold])]
        case .duration(let seconds): return [Span(ClockText.duration(seconds), nil, [.bold])]
        case .date(let date):
            let time = input.clock(date)
            guard date > input.now else { return [Span(time, nil, [.bold])] }
            return [Span(s.inMinutes(Countdown.minutes(to: date, from: input.now)), .accent, [.bold]),
                    Span(input.separator + time)]
        case .fraction, .percent: return [Span("\(ProgressBar.percent(value.barFraction ?? 0))%", nil, [.bold])]
        case .flag(let on): return [on ? Span(input.glyphs.check, .onTime, [.bold]) : Span(input.glyphs.cross, .late, [.bold])]
        }
    }

    /// A value short enough for the compact island's trailing side.
    static func compactSpans(_ value: GenericValue, _ input: ViewInput) -> [Span] {
        switch value {
        case .date(let date):
            return [Span(input.strings.minutes(Countdown.minutes(to: date, from: input.now)), nil, [.bold])]
        default:
            return valueSpans(value, input).prefix(1).map { $0 }
        }
    }

    static func keyFigure(_ fields: GenericFields, _ input: ViewInput) -> KeyFigure {
        guard let field = fields.keyField else {
            return KeyFigure(value: "", unit: "", caption: [Span(fields.title, nil, [.bold])], role: .accent)
        }
        let caption = [Span(field.label, .secondaryText)]
        let s = input.strings
        switch field.value {
        case .date(let date):
            return KeyFigure(value: "\(Countdown.minutes(to: date, from: input.now))", unit: s.minutesUnit, caption: caption, role: .accent)
        case .minutes(let minutes):
            return KeyFigure(value: "\(max(0, minutes))", unit: s.minutesUnit, caption: caption, role: .accent)
        case .duration(let seconds):
            return KeyFigure(value: ClockText.duration(seconds), unit: "", caption: caption, role: .accent)
        case .fraction, .percent:
            return KeyFigure(value: "\(ProgressBar.percent(field.value.barFraction ?? 0))%", unit: "", caption: caption, role: .progressFill)
        case .number(let literal, let unit):
            return KeyFigure(value: literal, unit: unit ?? "", caption: caption, role: .accent)
        case .text, .flag:
            return KeyFigure(value: "", unit: "", caption: caption, role: .accent)
        }
    }
}
