import IslandSwiftSource

/// `.modifier(StatusPill(color: .green))`: the files' own `ViewModifier` struct's
/// `body(content:)` run with the view as its `content`, as SwiftUI applies it.
extension WidgetEvaluator {
    func applyViewModifier(_ view: WidgetView, _ modifier: WidgetValue?) -> WidgetValue? {
        guard case .instance(let type, _)? = modifier, let functions = program.type(type)?.methods["body"],
              let body = functions.first(where: { $0.parameters.count == 1 }) else { return nil }
        let label = body.parameters[0].label
        return invoke(body, self: modifier, arguments: [(label: label, value: .view(view))])
    }
}
