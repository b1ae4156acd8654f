import Foundation
import IslandCore
import IslandTypes

/// One presentation item as spans: its text (or field value, glyph, SF Symbol, the app's icon
/// or name, the button) in its colour and weight, with its prefix and suffix, carrying its
/// priority so a narrow line drops it whole.
struct ItemRenderer {
    let input: PresentationInput

    var conditions: ConditionEvaluator { ConditionEvaluator(input: input) }

    func spans(_ items: [ItemSpec]) -> [Span] {
        items.flatMap(spans)
    }

    func spans(_ item: ItemSpec) -> [Span] {
        guard conditions.holds(item.when) else { return [] }
        var role = conditions.role(item.style.role)
        var attributes: CellStyle.Attributes = []
        if item.style.bold { attributes.insert(.bold) }
        if item.style.dim { attributes.insert(.dim) }
        let text: String
        var decorated = true
        var symbol: String?
        switch item.content {
        case .text(let spec): text = input.text(spec)
        case .field(let path, let format):
            guard let value = input.activity.value(at: path), value != .null else {
                guard let missing = item.missing else { return [] }
                text = input.text(missing)
                break
            }
            let schema = input.definition.schema
            var field = schema.flatMap { FieldResolver.field(of: path, in: $0) }
            let type = schema.flatMap { FieldResolver.type(of: path, in: $0) }
            if let hint = item.display {
                // The item's hint over the schema's (a type inferred from its payload has none).
                var own = field ?? SchemaField(path.description, type ?? .double)
                own.display.hint = hint
                field = own
            }
            let formatted = ValueFormatter(input: input).format(value, format, field: field, type: type)
            text = formatted.text
            decorated = !formatted.replacesItem
            if role == nil { role = formatted.role }
        case .glyph(let glyph): text = Self.glyph(glyph, input.glyphs)
        case .symbol(let name):
            guard let glyph = SFSymbols.glyph(name) else { return [] }
            text = input.context.asciiOnly ? glyph.ascii : glyph.text
            symbol = name
        case .icon: return [icon(priority: item.priority)]
        case .appName: text = appName
        case .button:
            let buttons = ActivityControls.buttons(of: input.activity, now: input.now, noteChange: input.changes(at:))
            guard let button = buttons.first else { return [] }
            guard buttons.count > 1 else {
                var span = Span.button(input.text(button.label), target: .stopButton(activityID: input.activity.id), enabled: !input.isEnded)
                span.priority = item.priority
                return [span]
            }
            // Several: side by side, each pressing its own, the one `b` presses marked.
            let selected = min(max(0, input.activity.controlState.selected), buttons.count - 1)
            var spans: [Span] = []
            for (index, button) in buttons.enumerated() {
                if index > 0 { spans.append(Span(" ", priority: item.priority)) }
                var span = Span.button(input.text(button.label), target: .control(activityID: input.activity.id, index: index), enabled: !input.isEnded)
                if index == selected, !input.isEnded { span.attributes.formUnion([.reverse, .underline]) }
                span.priority = item.priority
                spans.append(span)
            }
            return spans
        }
        let color = role?.color(tint: tint)
        var value = text
        if let words = item.words {
            value = value.split(separator: " ", omittingEmptySubsequences: true).prefix(words).joined(separator: " ")
        }
        if let ascii = item.ascii, input.context.asciiOnly, !Sanitizer.sanitize(value).unicodeScalars.allSatisfy(\.isASCII) {
            value = input.text(ascii)
        }
        if let limit = item.maxWidth, input.context.width(of: value) > limit {
            value = TextWidth.truncate(Sanitizer.sanitize(input.context.display(value)), toWidth: limit, ellipsis: input.glyphs.ellipsis)
        }
        let full = decorated ? (item.prefix.map(input.text) ?? "") + value + (item.suffix.map(input.text) ?? "") : value
        guard !full.isEmpty else { return [] }
        var span = Span(full, color, attributes, priority: item.priority)
        span.symbol = symbol
        return [span]
    }

    /// The app's name in the activity's language.
    var appName: String {
        input.activity.app.name.text(for: input.language, fallback: input.activity.app.developmentLanguage) ?? input.activity.app.bundle
    }

    /// The app's colour: its own tint, else one of a few picked by its bundle identifier, so
    /// two apps' icons differ in colour when their letters do not (worked out once a view).
    var tint: ColorRole { input.appTint }

    static func tint(of app: AppDescription) -> ColorRole {
        if let own = app.tint, let role = own.color(tint: .accent) { return role }
        return palette[stableHash(app.bundle) % palette.count]
    }

    /// Seven entries (positive twice, where the battery colour was): an app keeps the colour
    /// its bundle picked before the roles were named by meaning.
    static let palette: [ColorRole] = [.accent, .positive, .warning, .severe, .logChange, .positive, .logAlert]

    /// FNV-1a: the same colour for the same app on every run (Swift's `hashValue` is seeded).
    static func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(hash % UInt64(Int.max))
    }

    /// The app's icon: its glyph (its ASCII stand-in on an ASCII terminal), its SF Symbol, or
    /// the initial of its name in its colour.
    func icon(priority: Int) -> Span {
        var span = iconGlyph(priority: priority)
        span.symbol = input.activity.app.icon.symbol
        return span
    }

    private func iconGlyph(priority: Int) -> Span {
        let icon = input.activity.app.icon
        if input.context.asciiOnly {
            if let ascii = icon.ascii ?? icon.symbol.flatMap(SFSymbols.glyph)?.ascii {
                return Span(ascii, tint, [.bold], priority: priority)
            }
        } else if let glyph = icon.glyph ?? icon.symbol.flatMap(SFSymbols.glyph)?.text {
            return Span(glyph, priority: priority)
        }
        let initial = appName.first { $0.isLetter || $0.isNumber }.map { String($0).uppercased() } ?? input.glyphs.bullet
        return Span(initial, tint, [.bold], priority: priority)
    }

    static func glyph(_ glyph: PresentationGlyph, _ glyphs: Glyphs) -> String {
        switch glyph {
        case .arrow: return glyphs.arrow
        case .separator: return glyphs.separator
        case .check: return glyphs.check
        case .cross: return glyphs.cross
        case .bullet: return glyphs.bullet
        case .ellipsis: return glyphs.ellipsis
        }
    }
}
