import Foundation
import IslandCore
import IslandTypes

/// Builds an activity's view for one frame from its type's presentation — every type the same
/// way, built-in or not — then marks its state: stale content is dimmed and says when it was
/// last updated; an ending one and an ended one say so (and when it goes away) in the card's
/// frame, not among the app's rows.
enum ActivityViewBuilder {
    static func make(_ activity: Activity, now: Date, context: RenderContext) -> ActivityView {
        let input = PresentationInput(activity: activity, now: now, context: context)
        let spec = activity.presentation
        let items = ItemRenderer(input: input)
        let title = plain(items.spans(spec.title))
        let status = plain(items.spans(spec.status))
        // The app's own widget draws the presentations: the type's are not worked out for nothing.
        let widget = WidgetPresentation.frame(activity, now: now, context: context)
        let drawn = widget != nil
        var view = ActivityView(
            activityID: activity.id,
            title: title.isEmpty ? items.appName : title,
            status: status.isEmpty ? context.strings.activityState(activity.state) : status,
            minimal: drawn ? [] : items.spans(spec.minimal),
            compactLeading: drawn ? [] : items.spans(spec.compactLeading),
            compactTrailing: drawn ? [] : items.spans(spec.compactTrailing),
            expandedRows: drawn ? [] : expandedRows(spec.expanded, input),
            cardRows: [],
            cardPriorities: [],
            small: nil,
            buttonLabel: nil,
            prompt: nil)
        // The type's buttons; a widget's are its frame's (`WidgetPresentation.apply`).
        let buttons = ActivityControls.buttons(of: activity, now: input.now, noteChange: input.changes(at:))
        view.controlLabels = buttons.map { input.text($0.label) }
        // Clamped to the controls there are: the type's buttons here, the frame's in `apply`.
        view.selectedControl = max(0, activity.controlState.selected)
        if !buttons.isEmpty {
            view.selectedControl = min(view.selectedControl, buttons.count - 1)
            view.buttonLabel = view.controlLabels[view.selectedControl]
            view.prompt = buttons[view.selectedControl].prompt.map(input.text)
        }
        view.keyline = spec.keylineTint.flatMap { $0.color(tint: items.tint) }
        view.appIcon = items.icon(priority: ItemSpec.defaultPriority)
        view.appName = items.appName
        for rowSpec in spec.lockScreen where !drawn {
            guard let row = row(rowSpec, input) else { continue }
            view.cardRows.append(row)
            view.cardPriorities.append(rowSpec.priority)
        }
        if !spec.small.isEmpty {
            var small: [Row] = []
            for rowSpec in spec.small {
                guard let row = row(rowSpec, input) else { continue }
                small.append(row)
                view.smallPriorities.append(rowSpec.priority)
            }
            view.small = small
        }
        if let frame = widget {
            // The app's own view: island adds no line of its own inside it.
            WidgetPresentation.apply(frame, to: &view, context: context)
            WidgetSurfaceVariants.apply(activity, now: now, context: context, to: &view)
            view.isStale = activity.state == .stale
            view.isEnded = activity.state == .ended || activity.state == .dismissed
            if view.isStale { view.status = context.strings.stale(minutesAgo: max(0, Int(now.timeIntervalSince(activity.updatedAt) / 60))) }
            if view.isEnded { markEnded(&view, activity, input) }
            if activity.endRequest != nil, activity.isOnIsland {
                view.status = context.strings.ending
                view.frameNote = Span(input.word("ending"), .accent, [.bold])
            }
            view.nextChange = [view.nextChange, input.nextChange].compactMap { $0 }.min()
            return view
        }
        switch activity.state {
        case .stale: markStale(&view, activity, input)
        case .ended, .dismissed: markEnded(&view, activity, input)
        // Not drawn before its start (no presentation lists a pending activity).
        case .active, .pending: break
        }
        if activity.endRequest != nil, activity.isOnIsland {
            view.frameNote = Span(input.word("ending"), .accent, [.bold])
        }
        view.nextChange = input.nextChange
        return view
    }

    /// Spans as one plain line (for titles and the status line).
    static func plain(_ spans: [Span]) -> String {
        spans.map(\.text).joined()
    }

    /// The top rows pair `leading` with `trailing` (the camera sits between them on a phone);
    /// `center` and `bottom` follow.
    static func expandedRows(_ spec: ExpandedSpec, _ input: PresentationInput) -> [Row] {
        let leading = spec.leading.compactMap { row($0, input) }
        let trailing = spec.trailing.compactMap { row($0, input) }
        var rows: [Row] = []
        for index in 0..<max(leading.count, trailing.count) {
            let lead = index < leading.count ? leading[index] : nil
            let trail = index < trailing.count ? trailing[index] : nil
            switch (lead, trail) {
            case (let lead?, nil): rows.append(lead)
            case (nil, let trail?): rows.append(.line([], trailing: trail.spans))
            case (.line(let spans, let own)?, let trail?): rows.append(.line(spans, trailing: own + trail.spans))
            case (let lead?, _): rows.append(lead)
            case (nil, nil): break
            }
        }
        rows += spec.center.compactMap { row($0, input) }
        rows += spec.bottom.compactMap { row($0, input) }
        return rows
    }

    /// A row, or nil when its condition does not hold or it has nothing to show.
    static func row(_ spec: RowSpec, _ input: PresentationInput) -> Row? {
        let conditions = ConditionEvaluator(input: input)
        guard conditions.holds(spec.when) else { return nil }
        let items = ItemRenderer(input: input)
        let lead = items.spans(spec.items)
        let trailing = items.spans(spec.trailing)
        if let bar = spec.bar {
            guard let fraction = fraction(bar, input) else { return lead.isEmpty && trailing.isEmpty ? nil : .line(lead, trailing: trailing) }
            let fill = conditions.role(bar.role)?.color(tint: items.tint) ?? .progressFill
            var after = bar.showsPercent ? [Span(" \(ProgressBar.percent(fraction))%")] : []
            if var items = bar.after.map(items.spans) {
                // One cell apart from the bar, in the first span's own look.
                if !items.isEmpty { items[0].text = " " + items[0].text }
                after = items
            }
            let priority = bar.priority ?? spec.priority
            return .bar(BarRow(fraction: fraction, fill: fill, before: lead, after: after.map { $0.with(priority: priority) },
                               trailing: trailing, priority: priority))
        }
        guard !lead.isEmpty || !trailing.isEmpty else { return nil }
        return .line(lead, trailing: trailing)
    }

    /// 0…1 from a bar's value: a fraction, a value out of `scale`, out of another field, or
    /// an enum's case by its place among the cases (the last one fills the bar: a stage).
    static func fraction(_ bar: BarSpec, _ input: PresentationInput) -> Double? {
        if let stage = stage(bar.value, input) { return stage }
        guard let value = input.activity.value(at: bar.value)?.number, value.isFinite else { return nil }
        var fraction = value / bar.scale
        if let total = bar.total {
            guard let whole = input.activity.value(at: total)?.number, whole.isFinite, whole != 0 else { return nil }
            fraction = value / whole
        }
        return fraction.isFinite ? min(max(fraction, 0), 1) : nil
    }

    /// An enum value's place among its type's cases, 1/n for the first … 1 for the last.
    static func stage(_ path: FieldPath, _ input: PresentationInput) -> Double? {
        guard case .enumCase(let raw)? = input.activity.value(at: path),
              let type = input.definition.schema.flatMap({ FieldResolver.type(of: path, in: $0) })?.wrapped else { return nil }
        let cases: [String]
        switch type {
        case .enumeration(let names): cases = names
        case .integerEnumeration(let numbers): cases = numbers.map(String.init)
        default: return nil
        }
        guard let index = cases.firstIndex(of: raw) else { return nil }
        return Double(index + 1) / Double(cases.count)
    }

    static func markStale(_ view: inout ActivityView, _ activity: Activity, _ input: PresentationInput) {
        let since = input.now.timeIntervalSince(activity.updatedAt)
        let minutes = SafeNumber.int((since / 60).rounded(.down)).map { max(0, $0) } ?? 0
        input.changes(at: activity.updatedAt.addingTimeInterval(Double(minutes + 1) * 60))
        let banner = Row.text(Span(input.word("staleSince").replacingOccurrences(of: "%@", with: String(minutes)), .stale, [.bold]))
        view.isStale = true
        view.minimal = view.minimal.map { $0.adding(.dim) }
        view.compactLeading = view.compactLeading.map { $0.adding(.dim) }
        view.compactTrailing = view.compactTrailing.map { $0.adding(.dim) }
        view.expandedRows = view.expandedRows.map { $0.dimmed() } + [banner]
        view.cardRows = view.cardRows.map { $0.dimmed() } + [banner]
        view.cardPriorities.append(9)
        if let small = view.small {
            view.small = small.map { $0.dimmed() } + [banner]
            view.smallPriorities.append(9)
        }
    }

    static func markEnded(_ view: inout ActivityView, _ activity: Activity, _ input: PresentationInput) {
        let time = activity.dismissAt.map { input.clock($0) }
        view.isEnded = true
        // Inside the app's card: in the card's language, as its button is.
        let note = time.map { input.word("endedUntil").replacingOccurrences(of: "%@", with: $0) } ?? input.word("ended")
        view.frameNote = Span(note, .secondaryText, [.bold])
    }
}
