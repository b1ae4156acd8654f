import IslandText
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
        let line = Line(scene, room: room)
        let spans = scene.context.footerMemo.value(for: line) {
            var spans: [Span] = []
            for (index, hint) in fitting(hints(line), width: room, context: scene.context).enumerated() {
                if index > 0 { spans.append(Span("  ")) }
                spans += hint
            }
            return spans
        }
        SpanWriter.write(spans, in: &grid, x: x, y: y, width: room, on: .screen, context: scene.context)
    }

    /// What the hints are made of: which keys apply now and how each reads, the room they
    /// have, the language and glyphs. Frames with the same line show the same hints.
    struct Line: Equatable {
        /// A binding of `KeyBindings.active(replaying:)`, and whether its toggle is on.
        struct Hint: Equatable {
            let index: Int
            let toggled: Bool
        }

        /// The one hint while a prompt or the help has the keys.
        let only: String?
        let hints: [Hint]
        /// The selected activity's own button label.
        let buttonLabel: String?
        let room: Int
        let replaying: Bool
        let language: Language
        let asciiOnly: Bool

        init(_ scene: Scene, room: Int) {
            let model = scene.model
            let s = scene.strings
            self.room = room
            language = scene.context.language
            asciiOnly = scene.context.asciiOnly
            replaying = model.replay != nil
            if model.pending != nil || model.showHelp {
                only = model.pending != nil ? s.authHint : s.helpClose
                hints = []
                buttonLabel = nil
                return
            }
            only = nil
            let scope = model.keyScope
            let scopes: [KeyScope] = scope == .eventsPane ? [.eventsPane, .dashboard] : [scope]
            let all = KeyBindings.active(replaying: replaying)
            let indices = all.indices.filter { scopes.contains(all[$0].scope) && all[$0].footerCap != nil }
            let ordered = scope == .eventsPane ? indices.filter { all[$0].scope == .eventsPane } + indices.filter { all[$0].scope != .eventsPane } : indices
            let hints = ordered.compactMap { index in
                applies(all[index], scene) ? Hint(index: index, toggled: toggled(all[index], scene)) : nil
            }
            self.hints = hints
            // Asked for only when the button's hint shows: asking counts the view as shown.
            buttonLabel = hints.contains { all[$0.index].command == .stop } ? scene.selected.flatMap { scene.view($0).buttonLabel } : nil
        }
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

    /// The line's hints in the key table's order, each with its priority.
    static func hints(_ line: Line) -> [(spans: [Span], priority: Int)] {
        if let only = line.only { return [([Span(only, .keyHint, [.bold])], 10)] }
        return line.hints.map { hint in
            let binding = KeyBindings.active(replaying: line.replaying)[hint.index]
            return (self.hint(binding.footerCap ?? "", label(binding, toggled: hint.toggled, line: line)), binding.footerPriority)
        }
    }

    /// The footer word: the selected activity's own button label for the button; the other
    /// side of a toggle when it is on.
    static func label(_ binding: KeyBinding, toggled: Bool, line: Line) -> String {
        if binding.command == .stop, let label = line.buttonLabel { return label }
        let text = toggled ? binding.alternate ?? binding.footer : binding.footer
        return line.language.table.text(text)
    }

    /// Whether the binding's toggle is on (its footer word is then the other side).
    static func toggled(_ binding: KeyBinding, _ scene: Scene) -> Bool {
        let model = scene.model
        switch binding.command {
        case .lock: return model.locked
        case .pause: return model.paused
        case .phone: return model.viewMode == .phone
        case .standby: return model.viewMode == .standby
        case .expand: return model.expandedHeld
        case .alwaysOn: return model.alwaysOn
        default: return false
        }
    }

    /// How many controls the activity's card draws: a type's buttons, or its widget's this frame.
    static func controlCount(_ activity: Activity, _ scene: Scene) -> Int {
        activity.definition.widget == nil ? ActivityControls.buttons(of: activity, now: scene.now).count : scene.view(activity).controlLabels.count
    }

    static func applies(_ binding: KeyBinding, _ scene: Scene) -> Bool {
        let model = scene.model
        switch binding.command {
        case .select, .selectPrevious: return scene.cards.count > 1
        case .expand, .collapse: return !scene.islandActivities.isEmpty
        case .stop: return scene.selectedCardShown && (scene.selected.map { $0.isOnIsland && controlCount($0, scene) > 0 } ?? false)
        case .nextControl, .previousControl, .chooseControl:
            return scene.selectedCardShown && (scene.selected.map { $0.isOnIsland && controlCount($0, scene) > 1 } ?? false)
        case .endAll: return !scene.islandActivities.isEmpty
        case .dismiss: return scene.selected != nil
        case .lock, .phone, .standby, .device, .help, .quit: return true
        // Offered where it applies: the phone view (the locked iPhone), or while it is on.
        case .alwaysOn: return model.viewMode == .phone || model.alwaysOn
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
        case .settings, .toggleActivities, .closeSettings: return true
        case .apnsFault: return model.pushTokens != nil
        case .toggleFrequentUpdates:
            // Only an app that declares More Frequent Updates has the switch.
            let rows = SettingsScreen.rows(model.system)
            let cursor = model.settings?.cursor ?? 0
            return rows.indices.contains(cursor) && rows[cursor].frequentUpdates != nil
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
