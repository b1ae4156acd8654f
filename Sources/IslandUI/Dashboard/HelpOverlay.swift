import IslandText
import IslandCore

/// The `?` overlay: every key of the one key table with what it does, in a box over the middle
/// of the screen, in three sections: the dashboard, the events log, an opened entry. While it
/// is open it takes the keys (? / Esc / q close it).
enum HelpOverlay {
    /// A row of the overlay: a section heading (no keys) or a key with its sentence.
    struct Row {
        let keys: String
        let text: String
        var isHeading: Bool { keys.isEmpty }
    }

    static func rows(_ scene: Scene) -> [Row] {
        let s = scene.strings
        let table = scene.context.language.table
        func row(_ binding: KeyBinding) -> Row? {
            guard let caps = binding.caps else { return nil }
            return Row(keys: caps.text(table), text: table.text(binding.help))
        }
        let bindings = KeyBindings.active(replaying: scene.model.replay != nil)
        let dashboard = bindings.filter { $0.scope == .dashboard && !$0.command.isEventsCommand }.compactMap(row)
        let log = bindings.filter { $0.scope == .eventsPane || ($0.scope == .dashboard && $0.command.isEventsCommand) }.compactMap(row)
        let entry = bindings.filter { $0.scope == .openedEntry }.compactMap(row)
        return dashboard + [Row(keys: s.mouse, text: s.clickHelp)]
            + [Row(keys: "", text: s.helpLogSection)] + log
            + [Row(keys: "", text: s.helpEntrySection)] + entry
    }

    static func draw(_ scene: Scene, in grid: inout Grid) {
        let s = scene.strings
        let context = scene.context
        let rows = self.rows(scene)
        let keyWidth = rows.filter { !$0.isHeading }.map { context.width(of: $0.keys) }.max() ?? 0
        let textWidth = rows.map { $0.isHeading ? context.width(of: $0.text) - keyWidth - 2 : context.width(of: $0.text) }.max() ?? 0
        let width = min(grid.width, keyWidth + textWidth + 7)
        let height = min(grid.height, rows.count + 4)
        guard width >= 12, height >= 4 else {
            drawLine(scene, in: &grid)
            return
        }
        let rect = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
        Box.overlay.draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        SpanWriter.write(s.helpTitle, style: CellStyle(.overlayText, on: .overlayBackground, [.bold]), in: &grid,
                         x: content.x, y: content.y, width: content.width, context: context)
        let room = content.height - 2
        // Longer than the box: it scrolls (its keys are the key table's help rows), and the
        // last line says where the page is and how to move, in place of the closing hint alone.
        let scrolls = rows.count > room
        let first = scrolls ? EntryView.firstLine(scene.model.helpScroll, total: rows.count, rows: room) : 0
        for (offset, row) in rows.dropFirst(first).prefix(max(0, room)).enumerated() {
            let spans = row.isHeading
                ? [Span(row.text, .accent, [.bold])]
                : [Span(TextWidth.pad(context.display(row.keys), toWidth: keyWidth + 2), .keyHint, [.bold]), Span(row.text)]
            SpanWriter.write(spans, in: &grid, x: content.x, y: content.y + 1 + offset, width: content.width, on: .overlay, context: context)
        }
        var hint = [Span(s.helpClose, .secondaryText, priority: 9)]
        if scrolls {
            let binding = KeyBindings.binding(for: .up, scope: .help)
            let keys = binding.flatMap(\.footerCap) ?? ""
            let word = binding.map { s.table.text($0.footer) } ?? ""
            let position = "\(first + 1)–\(min(rows.count, first + room))/\(rows.count)"
            hint = [Span(keys, .keyHint, [.bold], priority: 8), Span(" \(word) ", .secondaryText, priority: 8),
                    Span("\(position) \(context.glyphs.separator) ", .secondaryText, priority: 7)] + hint
        }
        SpanWriter.write(hint, in: &grid, x: content.x, y: content.maxY - 1, width: content.width, on: .overlay, context: context)
    }

    /// Too small for the box: one line at the bottom.
    static func drawLine(_ scene: Scene, in grid: inout Grid) {
        let y = grid.height - 1
        grid.fill(Rect(x: 0, y: y, width: grid.width, height: 1), style: Surface.overlay.plain)
        SpanWriter.write("? \(scene.strings.helpClose)", style: Surface.overlay.plain, in: &grid, x: 0, y: y, width: grid.width,
                         context: scene.context)
    }
}
