import IslandText
import IslandCore

/// The device's Settings screen (`,`): one row per app with its Live Activities and More
/// Frequent Updates switches, as iOS lists them under Settings → the app, over the middle of
/// the screen. Modal while open (Esc, `,` or q close it).
enum SettingsOverlay {
    static func draw(_ scene: Scene, in grid: inout Grid) {
        let context = scene.context
        let table = context.language.table
        let rows = SettingsScreen.rows(scene.model.system)
        let cursor = min(max(0, scene.model.settings?.cursor ?? 0), max(0, rows.count - 1))
        let names = rows.map { $0.app.name.text(for: $0.app.language(for: context.languages), fallback: "en") ?? $0.app.bundle }
        let nameWidth = min(28, names.map { context.width(of: $0) }.max() ?? 0)
        let on = table.text(.settingsOn), off = table.text(.settingsOff)
        let switchWidth = max(context.width(of: on), context.width(of: off))
        let activitiesLabel = table.text(.settingsLiveActivities)
        let frequentLabel = table.text(.settingsFrequentUpdates)
        func word(_ value: Bool?) -> String {
            TextWidth.pad(value.map { $0 ? on : off } ?? "—", toWidth: switchWidth)
        }
        let lines: [[Span]] = rows.isEmpty ? [[Span(table.text(.settingsNoApps), .secondaryText)]] : rows.indices.map { index in
            let row = rows[index]
            let marker = index == cursor ? context.glyphs.bullet : " "
            let attributes: CellStyle.Attributes = index == cursor ? [.bold] : []
            var spans = [Span(marker + " ", .accent, [.bold], priority: 9),
                         Span(TextWidth.pad(TextWidth.truncate(names[index], toWidth: nameWidth), toWidth: nameWidth), nil, attributes, priority: 9),
                         Span("  \(activitiesLabel) ", .secondaryText, priority: 8),
                         Span(word(row.activitiesEnabled), row.activitiesEnabled ? .positive : .critical, [.bold], priority: 8),
                         Span("  \(frequentLabel) ", .secondaryText, priority: 6),
                         Span(word(row.frequentUpdates), row.frequentUpdates == true ? .positive : .secondaryText, [], priority: 6)]
            if row.activities > 0 {
                spans.append(Span("  " + table.text(.settingsActivities, ["count": String(row.activities)]), .secondaryText, priority: 4))
            }
            return spans
        }
        let widest = lines.map { line in line.reduce(0) { $0 + context.width(of: $1.text) } }.max() ?? 0
        let title = table.text(.settingsTitle)
        let width = min(grid.width, max(widest, context.width(of: title)) + 4)
        let height = min(grid.height, lines.count + 4)
        guard width >= 12, height >= 4 else { return }
        let rect = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
        Box.overlay.draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        SpanWriter.write(title, style: CellStyle(.overlayText, on: .overlayBackground, [.bold]), in: &grid,
                         x: content.x, y: content.y, width: content.width, context: context)
        // Keep the cursor's row in view when there are more apps than rows.
        let room = max(0, content.height - 1)
        let first = max(0, min(cursor - room + 1, lines.count - room))
        for (offset, line) in lines.dropFirst(first).prefix(room).enumerated() {
            SpanWriter.write(line, in: &grid, x: content.x, y: content.y + 1 + offset, width: content.width, on: .overlay, context: context)
        }
    }
}
