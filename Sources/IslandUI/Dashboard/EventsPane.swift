import IslandCore

/// The events pane: what arrived, what changed and what was wrong, newest at the bottom,
/// each entry stamped HH:MM:SS and coloured by its level; long entries wrap.
enum EventsPane {
    static let timeWidth = 9

    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard !rect.isEmpty else { return }
        let context = scene.context
        let entries = scene.model.log.entries
        guard !entries.isEmpty else {
            SpanWriter.write(scene.strings.noEvents, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid,
                             x: rect.x, y: rect.y, width: rect.width, context: context)
            return
        }
        // The newest entries that fit, oldest of them at the top; a short log starts at the top.
        var lines: [(text: String, first: Bool, entry: LogEntry)] = []
        for entry in entries.reversed() where lines.count < rect.height {
            lines.insert(contentsOf: wrap(entry, width: rect.width - timeWidth, context: context), at: 0)
        }
        for (offset, line) in lines.suffix(rect.height).enumerated() {
            drawLine(line.text, first: line.first, entry: line.entry, scene: scene, in: &grid, x: rect.x, y: rect.y + offset,
                     width: rect.width)
        }
    }

    static func wrap(_ entry: LogEntry, width: Int, context: RenderContext) -> [(text: String, first: Bool, entry: LogEntry)] {
        let text = Sanitizer.sanitize(context.display(entry.text))
        let lines = width >= 8 ? TextWrap.lines(text, width: width) : [text]
        return lines.enumerated().map { ($0.element, $0.offset == 0, entry) }
    }

    static func drawLine(_ line: String, first: Bool, entry: LogEntry, scene: Scene, in grid: inout Grid,
                         x: Int, y: Int, width: Int) {
        let context = scene.context
        var column = x
        if width >= timeWidth + 8 {
            if first {
                let time = ClockText.hoursMinutesSeconds(entry.time, in: context.timeZone)
                SpanWriter.write(time, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid, x: x, y: y,
                                 width: timeWidth - 1, context: context)
            }
            column += timeWidth
        }
        SpanWriter.write(line, style: CellStyle(role(entry.level), on: .screenBackground), in: &grid, x: column, y: y,
                         width: x + width - column, context: context)
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
