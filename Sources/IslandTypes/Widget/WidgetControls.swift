/// The controls of one frame, numbered in the order a person meets them: the Lock Screen
/// view's from the top, then the expanded island's. A control the expanded view shows again
/// (the same intent with the same parameters, as widgets often repeat their Pause button there)
/// keeps the Lock Screen's number, so both press the same thing; so does a `ViewThatFits`
/// alternative's copy of the first alternative's control.
package enum WidgetControls {
    /// Numbers every control of `surfaces` and lists them (`surfaces.controls`); `title` names
    /// an icon-only control by its intent, as the system does.
    static func number(_ surfaces: inout WidgetSurfaces, title: (String?) -> String?) {
        var numbering = Numbering()
        var none: [Int]?
        if let made = numbering.number(surfaces.lockScreen, &none) { surfaces.lockScreen = made }
        if var island = surfaces.island {
            var pool: [Int]? = Array(numbering.controls.indices)
            var changed = false
            for index in island.expanded.indices {
                if let made = numbering.number(island.expanded[index], &pool) {
                    island.expanded[index] = made
                    changed = true
                }
            }
            if changed { surfaces.island = island }
        }
        surfaces.controls = numbering.controls
        for index in surfaces.controls.indices where surfaces.controls[index].label.isEmpty {
            surfaces.controls[index].label = title(surfaces.controls[index].intent) ?? surfaces.controls[index].intent ?? ""
        }
        // Icon-only controls of one intent (a thumbs-up and a thumbs-down "Rate ride") are told
        // apart by their symbols, as VoiceOver reads a symbol's name.
        let labels = surfaces.controls.map(\.label)
        for index in surfaces.controls.indices where labels.filter({ $0 == labels[index] }).count > 1 {
            if let symbol = numbering.symbols[index] { surfaces.controls[index].label += " (\(symbol))" }
        }
    }

    /// The toggles the user flipped, drawn in their new state until the app's next update
    /// (`toggled`: control number → state).
    package static func flip(_ surfaces: inout WidgetSurfaces, _ toggled: [Int: Bool]) {
        guard !toggled.isEmpty else { return }
        func rewrite(_ view: WidgetView) -> WidgetView? {
            switch view {
            case .toggle(_, let label, var control):
                guard let index = control.index, let isOn = toggled[index] else { return nil }
                control.isOn = isOn
                return .toggle(isOn, label, control: control)
            case .modified(let inner, let modifier): return rewrite(inner).map { .modified($0, modifier) }
            case .region(let name, let priority, let inner): return rewrite(inner).map { .region(name, priority: priority, $0) }
            case .stack(var stack):
                var changed = false
                for index in stack.children.indices {
                    if let made = rewrite(stack.children[index]) { stack.children[index] = made; changed = true }
                }
                return changed ? .stack(stack) : nil
            case .group(var views), .fitting(var views):
                var changed = false
                for index in views.indices {
                    if let made = rewrite(views[index]) { views[index] = made; changed = true }
                }
                guard changed else { return nil }
                if case .fitting = view { return .fitting(views) }
                return .group(views)
            default: return nil
            }
        }
        if let made = rewrite(surfaces.lockScreen) { surfaces.lockScreen = made }
        if var island = surfaces.island {
            for index in island.expanded.indices { if let made = rewrite(island.expanded[index]) { island.expanded[index] = made } }
            surfaces.island = island
        }
        for index in surfaces.controls.indices {
            if let isOn = toggled[index], surfaces.controls[index].kind == .toggle { surfaces.controls[index].isOn = isOn }
        }
    }

    struct Numbering {
        var controls: [WidgetControl] = []
        /// The symbol of each icon-only control's label, by number.
        var symbols: [Int: String] = [:]

        /// The view with its controls numbered; nil: it holds none (and is kept as it is, so a
        /// frame without controls builds nothing new). `pool`: numbers a control may reuse.
        mutating func number(_ view: WidgetView, _ pool: inout [Int]?) -> WidgetView? {
            switch view {
            case .button(let label, let control):
                return .button(label, control: assign(control, label, &pool))
            case .toggle(let isOn, let label, let control):
                return .toggle(isOn, label, control: assign(control, label, &pool))
            case .modified(let inner, let modifier):
                // A hidden control is not drawn: nothing to press.
                if case .hidden = modifier { return nil }
                return number(inner, &pool).map { .modified($0, modifier) }
            case .region(let name, let priority, let inner):
                return number(inner, &pool).map { .region(name, priority: priority, $0) }
            case .stack(var stack):
                var changed = false
                for index in stack.children.indices {
                    if let made = number(stack.children[index], &pool) { stack.children[index] = made; changed = true }
                }
                return changed ? .stack(stack) : nil
            case .group(var views):
                var changed = false
                for index in views.indices {
                    if let made = number(views[index], &pool) { views[index] = made; changed = true }
                }
                return changed ? .group(views) : nil
            case .fitting(var views):
                guard !views.isEmpty else { return nil }
                let before = controls.count
                let outer = pool
                var changed = false
                if let made = number(views[0], &pool) { views[0] = made; changed = true }
                let first = Array(before..<controls.count)
                for index in views.indices.dropFirst() {
                    var alternatives: [Int]? = first + (outer ?? [])
                    if let made = number(views[index], &alternatives) { views[index] = made; changed = true }
                }
                return changed ? .fitting(views) : nil
            default:
                return nil
            }
        }

        mutating func assign(_ control: WidgetControl, _ label: WidgetView, _ pool: inout [Int]?) -> WidgetControl {
            var control = control
            control.label = WidgetRunner.plainText(label)
            if let at = pool?.firstIndex(where: { controls[$0].kind == control.kind && controls[$0].intent == control.intent
                                                   && controls[$0].parameters == control.parameters }) {
                control.index = pool?.remove(at: at)
                return control
            }
            control.index = controls.count
            if control.label.isEmpty { symbols[controls.count] = Self.symbol(in: label) }
            controls.append(control)
            return control
        }

        static func symbol(in view: WidgetView) -> String? {
            switch view {
            case .symbol(let name): return name
            case .modified(let inner, _): return symbol(in: inner)
            case .stack(let stack): return stack.children.lazy.compactMap(symbol(in:)).first
            case .group(let views): return views.lazy.compactMap(symbol(in:)).first
            default: return nil
            }
        }
    }
}
