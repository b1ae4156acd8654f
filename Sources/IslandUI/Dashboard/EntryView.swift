import IslandCore
import IslandJSON

/// An opened events-pane entry (Enter), over the whole screen like a pager: when and where the
/// line came from (the whole path), its verdict with what the code means, every problem, the
/// payload pretty-printed, and its one-line form to copy. No borders at the sides, so rows
/// selected in the terminal copy only text; the one-line form breaks only between JSON tokens.
enum EntryView {
    struct Line: Equatable {
        var text: String
        var role: ColorRole?
        var attributes: CellStyle.Attributes = []
    }

    static func draw(_ scene: Scene, in grid: inout Grid) {
        let model = scene.model
        guard let number = model.eventsPane.opened, let entry = model.log.entry(number: number) else { return }
        let context = scene.context
        grid.fill(grid.bounds, style: Surface.overlay.plain)
        guard grid.height >= 3, grid.width >= 10 else {
            Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width)
            return
        }
        let width = grid.width - 2
        let lines = self.lines(entry, payload: payload(of: number, in: model.log), scene: scene, width: width)
        let rows = grid.height - 2
        let first = firstLine(model.eventsPane.detailScroll, total: lines.count, rows: rows)
        // The title bar: which entry of the shown ones, and how far down this page is.
        grid.fill(Rect(x: 0, y: 0, width: grid.width, height: 1), style: Surface.statusBar.plain)
        let numbers = AppReducer.shownNumbers(model)
        let position = numbers.firstIndex(of: number).map { "\($0 + 1)/\(numbers.count)" } ?? ""
        let range = scene.strings.lineRange(first: first + 1, last: min(lines.count, first + rows), total: lines.count)
        let title = [Span(" \(scene.strings.entryTitle) \(position)", .statusText, [.bold], priority: 9),
                     Span("  \(range)", .secondaryText, priority: 5)]
        SpanWriter.write(title, in: &grid, x: 0, y: 0, width: grid.width, on: .statusBar, context: context)
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            SpanWriter.write(line.text, style: CellStyle(line.role ?? .overlayText, on: .overlayBackground, line.attributes),
                             in: &grid, x: 1, y: 1 + offset, width: width, context: context)
        }
        Footer.draw(scene, in: &grid, x: 1, y: grid.height - 1, width: width)
    }

    /// The payload of the entry's line: its own, or — for a warning entered beside the line's
    /// verdict — that of the entry of the same line just before it.
    static func payload(of number: Int, in log: EventLog) -> [UInt8]? {
        guard let entry = log.entry(number: number) else { return nil }
        if let payload = entry.payload { return payload }
        guard let origin = entry.origin else { return nil }
        var previous = number - 1
        while let sibling = log.entry(number: previous), sibling.origin == origin, sibling.time == entry.time {
            if let payload = sibling.payload { return payload }
            previous -= 1
        }
        return nil
    }

    /// Where the page starts: from the top, or from the end after End.
    static func firstLine(_ scroll: EventsPaneState.DetailScroll, total: Int, rows: Int) -> Int {
        let last = max(0, total - rows)
        switch scroll {
        case .top(let lines): return min(lines, last)
        case .bottom(let lines): return max(0, last - lines)
        }
    }

    /// Every line of the page at `width`.
    static func lines(_ entry: LogEntry, payload: [UInt8]?, scene: Scene, width: Int) -> [Line] {
        let context = scene.context
        let s = scene.strings
        let words = LogWords(context)
        var lines: [Line] = []
        /// Wrapped at spaces; the first row indented by `indent`, the others by `indent + hanging`.
        func add(_ text: String, _ role: ColorRole? = nil, _ attributes: CellStyle.Attributes = [], indent: Int = 0, hanging: Int = 0) {
            let shown = Sanitizer.sanitize(context.display(text))
            let first = String(repeating: " ", count: indent)
            let rest = String(repeating: " ", count: indent + hanging)
            for (offset, piece) in TextWrap.lines(shown, width: max(1, width - indent - hanging)).enumerated() {
                lines.append(Line(text: (offset == 0 ? first : rest) + piece, role: role, attributes: attributes))
            }
        }
        /// Cut at the width, every character kept (JSON text: its spaces are part of it).
        func addVerbatim(_ text: String, indent: Int) {
            let shown = Sanitizer.sanitize(context.display(text))
            for (offset, piece) in PayloadText.cut(shown, width: max(1, width - indent - 2)).enumerated() {
                lines.append(Line(text: String(repeating: " ", count: offset == 0 ? indent : indent + 2) + piece))
            }
        }
        func blank() { lines.append(Line(text: "")) }

        // When, where from, about what.
        var head = [ClockText.hoursMinutesSeconds(entry.time, in: context.timeZone)]
        if let origin = entry.origin { head.append(words.fullOrigin(origin)) }
        if let id = entry.activityID { head.append(id) }
        head.append(words.level(entry.level))
        add(head.joined(separator: " \(context.glyphs.separator) "), .secondaryText)
        blank()

        // The verdict.
        let role = EventsPane.role(entry.level)
        switch entry.message {
        case .notApplied(let rejection, _):
            add("\(words.verdict(rejection.code)) \(rejection.code.rawValue)", role, [.bold])
            add(rejection.code.summary(in: context.language), .secondaryText)
            add(rejection.message.words(context.language.table), role)
        case .warning(let warning):
            add("\(words.level(.warning)) \(warning.code.rawValue)", role, [.bold])
            add(warning.code.summary(in: context.language), .secondaryText)
            add(warning.message.words(context.language.table), role)
        case .applied(let event, let id, let changes):
            add("\(s.applied) \(words.event(event)) \(id)", role, [.bold])
            for change in changes {
                let value = change.value.map { words.value($0, at: entry.time) } ?? s.removed
                add("\(change.key) → \(value)", nil, indent: 2, hanging: 2)
            }
        default:
            add(words.message(entry.message, at: entry.time), role, [.bold])
        }

        if !entry.problems.isEmpty {
            blank()
            add(s.problems(entry.problems.count), .accent, [.bold])
            for problem in entry.problems { add("\(context.glyphs.bullet) \(problem.words(context.language.table))", nil, hanging: 2) }
        }

        blank()
        guard let payload = payload else {
            add(entry.origin == nil ? s.noPayload : s.payloadNotKept, .secondaryText)
            return lines
        }
        var heading = s.payload(bytes: payload.count)
        if payload.count >= LogEntry.payloadLimit { heading += " \(context.glyphs.separator) \(s.payloadCut)" }
        add(heading, .accent, [.bold])
        guard let value = try? JSONParser.parse(payload) else {
            // Not JSON (or cut short): as it arrived.
            add(s.notJSON, .secondaryText)
            for line in String(decoding: payload, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                addVerbatim(String(line), indent: 0)
            }
            return lines
        }
        for line in PayloadText.pretty(value) {
            let indent = line.prefix { $0 == " " }.count
            addVerbatim(String(line.dropFirst(indent)), indent: indent)
        }
        blank()
        add(s.oneLineForm, .accent, [.bold])
        for row in PayloadText.oneLine(value, width: width) {
            lines.append(Line(text: Sanitizer.sanitize(context.display(row)), role: nil))
        }
        return lines
    }
}
