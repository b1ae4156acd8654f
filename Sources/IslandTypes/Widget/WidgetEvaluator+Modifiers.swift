import IslandSwiftSource
import IslandText
/// SwiftUI's modifiers on a view, as far as a terminal can show them: weight and colour,
/// case, line limits, padding, frames, priorities, the Lock Screen's background tint and
/// the widget's URL. Modifiers that change nothing a terminal can show (animations,
/// transitions, shadows, accessibility) are accepted and change nothing.
extension WidgetEvaluator {
    func modify(_ view: WidgetView, _ name: String, _ arguments: [(label: String?, value: WidgetValue)], line: Int) -> WidgetView {
        let first = arguments.first?.value
        func labelled(_ label: String) -> WidgetValue? { arguments.first { $0.label == label }?.value }
        var style = WidgetStyle()
        switch name {
        case "font":
            guard let font = first else { return view }
            style.bold = Self.fontIsBold(font)
            if style.bold == false { style.bold = nil }
        case "bold":
            style.bold = first?.bool ?? true
        case "fontWeight":
            guard let weight = first?.memberName else { return view }
            style.bold = ["semibold", "bold", "heavy", "black"].contains(weight)
        case "tint", "accentColor":
            guard let color = color(first) else { return view }
            style.tint = color
        case "foregroundStyle", "foregroundColor", "fill":
            guard let color = color(first) else { return view }
            if case .named(let named) = color, ["secondary", "tertiary", "quaternary", "gray", "grey"].contains(named) {
                style.dim = true
            }
            style.color = color
        case "opacity":
            guard let amount = first?.number else { return view }
            if amount <= 0 { return .modified(view, .hidden) }
            if amount < 0.75 { style.dim = true }
        case "textCase":
            switch first?.memberName {
            case "uppercase": style.uppercase = true
            case "lowercase": style.lowercase = true
            default: style.uppercase = false
            }
        case "underline": style.underline = first?.bool ?? true
        case "strikethrough": style.strikethrough = first?.bool ?? true
        case "lineLimit":
            return .modified(view, .lineLimit(first?.integer))
        case "multilineTextAlignment":
            return .modified(view, .textAlignment(first?.memberName ?? "leading"))
        case "padding":
            return .modified(view, padding(arguments))
        case "frame":
            var frame = WidgetFrame()
            frame.width = labelled("width")?.number
            frame.height = labelled("height")?.number
            frame.minWidth = labelled("minWidth")?.number
            frame.maxWidth = labelled("maxWidth")?.number
            frame.maxHeight = labelled("maxHeight")?.number
            frame.alignment = labelled("alignment")?.memberName ?? "center"
            return .modified(view, .frame(frame))
        case "layoutPriority":
            return .modified(view, .layoutPriority(first?.number ?? 0))
        case "background", "containerBackground":
            if let color = color(first), case .named(let named) = color, named != "gradient" { return .modified(view, .background(color)) }
            if let color = color(first), case .rgb = color { return .modified(view, .background(color)) }
            return layered(view, .background, arguments, line: line)
        case "activityBackgroundTint":
            guard let color = color(first) else { return view }
            return .modified(view, .activityBackground(color))
        case "activitySystemActionForegroundColor":
            guard let color = color(first) else { return view }
            return .modified(view, .systemActionForeground(color))
        case "widgetURL":
            guard let url = first, !url.isNull else { return view }
            return .modified(view, .widgetURL(WidgetFormatter(self).describe(url)))
        case "hidden":
            return .modified(view, .hidden)
        case "labelStyle":
            guard case .stack(let stack) = view, stack.isLabel, stack.children.count == 2 else { return view }
            switch first?.memberName {
            case "iconOnly": return stack.children[0]
            case "titleOnly": return stack.children[1]
            default: return view
            }
        case "redacted":
            return view
        case "gaugeStyle":
            guard let style = first?.memberName else { return view }
            return WidgetGauge.restyle(view, WidgetGauge.Style(name: style))
        case "progressViewStyle":
            // A circular progress view is a small dial, not a bar across the width.
            guard let style = first?.memberName, style.lowercased().contains("circular") else { return view }
            var frame = WidgetFrame()
            frame.width = WidgetGauge.circularWidth
            return .modified(view, .frame(frame))
        case "trim":
            // A ring drawn in part (`Circle().trim(from: 0, to: 0.7)`): a cell cannot show the part.
            if case .shape(let shape, _) = view {
                warn(line, Sentence(.widgetTrimmedShape, ["name": "\(shape)"]))
            }
            return view
        case "overlay":
            return layered(view, .overlay, arguments, line: line)
        default:
            // contentTransition, animation, shadow, monospacedDigit, italic, … change nothing here.
            return view
        }
        if case .text(let runs) = view {
            return .text(runs.map { WidgetTextRun($0.text, style: style.merged($0.style)) })
        }
        return .modified(view, .style(style))
    }

    /// `.font(.headline)`, `.font(.title.bold())`, `.font(.system(size: 17, weight: .semibold))`.
    static func fontIsBold(_ font: WidgetValue) -> Bool {
        guard case .implicit(let members) = font else { return false }
        for member in members {
            if ["headline", "bold"].contains(member.name) { return true }
            if member.name == "weight" || member.name == "system" {
                let weight = member.argument("weight")?.memberName ?? (member.name == "weight" ? member.arguments?.first?.value.memberName : nil)
                if let weight, ["semibold", "bold", "heavy", "black"].contains(weight) { return true }
            }
        }
        return false
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 12)`, `.padding([.top, .bottom], 4)`,
    /// `.padding(EdgeInsets(top:…))`.
    func padding(_ arguments: [(label: String?, value: WidgetValue)]) -> WidgetModifier {
        let standard = 16.0
        guard let first = arguments.first?.value else { return .padding(top: standard, leading: standard, bottom: standard, trailing: standard) }
        if let amount = first.number, arguments.count == 1 { return .padding(top: amount, leading: amount, bottom: amount, trailing: amount) }
        if case .instance(_, let fields) = first {
            return .padding(top: fields["top"]?.number ?? 0, leading: fields["leading"]?.number ?? 0,
                            bottom: fields["bottom"]?.number ?? 0, trailing: fields["trailing"]?.number ?? 0)
        }
        let amount = arguments.count > 1 ? arguments[1].value.number ?? standard : standard
        var edges: [String] = []
        if case .array(let items) = first { edges = items.compactMap(\.memberName) } else if let edge = first.memberName { edges = [edge] }
        var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
        for edge in edges {
            switch edge {
            case "horizontal": leading = amount; trailing = amount
            case "vertical": top = amount; bottom = amount
            case "top": top = amount
            case "bottom": bottom = amount
            case "leading": leading = amount
            case "trailing": trailing = amount
            case "all": top = amount; leading = amount; bottom = amount; trailing = amount
            default: break
            }
        }
        return .padding(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
