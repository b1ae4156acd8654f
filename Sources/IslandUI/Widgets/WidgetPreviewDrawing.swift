import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore

/// A `#Preview(…, as:, using:) { Widget() } contentStates: { … }` block drawn as Xcode's
/// canvas draws it, with no push: the attributes and each state come from the block's own
/// expressions, evaluated like the rest of the widget's code.
package enum WidgetPreviewDrawing {
    /// The preview `name` asks for: a block by its name (`NAME#2` for its second state).
    package static func find(_ name: String, in program: WidgetProgram) -> (preview: WidgetPreview, state: Int)? {
        var title = name
        var state = 0
        if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]), number >= 1 {
            title = String(name[..<hash])
            state = number - 1
        }
        guard let preview = program.previews.first(where: { $0.name == title }) ?? program.previews.first(where: { $0.name.lowercased() == title.lowercased() }) else {
            return nil
        }
        return (preview, state)
    }

    package static func surfaces(_ preview: WidgetPreview, state: Int, program: WidgetProgram, now: Date,
                                 context: RenderContext, isStale: Bool = false) -> WidgetSurfaces? {
        guard let widget = preview.widget.flatMap({ name in program.widgets.first { $0.name == name } }) ?? program.widgets.first else { return nil }
        let language = context.languages.languages.first ?? "en"
        let environment = WidgetEnvironment(now: now, locale: WidgetEnvironment.locale(language: language), timeZone: context.timeZone)
        let evaluator = WidgetEvaluator(program: program, environment: environment, file: preview.file)
        var scope = WidgetScope()
        let attributes = evaluator.evaluate(preview.attributes, &scope)
        let states = preview.states.isEmpty ? [SwiftExpression.nilLiteral] : preview.states
        let value = evaluator.evaluate(states[min(max(0, state), states.count - 1)], &scope)
        let contextValue = WidgetValue.instance(type: "ActivityViewContext", fields: [
            "attributes": attributes, "state": value, "isStale": .bool(isStale), "activityID": .string("preview"),
        ])
        return WidgetRunner.run(evaluator, widget: widget, context: contextValue)
    }

    /// Every presentation of one frame, each in its own grid: minimal, compact, expanded,
    /// Lock Screen (for snapshots and `island preview`).
    package static func grids(_ surfaces: WidgetSurfaces, title: String, context: RenderContext) -> [(name: String, grid: Grid)] {
        let frame = WidgetPresentation.frame(surfaces, activityID: "preview", context: context)
        var view = ActivityView(activityID: "preview", title: title, status: "", minimal: [], compactLeading: [], compactTrailing: [],
                                expandedRows: [], cardRows: [], cardPriorities: [],
                                small: nil, buttonLabel: nil, prompt: nil)
        view.appName = title
        WidgetPresentation.apply(frame, to: &view, context: context)
        var minimal = Canvas.blank(width: MinimalPresentation.width(view, context: context), height: 1)
        MinimalPresentation.draw(view, in: &minimal, x: 0, y: 0, maxWidth: minimal.width, context: context)
        var compact = Canvas.blank(width: CompactPresentation.width(view, context: context), height: 1)
        CompactPresentation.draw(view, in: &compact, x: 0, y: 0, width: compact.width, context: context)
        var expanded = Canvas.blank(width: ExpandedPresentation.naturalWidth, height: ExpandedPresentation.height(view))
        ExpandedPresentation.draw(view, in: &expanded, rect: expanded.bounds, context: context)
        var lock = Canvas.blank(width: LockScreenCard.naturalWidth, height: LockScreenCard.height(view))
        LockScreenCard.draw(view, in: &lock, rect: lock.bounds, selected: false, marked: false, context: context)
        return [("minimal", minimal), ("compact", compact), ("expanded", expanded), ("lock", lock)]
    }

    /// The block's presentation as a grid: the Lock Screen card for `.content`, else the
    /// island in the shape the block names.
    package static func grid(_ preview: WidgetPreview, state: Int, program: WidgetProgram, now: Date, context: RenderContext,
                             width: Int? = nil) -> Grid? {
        guard let surfaces = surfaces(preview, state: state, program: program, now: now, context: context) else { return nil }
        let frame = WidgetPresentation.frame(surfaces, activityID: "preview", context: context)
        var view = ActivityView(activityID: "preview", title: preview.name, status: "", minimal: [], compactLeading: [], compactTrailing: [],
                                expandedRows: [], cardRows: [], cardPriorities: [],
                                small: nil, buttonLabel: nil, prompt: nil)
        view.appName = preview.name
        WidgetPresentation.apply(frame, to: &view, context: context)
        switch preview.presentation {
        case .content:
            var grid = Canvas.blank(width: width ?? LockScreenCard.naturalWidth, height: LockScreenCard.height(view))
            LockScreenCard.draw(view, in: &grid, rect: grid.bounds, selected: false, marked: false, context: context)
            return grid
        case .compact:
            var grid = Canvas.blank(width: width ?? CompactPresentation.width(view, context: context), height: 1)
            CompactPresentation.draw(view, in: &grid, x: 0, y: 0, width: grid.width, context: context)
            return grid
        case .minimal:
            var grid = Canvas.blank(width: width ?? MinimalPresentation.width(view, context: context), height: 1)
            MinimalPresentation.draw(view, in: &grid, x: 0, y: 0, maxWidth: grid.width, context: context)
            return grid
        case .expanded:
            var grid = Canvas.blank(width: width ?? ExpandedPresentation.naturalWidth, height: ExpandedPresentation.height(view))
            ExpandedPresentation.draw(view, in: &grid, rect: grid.bounds, context: context)
            return grid
        }
    }
}
