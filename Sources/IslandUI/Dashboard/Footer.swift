import IslandCore

/// The footer: the keys that do something right now, from the one key table, and the
/// reducer's short note. Hints that do not fit are left out whole, lowest priority first; the
/// selected activity's button and `q` stay longest. While the events pane or an opened entry
/// has the keys, their own keys lead; while `/` is typing, the footer is the query line.
enum Footer {
    static func draw(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        if scene.model.eventsPane.isEditingQuery, scene.model.pending == nil, !scene.model.showHelp {
            drawQuery(scene, in: &grid, x: x, y: y, width: width)
            return
        }
        var room = width
        if let note = scene.model.note {
            let text = " \(scene.context.strings.note(note.message)) "
            let w = min(width, scene.context.width(of: text))
            SpanWriter.write(text, style: CellStyle(.overlayText, on: .overlayBackground, [.bold]), in: &grid,
                             x: x + width - w, y: y, width: w, context: scene.context)
            room = width - w - 1
        }
        let hints = fitting(hints(scene), width: room, context: scene.context)
        var spans: [Span] = []
        for (index, hint) in hints.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans += hint
        }
        SpanWriter.write(spans, in: &grid, x: x, y: y, width: room, on: .screen, context: scene.context)
    }

    /// `/wasser▏  Enter übernehmen · Esc verwerfen`: the query as it is typed; a long one shows
    /// its end.
    static func drawQuery(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        let context = scene.context
        let hint = "  \(scene.strings.queryHint)"
        let hintWidth = context.width(of: hint)
        let room = max(1, width - min(hintWidth, width / 2))
        var query = Sanitizer.sanitize(context.display(scene.model.eventsPane.query))
        while TextWidth.width(of: query) + 2 > room, !query.isEmpty { query.removeFirst() }
        let end = SpanWriter.write([Span("/", .keyHint, [.bold]), Span(query, nil, [.bold]), Span("▏", .keyHint)],
                                   in: &grid, x: x, y: y, width: room, on: .screen, context: context)
        SpanWriter.write(hint, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid, x: end, y: y,
                         width: x + width - end, context: context)
    }

    static func hint(_ key: String, _ label: String) -> [Span] {
        [Span(key, .keyHint, [.bold]), Span(" \(label)", .secondaryText)]
    }

    /// The hints that apply to the model now, in the key table's order, each with its priority:
    /// an opened entry's own, else (the focused pane's and) the dashboard's.
    static func hints(_ scene: Scene) -> [(spans: [Span], priority: Int)] {
        let s = scene.strings
        let model = scene.model
        if model.pending != nil { return [([Span(s.authHint, .keyHint, [.bold])], 10)] }
        if model.showHelp { return [([Span(s.helpClose, .keyHint, [.bold])], 10)] }
        let scope = model.keyScope
        let scopes: [KeyScope] = scope == .eventsPane ? [.eventsPane, .dashboard] : [scope]
        let bindings = KeyBindings.active(replaying: model.replay != nil).filter { scopes.contains($0.scope) }
        let ordered = scope == .eventsPane ? bindings.filter { $0.scope == .eventsPane } + bindings.filter { $0.scope != .eventsPane } : bindings
        return ordered.compactMap { binding in
            guard let cap = binding.footerCap, applies(binding, scene) else { return nil }
            return (hint(cap, label(binding, scene)), binding.footerPriority)
        }
    }

    /// The footer word: the selected activity's own button label for the button; the other
    /// side of a toggle when it is on.
    static func label(_ binding: KeyBinding, _ scene: Scene) -> String {
        let language = scene.context.language.rawValue
        let model = scene.model
        if binding.command == .stop, let selected = scene.selected, let label = scene.view(selected).buttonLabel {
            return label
        }
        let toggled: Bool
        switch binding.command {
        case .lock: toggled = model.locked
        case .pause: toggled = model.paused
        case .phone: toggled = model.viewMode == .phone
        case .standby: toggled = model.viewMode == .standby
        case .expand: toggled = model.expandedHeld
        default: toggled = false
        }
        let text = toggled ? binding.alternate ?? binding.footer : binding.footer
        return text.text(for: language, fallback: "en") ?? ""
    }

    static func applies(_ binding: KeyBinding, _ scene: Scene) -> Bool {
        let model = scene.model
        switch binding.command {
        case .select, .selectPrevious: return scene.cards.count > 1
        case .expand, .collapse: return !scene.islandActivities.isEmpty
        case .stop: return scene.selected?.isOnIsland == true
        case .endAll: return !scene.islandActivities.isEmpty
        case .dismiss: return scene.selected != nil
        case .lock, .phone, .standby, .help, .quit: return true
        case .theme: return scene.context.themeNames.count > 1
        case .pause, .faster, .slower: return !model.simulations.isEmpty || model.replay != nil
        case .restart: return model.simulationsFinished
        case .nextEntry, .previousEntry, .minuteAhead, .minuteBack: return model.replay != nil
        case .pageUp, .search, .filter:
            // Scrolling back needs something to scroll to; a filter stays changeable while set.
            return model.log.entries.count > 1 || model.eventsPane.isFiltered || binding.scope == .openedEntry
        case .open: return AppReducer.cursorNumber(model) != nil
        case .lineUp, .lineDown, .pageDown, .first, .last, .wheelUp, .wheelDown, .leave, .previousOpened, .nextOpened, .closeEntry:
            return true
        }
    }

    /// Drops the lowest-priority hints (the later one first among equals) until the rest fit.
    static func fitting(_ hints: [(spans: [Span], priority: Int)], width: Int, context: RenderContext) -> [[Span]] {
        var kept = hints.map { (spans: $0.spans, priority: $0.priority, width: SpanWriter.width($0.spans, context: context)) }
        var total = kept.reduce(0) { $0 + $1.width } + max(0, kept.count - 1) * 2
        while total > width, kept.count > 1 {
            let lowest = kept.map(\.priority).min() ?? 0
            if let index = kept.lastIndex(where: { $0.priority == lowest }) {
                total -= kept.remove(at: index).width + 2
            }
        }
        return kept.map(\.spans)
    }
}
