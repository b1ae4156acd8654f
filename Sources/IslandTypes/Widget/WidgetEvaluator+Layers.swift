import IslandText

/// `.overlay(alignment:) { badge }` and `.background(alignment:) { content }`: a depth stack
/// that takes the frame of the view it modifies, with the content aligned in that frame and
/// clipped to it (`WidgetStack.layer`), over the view or under it, as SwiftUI places them.
extension WidgetEvaluator {
    func layered(_ view: WidgetView, _ layer: WidgetStack.Layer, _ arguments: [(label: String?, value: WidgetValue)], line: Int) -> WidgetView {
        let alignment = arguments.first { $0.label == "alignment" }?.value.memberName ?? "center"
        let content = arguments.filter { $0.label == nil || $0.label == "content" }.flatMap { argument -> [WidgetView] in
            if case .closure = argument.value { return WidgetViews(self).views(callClosure(argument.value, [])) }
            if case .color(let color) = argument.value { return [.shape("Rectangle", color)] }
            return argument.value.view.map { $0.children } ?? []
        }
        guard !content.isEmpty else { return view }
        // A filled shape behind a view is the view's background colour (a badge's capsule).
        if layer == .background, content.count == 1, let shape = Self.shape(content[0]) {
            guard let color = shape.color, color != .named("clear") else { return view }
            return .modified(view, .background(color))
        }
        // A shape over a view (a border, a tint laid over it) would hide every cell it covers:
        // island does not draw it, and says so. A circle is a dot badge, drawn.
        let drawn = content.filter { view in
            guard layer == .overlay, let shape = Self.shape(view) else { return true }
            return shape.kind == "Circle" || shape.kind == "Ellipse"
        }
        if drawn.count < content.count { warn(line, Sentence(.widgetOverlayNotDrawn)) }
        guard !drawn.isEmpty else { return view }
        return .stack(WidgetStack(axis: .depth, alignment: alignment, spacing: nil, children: [view] + drawn, layer: layer))
    }

    /// A shape (`Capsule().fill(.blue)`, `Color.red`, a stroked rectangle) and its colour.
    static func shape(_ view: WidgetView) -> (kind: String, color: WidgetColor?)? {
        switch view {
        case .shape(let kind, let color): return (kind, color)
        case .modified(let inner, let modifier):
            guard var found = shape(inner) else { return nil }
            if case .style(let style) = modifier, let color = style.color ?? style.tint { found.color = found.color ?? color }
            return found
        default: return nil
        }
    }
}
