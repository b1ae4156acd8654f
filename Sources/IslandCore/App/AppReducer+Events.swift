import Foundation
import IslandInput

/// The events pane as a log: its cursor, filters and the opened entry. The pane gets the keys
/// when the user scrolls back, searches or filters, and gives them back on Esc, so `b` and
/// Enter stay the card's button otherwise.
extension AppReducer {
    /// How many entries PgUp / PgDn move the cursor: less than the pane shows at 100×30, so a
    /// page never skips an entry there.
    package static let eventsPage = 5
    /// How many entries a wheel notch moves the cursor.
    package static let eventsWheelStep = 2
    /// How many lines PgUp / PgDn and a wheel notch scroll an opened entry.
    package static let detailPage = 10
    package static let detailWheelStep = 3
    /// Scrolling an opened entry stops here at the latest (the screen stops at its end).
    static let detailLimit = 100_000

    static func steerEvents(_ command: KeyCommand, in model: inout AppModel) {
        // The pane is on the dashboard: elsewhere (phone, StandBy) there is nothing to steer.
        guard model.viewMode == .dashboard else { return }
        if model.eventsPane.opened != nil {
            steerOpenedEntry(command, in: &model)
            return
        }
        switch command {
        case .lineUp: moveCursor(by: -1, in: &model)
        case .lineDown: moveCursor(by: 1, in: &model)
        case .pageUp: moveCursor(by: -eventsPage, in: &model)
        case .pageDown: moveCursor(by: eventsPage, in: &model)
        case .wheelUp: moveCursor(by: -eventsWheelStep, in: &model)
        case .wheelDown: moveCursor(by: eventsWheelStep, in: &model)
        case .first:
            model.eventsPane.focused = true
            model.eventsPane.cursor = shownNumbers(model).first
        case .last:
            // The newest again: the pane follows the log.
            model.eventsPane.cursor = nil
        case .search:
            model.eventsPane.focused = true
            model.eventsPane.queryBefore = model.eventsPane.query
        case .filter:
            model.eventsPane.focused = true
            model.eventsPane.filter = nextFilter(after: model.eventsPane.filter, in: model)
            keepCursorShown(in: &model)
        case .open:
            guard let number = cursorNumber(model) else { return }
            model.eventsPane.opened = number
            model.eventsPane.detailScroll = .top(0)
        case .leave:
            model.eventsPane.focused = false
            model.eventsPane.cursor = nil
        case .previousOpened, .nextOpened, .closeEntry:
            break
        default:
            break
        }
    }

    /// ↑/↓ and the pages scroll the opened entry; ←/→ open the previous / next shown entry.
    static func steerOpenedEntry(_ command: KeyCommand, in model: inout AppModel) {
        switch command {
        case .lineUp: scrollDetail(by: -1, in: &model)
        case .lineDown: scrollDetail(by: 1, in: &model)
        case .pageUp: scrollDetail(by: -detailPage, in: &model)
        case .pageDown: scrollDetail(by: detailPage, in: &model)
        case .wheelUp: scrollDetail(by: -detailWheelStep, in: &model)
        case .wheelDown: scrollDetail(by: detailWheelStep, in: &model)
        case .first: model.eventsPane.detailScroll = .top(0)
        case .last: model.eventsPane.detailScroll = .bottom(0)
        case .previousOpened, .nextOpened:
            guard let opened = model.eventsPane.opened else { return }
            let numbers = shownNumbers(model)
            let next = command == .previousOpened ? numbers.last { $0 < opened } : numbers.first { $0 > opened }
            guard let next else { return }
            model.eventsPane.opened = next
            model.eventsPane.cursor = next
            model.eventsPane.detailScroll = .top(0)
        case .closeEntry:
            model.eventsPane.opened = nil
        default:
            break
        }
    }

    /// `/` is typing: characters extend the query, Backspace takes one back, Enter keeps the
    /// query, Esc puts the one before back. The pane filters as the query is typed.
    static func typeQuery(_ key: KeyPress, in model: inout AppModel) {
        switch key {
        case .character(let character):
            guard model.eventsPane.query.count < queryLimit else { return }
            model.eventsPane.query.append(character)
        case .backspace:
            if !model.eventsPane.query.isEmpty { model.eventsPane.query.removeLast() }
        case .enter:
            model.eventsPane.queryBefore = nil
        case .escape:
            model.eventsPane.query = model.eventsPane.queryBefore ?? ""
            model.eventsPane.queryBefore = nil
        default:
            return
        }
        keepCursorShown(in: &model)
    }

    /// The longest query `/` takes.
    static let queryLimit = 80

    /// The numbers of the entries the pane shows (filter and query), oldest first.
    package static func shownNumbers(_ model: AppModel) -> [Int] {
        let log = model.log
        let pane = model.eventsPane
        return log.entries.indices.filter { pane.shows(log.entries[$0]) }.map { log.number(at: $0) }
    }

    /// The entry the cursor is on: its own, else the newest shown one.
    package static func cursorNumber(_ model: AppModel) -> Int? {
        let numbers = shownNumbers(model)
        guard let cursor = model.eventsPane.cursor else { return numbers.last }
        return numbers.last { $0 <= cursor } ?? numbers.first
    }

    /// Moves the cursor over the shown entries; moving back gives the pane the keys, reaching
    /// the newest makes it follow the log again.
    static func moveCursor(by step: Int, in model: inout AppModel) {
        let numbers = shownNumbers(model)
        guard !numbers.isEmpty else { return }
        if step < 0 { model.eventsPane.focused = true }
        let current = cursorNumber(model).flatMap { numbers.firstIndex(of: $0) } ?? numbers.count - 1
        let target = min(max(current + step, 0), numbers.count - 1)
        model.eventsPane.cursor = target == numbers.count - 1 ? nil : numbers[target]
    }

    /// After the filter or query changed: the cursor stays on its entry when it is still
    /// shown, else moves to the nearest shown one before it (or after it).
    static func keepCursorShown(in model: inout AppModel) {
        guard let cursor = model.eventsPane.cursor else { return }
        let numbers = shownNumbers(model)
        let kept = numbers.last { $0 <= cursor } ?? numbers.first
        model.eventsPane.cursor = kept == numbers.last ? nil : kept
    }

    /// all → problems → each activity the log has entries about (the selected one first) → all.
    static func nextFilter(after filter: EventsPaneState.Filter, in model: AppModel) -> EventsPaneState.Filter {
        var ids: [String] = []
        if let selected = model.selectedActivityID { ids.append(selected) }
        for entry in model.log.entries {
            if let id = entry.activityID, !ids.contains(id) { ids.append(id) }
        }
        let cycle: [EventsPaneState.Filter] = [.all, .problems] + ids.map { .activity($0) }
        let index = cycle.firstIndex(of: filter) ?? 0
        return cycle[(index + 1) % cycle.count]
    }

    static func scrollDetail(by step: Int, in model: inout AppModel) {
        switch model.eventsPane.detailScroll {
        case .top(let lines): model.eventsPane.detailScroll = .top(min(max(0, lines + step), detailLimit))
        case .bottom(let lines): model.eventsPane.detailScroll = .bottom(min(max(0, lines - step), detailLimit))
        }
    }
}
