import IslandCore

/// The events pane: what arrived, what changed and what was wrong, newest at the bottom, each
/// entry stamped HH:MM:SS, named by its origin (`trip.ndjson:12`) and coloured by its level;
/// long entries wrap. Steered from the keyboard it is a log: the cursor's entry is marked and
/// kept in view at the bottom, the filter and the query hide what does not match, the title
/// says where the cursor is.
enum EventsPane {
    static let timeWidth = 9

    /// One row of the pane: a line of an entry.
    struct Row: Equatable {
        let number: Int
        let level: LogEntry.Level
        /// The entry's time on its first row, nil on the others.
        let time: String?
        let text: String
        let origin: String?
        /// The text's cells as an unmarked row draws them (`drawText`), made once per entry
        /// and width: an unmarked row is copied into the grid, not drawn again.
        let cells: [Cell]
    }

    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard !rect.isEmpty else { return }
        let context = scene.context
        let pane = scene.model.eventsPane
        let rows = self.rows(scene, width: rect.width, height: rect.height)
        guard !rows.isEmpty else {
            let empty = scene.model.log.entries.isEmpty ? scene.strings.noEvents : scene.strings.noMatchingEvents
            SpanWriter.write(empty, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid,
                             x: rect.x, y: rect.y, width: rect.width, context: context)
            return
        }
        let marked = pane.focused ? AppReducer.cursorNumber(scene.model) : nil
        let withTime = rect.width >= timeWidth + 8
        for (offset, row) in rows.enumerated() {
            drawRow(row, marked: row.number == marked, withTime: withTime, in: &grid, x: rect.x, y: rect.y + offset,
                    width: rect.width, context: context)
        }
    }

    static func drawRow(_ row: Row, marked: Bool, withTime: Bool, in grid: inout Grid, x: Int, y: Int, width: Int,
                        context: RenderContext) {
        var column = x
        let extra: CellStyle.Attributes = marked ? [.reverse] : []
        if withTime {
            if let time = row.time {
                SpanWriter.write(time, style: CellStyle(.secondaryText, on: .screenBackground, extra), in: &grid, x: x, y: y,
                                 width: timeWidth - 1, context: context)
            }
            column += timeWidth
        }
        if marked {
            drawText(row.text, origin: row.origin, level: row.level, extra: extra, in: &grid, x: column, y: y,
                     width: x + width - column, context: context)
        } else {
            grid.copy(row.cells, x: column, y: y)
        }
    }

    /// A row's text from (x, y): its origin dimmer, the rest in its level's colour. Returns
    /// the x after the last cell.
    @discardableResult
    static func drawText(_ text: String, origin: String?, level: LogEntry.Level, extra: CellStyle.Attributes,
                         in grid: inout Grid, x: Int, y: Int, width: Int, context: RenderContext) -> Int {
        var column = x
        var text = text
        if let origin, text.hasPrefix(origin) {
            column = grid.text(origin, x: column, y: y, style: CellStyle(.secondaryText, on: .screenBackground, extra),
                               maxWidth: x + width - column, ellipsis: context.glyphs.ellipsis)
            text = String(text.dropFirst(origin.count))
        }
        return SpanWriter.write(text, style: CellStyle(role(level), on: .screenBackground, extra), in: &grid, x: column, y: y,
                                width: x + width - column, context: context)
    }

    /// The rows the pane shows at `width` × `height`: the cursor's entry (the newest shown one
    /// when the pane follows the log) at the bottom with the entries before it above; when those
    /// do not fill the pane, it starts at the first shown entry instead. An entry taller than
    /// the pane shows its beginning.
    static func rows(_ scene: Scene, width: Int, height: Int) -> [Row] {
        let model = scene.model
        let log = model.log
        let pane = model.eventsPane
        guard height > 0, width > 0, !log.entries.isEmpty else { return [] }
        let textWidth = width >= timeWidth + 8 ? width - timeWidth : width
        let context = scene.context
        let layout = EventsPaneCache.Layout(width: textWidth, language: context.language, asciiOnly: context.asciiOnly,
                                            timeZone: context.timeZone)
        let cursor = pane.cursor.map { $0 - log.firstNumber }
        var index = min(cursor ?? log.entries.count - 1, log.entries.count - 1)
        // The cursor's entry or the nearest shown one before it (after it, if none).
        while index >= 0, !pane.shows(log.entries[index]) { index -= 1 }
        if index < 0 {
            index = log.entries.firstIndex(where: pane.shows) ?? -1
            guard index >= 0 else { return [] }
        }
        var above: [[Row]] = []
        var count = 0
        var i = index
        while i >= 0, count < height {
            if pane.shows(log.entries[i]) {
                let entryRows = self.entryRows(log.entries[i], number: log.number(at: i), oldest: log.firstNumber, layout: layout, context: context)
                above.append(entryRows)
                count += entryRows.count
            }
            i -= 1
        }
        var rows = above.reversed().flatMap { $0 }
        if count < height {
            var j = index + 1
            while j < log.entries.count, rows.count < height {
                if pane.shows(log.entries[j]) {
                    rows += entryRows(log.entries[j], number: log.number(at: j), oldest: log.firstNumber, layout: layout, context: context)
                }
                j += 1
            }
            return Array(rows.prefix(height))
        }
        let last = above[0]
        if last.count >= height { return Array(last.prefix(height)) }
        return Array(rows.suffix(height))
    }

    /// An entry's rows, worded and wrapped once per width (`EventsPaneCache`).
    static func entryRows(_ entry: LogEntry, number: Int, oldest: Int, layout: EventsPaneCache.Layout, context: RenderContext) -> [Row] {
        let width = layout.width
        let stamp = EventsPaneCache.Stamp(time: entry.time, level: entry.level, message: entry.message, origin: entry.origin)
        let wrapped = context.eventsCache.wrapped(number, oldest: oldest, layout: layout, stamp: stamp) {
            let words = LogWords(context)
            let origin = entry.origin.map { origin in
                let name = context.eventsCache.originName(origin.source, language: words.language) { words.originName(origin.source) }
                return Sanitizer.sanitize(context.display(LogWords.origin(name: name, line: origin.line)))
            }
            let message = Sanitizer.sanitize(context.display(words.message(entry.message, at: entry.time)))
            let text = origin.map { "\($0) \(message)" } ?? message
            let lines = width >= 8 ? TextWrap.lines(text, width: width, cutLongWords: true, ellipsis: context.glyphs.ellipsis) : [text]
            let time = ClockText.hoursMinutesSeconds(entry.time, in: context.timeZone)
            let rows = lines.enumerated().map { offset, line in
                let rowOrigin = offset == 0 ? origin : nil
                var scratch = Grid(width: max(1, width), height: 1)
                let end = drawText(line, origin: rowOrigin, level: entry.level, extra: [], in: &scratch, x: 0, y: 0,
                                   width: width, context: context)
                return Row(number: number, level: entry.level, time: offset == 0 ? time : nil, text: line, origin: rowOrigin,
                           cells: Array(scratch.cells[0 ..< end]))
            }
            return EventsPaneCache.Wrapped(stamp: stamp, rows: rows)
        }
        return wrapped.rows
    }

    /// "Ereignisse · Probleme · „wasser“ · 12/40 · 3 neuer": the filter, the query, where the
    /// cursor is among the shown entries and how many newer ones are below it.
    static func title(_ scene: Scene) -> String {
        let s = scene.strings
        let model = scene.model
        let pane = model.eventsPane
        var parts = [s.events]
        switch pane.filter {
        case .all: break
        case .problems: parts.append(s.problemsFilter)
        case .activity(let id): parts.append(id)
        }
        if !pane.query.isEmpty { parts.append(s.quoted(pane.query)) }
        if pane.focused || pane.cursor != nil {
            let numbers = AppReducer.shownNumbers(model)
            if let cursor = AppReducer.cursorNumber(model), let position = numbers.firstIndex(of: cursor) {
                parts.append("\(position + 1)/\(numbers.count)")
                let newer = numbers.count - 1 - position
                if newer > 0 { parts.append(s.newer(newer)) }
            }
        }
        return parts.joined(separator: " \(scene.context.glyphs.separator) ")
    }

    static func role(_ level: LogEntry.Level) -> ColorRole {
        switch level {
        case .info: return .logInfo
        case .change: return .logChange
        case .alert: return .logAlert
        case .warning: return .logWarning
        case .error: return .logError
        }
    }
}
