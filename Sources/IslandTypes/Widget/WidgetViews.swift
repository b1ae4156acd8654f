import IslandText
import IslandSwiftSource
import Foundation

/// SwiftUI's views, the Dynamic Island's regions and Swift's own initializers, called by
/// name: `Text`, `HStack`, `ProgressView`, `Button(intent:)`, `String(format:)`, `Int(…)`.
/// What island cannot draw (`Map`, `Canvas`, an asset image) is a placeholder of its size
/// and a warning with its line.
struct WidgetViews {
    let evaluator: WidgetEvaluator

    init(_ evaluator: WidgetEvaluator) {
        self.evaluator = evaluator
    }

    typealias Arguments = [(label: String?, value: WidgetValue)]

    func argument(_ arguments: Arguments, _ label: String?) -> WidgetValue? {
        arguments.first { $0.label == label }?.value
    }

    /// The views a builder closure argument gives (the last unlabelled closure, or `label`).
    func content(_ arguments: Arguments, _ label: String? = nil) -> [WidgetView] {
        let closure = label.map { argument(arguments, $0) } ?? arguments.last(where: { if case .closure = $0.value { return $0.label == nil || $0.label == "content" }; return false })?.value
        guard let closure else { return [] }
        return views(evaluator.callClosure(closure, []))
    }

    func views(_ value: WidgetValue) -> [WidgetView] {
        switch value {
        case .view(let view): return view.children
        case .array(let items): return items.flatMap(views)
        case .string(let text): return [.text([WidgetTextRun(text)])]
        case .color(let color): return [.shape("Rectangle", color)]
        default: return []
        }
    }

    func text(_ value: WidgetValue) -> String {
        if case .view(.text(let runs)) = value { return runs.map(\.text).joined() }
        return WidgetFormatter(evaluator).describe(value)
    }

    func make(_ name: String, _ arguments: Arguments, line: Int) -> WidgetValue {
        let first = arguments.first?.value
        let formatter = WidgetFormatter(evaluator)
        switch name {
        case "Text":
            return .view(.text([WidgetTextRun(textContent(arguments))]))
        case "Image":
            if let symbol = argument(arguments, "systemName")?.text { return .view(.symbol(symbol)) }
            let what = first.flatMap(\.text).map { "Image(\"\($0)\")" } ?? "an image"
            evaluator.warn(line, first.flatMap(\.text).map { Sentence(.widgetAssetImage, ["what": "Image(\"\($0)\")"]) }
                ?? Sentence(.widgetAssetImage, sentences: ["what": Sentence(.widgetAnImage)]))
            return .view(.placeholder(what, width: 2, height: 1))
        case "Label":
            let title: [WidgetView]
            if let text = first, case .string = text {
                title = [.text([WidgetTextRun(self.text(text))])]
            } else {
                // `Label { Text(…) } icon: { Image(…) }`: the title is the first trailing closure.
                let labelled = content(arguments, "title")
                title = labelled.isEmpty ? content(arguments) : labelled
            }
            var icon: [WidgetView] = content(arguments, "icon")
            if let symbol = argument(arguments, "systemImage")?.text { icon = [.symbol(symbol)] }
            if let image = argument(arguments, "image")?.text {
                evaluator.warn(line, Sentence(.widgetLabelAssetImage, ["image": "\(image)"]))
                icon = [.placeholder(image, width: 2, height: 1)]
            }
            return .view(.stack(WidgetStack(axis: .horizontal, alignment: "center", spacing: 4, children: icon + title, isLabel: true)))
        case "HStack", "LazyHStack", "VStack", "LazyVStack", "ZStack", "GridRow":
            let axis: WidgetStack.Axis = name.contains("H") || name == "GridRow" ? .horizontal : name.contains("V") ? .vertical : .depth
            let alignment = argument(arguments, "alignment")?.memberName ?? "center"
            return .view(.stack(WidgetStack(axis: axis, alignment: alignment, spacing: argument(arguments, "spacing")?.number, children: content(arguments))))
        case "Grid":
            return .view(.stack(WidgetStack(axis: .vertical, alignment: argument(arguments, "alignment")?.memberName ?? "center",
                                            spacing: argument(arguments, "verticalSpacing")?.number, children: content(arguments))))
        case "Spacer":
            return .view(.spacer(argument(arguments, "minLength")?.number))
        case "Divider":
            return .view(.divider)
        case "EmptyView":
            return .view(.empty)
        case "Group", "AnyView", "Section", "ScrollView":
            if let view = first?.view, name == "AnyView" { return .view(view) }
            return .view(.group(content(arguments)))
        case "ViewThatFits":
            return .view(.fitting(content(arguments)))
        case "Link":
            return .view(.modified(.group(content(arguments, "label").isEmpty ? content(arguments) : content(arguments, "label")),
                                   .widgetURL(first.map(formatter.describe) ?? "")))
        case "ForEach":
            guard let data = first else { return .view(.empty) }
            guard let closure = arguments.last(where: { if case .closure = $0.value { return true }; return false })?.value else { return .view(.empty) }
            var made: [WidgetView] = []
            for element in evaluator.elements(of: data) {
                let elementArguments: [WidgetValue]
                if case .tuple(let pair) = element { elementArguments = pair } else { elementArguments = [element] }
                made += views(evaluator.callClosure(closure, elementArguments))
            }
            return .view(.group(made))
        case "ProgressView":
            let progress = progressView(arguments)
            guard let current = content(arguments, "currentValueLabel").first, case .view(let bar) = progress else { return progress }
            // A linear ProgressView draws its current value below the bar, in the secondary style.
            var secondary = WidgetStyle()
            secondary.dim = true
            return .view(.stack(WidgetStack(axis: .vertical, alignment: "leading", spacing: 0, children: [bar, .modified(current, .style(secondary))])))
        case "Gauge":
            let value = argument(arguments, "value")?.number ?? 0
            var low = 0.0
            var high = 1.0
            if case .range(let a, let b, _)? = argument(arguments, "in") {
                low = a.number ?? 0
                high = b.number ?? 1
            }
            func part(_ name: String?) -> WidgetView? {
                let views = content(arguments, name)
                return views.isEmpty ? nil : views.count == 1 ? views[0] : .group(views)
            }
            let gauge = WidgetGauge(fraction: high > low ? min(max((value - low) / (high - low), 0), 1) : 0,
                                    label: part(nil) ?? part("label"), current: part("currentValueLabel"),
                                    minimum: part("minimumValueLabel"), maximum: part("maximumValueLabel"))
            return .view(gauge.view(.linearCapacity))
        case "Button":
            let intent = argument(arguments, "intent")
            var label = content(arguments, "label")
            if label.isEmpty, arguments.last?.label == nil, case .closure? = arguments.last?.value, argument(arguments, "action") != nil || intent != nil {
                label = content(arguments)
            }
            if case .string(let title)? = first {
                label = [.text([WidgetTextRun(title)])]
                if let symbol = argument(arguments, "systemImage")?.text { label = [.stack(WidgetStack(axis: .horizontal, alignment: "center", spacing: 4, children: [.symbol(symbol)] + label, isLabel: true))] }
            }
            return .view(.button(label.count == 1 ? label[0] : .group(label), control: control(.button, intent: intent)))
        case "Toggle":
            let intent = argument(arguments, "intent")
            let isOn = argument(arguments, "isOn")?.bool ?? false
            var label = content(arguments)
            if case .string(let title)? = first { label = [.text([WidgetTextRun(title)])] }
            return .view(.toggle(isOn, label.count == 1 ? label[0] : .group(label), control: control(.toggle, intent: intent, isOn: isOn)))
        case "Measurement":
            return WidgetMeasurement.make(arguments) ?? WidgetBuiltins(evaluator).function(name, arguments, line: line)
        case "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle":
            return .view(.shape(name, nil))
        case "Color":
            if let red = argument(arguments, "red")?.number, let green = argument(arguments, "green")?.number,
               let blue = argument(arguments, "blue")?.number {
                let color = WidgetColor.rgb(red, green, blue)
                if let opacity = argument(arguments, "opacity")?.number, opacity < 1 { return .color(.opacity(color, opacity)) }
                return .color(color)
            }
            if let white = argument(arguments, "white")?.number {
                let color = WidgetColor.rgb(white, white, white)
                if let opacity = argument(arguments, "opacity")?.number, opacity < 1 { return .color(.opacity(color, opacity)) }
                return .color(color)
            }
            if case .string(let asset)? = first {
                evaluator.warn(line, Sentence(.widgetAssetColor, ["asset": "\(asset)"]))
                return .color(.named("primary"))
            }
            if let color = evaluator.color(first) { return .color(color) }
            return .color(.named("primary"))
        case "DynamicIsland":
            let expanded = content(arguments, "expanded").isEmpty ? content(arguments) : content(arguments, "expanded")
            func region(_ label: String) -> WidgetView {
                let made = content(arguments, label)
                return made.count == 1 ? made[0] : made.isEmpty ? .empty : .group(made)
            }
            return .island(WidgetDynamicIsland(expanded: expanded, compactLeading: region("compactLeading"),
                                               compactTrailing: region("compactTrailing"), minimal: region("minimal")))
        case "GeometryReader":
            return .view(geometryReader(arguments))
        case "DynamicIslandExpandedRegion":
            let region = first?.memberName ?? "center"
            let made = content(arguments)
            return .view(.region(region, priority: argument(arguments, "priority")?.number ?? 0,
                                 made.count == 1 ? made[0] : .stack(WidgetStack(axis: .vertical, alignment: "center", spacing: nil, children: made))))
        case "Map", "Canvas", "Chart", "MapAnnotation", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "TimelineView",
             "AsyncImage", "SceneView", "VideoPlayer", "WebView":
            if name.hasSuffix("Gradient") { return .color(.named("gradient")) }
            evaluator.warn(line, Sentence(.widgetNotDrawn, ["name": "\(name)"]))
            return .view(.placeholder(name, width: nil, height: name == "Map" || name == "Chart" ? 3 : 1))
        default:
            return WidgetBuiltins(evaluator).function(name, arguments, line: line)
        }
    }

    /// `ProgressView(value:total:)`, `ProgressView(timerInterval:countsDown:)`, `ProgressView("Title")`.
    func progressView(_ arguments: Arguments) -> WidgetValue {
        let first = arguments.first?.value
        let label = content(arguments).first ?? content(arguments, "label").first
        if let interval = argument(arguments, "timerInterval"), case .range(.date(let start), .date(let end), _) = interval {
            let total = end.timeIntervalSince(start)
            let done = evaluator.environment.now.timeIntervalSince(start)
            let countsDown = argument(arguments, "countsDown")?.bool ?? true
            var fraction = total > 0 ? min(max(done / total, 0), 1) : 1
            if countsDown { fraction = 1 - fraction }
            if total > 0, evaluator.environment.now < end { evaluator.changes(at: evaluator.environment.now.addingTimeInterval(max(1, total / 40))) }
            return .view(.progress(fraction, label: label))
        }
        guard let value = argument(arguments, "value") else {
            if case .string(let title)? = first { return .view(.progress(nil, label: .text([WidgetTextRun(title)]))) }
            return .view(.progress(nil, label: label))
        }
        let total = argument(arguments, "total")?.number ?? 1
        guard let number = value.number, total != 0 else { return .view(.progress(nil, label: label)) }
        var titled = label
        if case .string(let title)? = first { titled = .text([WidgetTextRun(title)]) }
        return .view(.progress(min(max(number / total, 0), 1), label: titled))
    }

    /// `Text(…)`'s string: a literal or value, `Text(date, style:)`, `Text(timerInterval:)`,
    /// `Text(value, format:)`, `Text(verbatim:)`.
    func textContent(_ arguments: Arguments) -> String {
        let formatter = WidgetFormatter(evaluator)
        if let interval = argument(arguments, "timerInterval") {
            return formatter.timer(interval, countsDown: argument(arguments, "countsDown")?.bool ?? true,
                                   pause: argument(arguments, "pauseTime"), showsHours: argument(arguments, "showsHours")?.bool ?? true)
        }
        if let verbatim = argument(arguments, "verbatim") { return text(verbatim) }
        guard let first = arguments.first?.value else { return "" }
        if let style = argument(arguments, "style") { return formatter.dateStyle(first, style.memberName ?? "date") }
        if let format = argument(arguments, "format") { return formatter.format(first, format) }
        return text(first)
    }

    /// The intent's type name: `Button(intent: PauseTimerIntent(id: …))`.
    func intentName(_ value: WidgetValue) -> String? {
        switch value {
        case .instance(let type, _): return type.split(separator: ".").last.map(String.init)
        case .implicit(let members): return members.first?.name
        case .type(let type): return type
        default: return nil
        }
    }
}
