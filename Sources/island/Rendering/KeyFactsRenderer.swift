import Foundation
import IslandCore
import IslandUI
#if canImport(Glibc)
import Glibc
#endif

/// A plain, complete view of the selected activity's key facts: the compact island, the
/// Lock Screen card with [Beenden], the events, a status line and the keys. It is what the
/// executable draws until the dashboard renderer (`Renderer.render`) is wired in its place.
struct KeyFactsRenderer {
    let context: RenderContext

    private var labels: KeyFactsLabels { KeyFactsLabels(language: context.language) }
    private var glyphs: Glyphs { context.glyphs }

    func render(_ model: AppModel, width: Int, height: Int, now: Date) -> Grid {
        var grid = Grid(width: width, height: height)
        guard width >= 20, height >= 8 else {
            grid.text(labels.tooSmall, x: 0, y: 0, maxWidth: width)
            return grid
        }
        drawStatus(model, into: &grid, now: now)
        var y = 2
        y = drawIsland(model, into: &grid, y: y, now: now) + 1
        let cardWidth = min(width - 2, 60)
        y = drawCard(model, into: &grid, x: 1, y: y, width: cardWidth, now: now) + 1
        drawEvents(model, into: &grid, y: y, bottom: height - 2)
        drawFooter(model, into: &grid, now: now)
        if model.showHelp { drawHelp(into: &grid) }
        return grid
    }

    // MARK: Parts

    private func drawStatus(_ model: AppModel, into grid: inout Grid, now: Date) {
        let style = CellStyle(.statusText, on: .statusBar)
        grid.fill(Rect(x: 0, y: 0, width: grid.width, height: 1), style: style)
        var parts = ["island"] + model.sources.map(\.summary)
        if let run = model.simulations.first(where: { !$0.stopped }) {
            parts.append(run.simulation.phaseDescription(at: now))
            if let next = run.nextPushTime {
                // A time, not a seconds countdown: the loop wakes only when something is due.
                var update = "\(labels.nextUpdate) \(Self.clock(next, seconds: true))"
                if let interval = run.simulation.interval(at: now) { update += " (\(labels.every) \(Int(interval)) s)" }
                parts.append(update)
            }
        }
        parts.append(SpeedFormat.string(model.speed) + (model.paused ? " \(labels.paused)" : ""))
        parts.append(model.locked ? labels.locked : labels.unlocked)
        grid.text(" " + parts.joined(separator: " \(glyphs.separator) "), x: 0, y: 0, style: style, ellipsis: glyphs.ellipsis)
    }

    /// The compact island (or the expanded one while held or alerting); returns the last row.
    private func drawIsland(_ model: AppModel, into grid: inout Grid, y: Int, now: Date) -> Int {
        let style = CellStyle(.islandText, on: .islandBackground)
        guard let activity = model.islandActivities.first else {
            grid.text("\(glyphs.pillLeft)      \(glyphs.pillRight)", x: 2, y: y, style: style)
            return y
        }
        guard case .trip(let attributes, let state) = activity.content else {
            grid.text("\(glyphs.pillLeft) \(activity.attributesType) \(glyphs.pillRight)", x: 2, y: y, style: style, maxWidth: grid.width - 4)
            return y
        }
        let minutes = labels.minutes(Countdown.minutes(to: state.nextStopTime, from: now))
        let compact = "\(glyphs.pillLeft) \(glyphs.lineIcon) \(attributes.line) \(String(repeating: glyphs.horizontal, count: 12)) \(minutes) \(glyphs.pillRight)"
        grid.text(compact, x: 2, y: y, style: style, maxWidth: grid.width - 4)
        guard model.isExpanded(at: now) else { return y }
        let lines = [
            "\(attributes.line) \(glyphs.arrow) \(attributes.destination)",
            "\(labels.nextStop): \(state.nextStop)",
            "\(labels.arrival): \(Self.clock(state.nextStopTime))  \(labels.delay): \(delayText(state.delay))",
            progressBar(state.progress, width: 20),
        ]
        for (offset, line) in lines.enumerated() {
            grid.text("  " + line, x: 2, y: y + 1 + offset, style: style, maxWidth: grid.width - 4)
        }
        return y + lines.count
    }

    /// The Lock Screen card of the selected activity; returns the row after it.
    private func drawCard(_ model: AppModel, into grid: inout Grid, x: Int, y: Int, width: Int, now: Date) -> Int {
        let text = CellStyle(.cardText, on: .cardBackground)
        guard let activity = model.selected else {
            grid.text(labels.noActivity, x: x + 1, y: y, style: CellStyle(.secondaryText))
            return y + 1
        }
        var rows: [(String, CellStyle)] = []
        switch activity.content {
        case .trip(let attributes, let state):
            rows.append(("\(glyphs.lineIcon) \(attributes.line) \(glyphs.arrow) \(attributes.destination)", text.with(.bold)))
            rows.append(("\(labels.current): \(state.currentStop)  (\(labels.phase(state.phase)))", text))
            let countdown = labels.minutes(Countdown.minutes(to: state.nextStopTime, from: now))
            rows.append(("\(labels.nextStop): \(state.nextStop)  \(Self.clock(state.nextStopTime)) (\(countdown))", text))
            let late = state.delay > 0
            rows.append(("\(progressBar(state.progress, width: 20))  \(labels.delay): \(delayText(state.delay))",
                         late ? text.foreground(.late) : text))
            rows.append(("\(labels.occupancy): \(labels.occupancy(state.occupancy))", text))
        case .ride, .generic:
            rows.append((activity.attributesType, text.with(.bold)))
            for (key, value) in activity.contentState.entries.prefix(5) {
                rows.append(("\(key): \(JSONWriter.string(value))", text))
            }
        }
        let stateStyle = activity.state == .active ? text : text.foreground(activity.state == .stale ? .stale : .late)
        var status = "\(labels.status): \(labels.state(activity.state))"
        if let reason = activity.endReason { status += " (\(reason.rawValue))" }
        rows.append((status, stateStyle))

        let height = rows.count + 2
        let frame = Rect(x: x, y: y, width: width, height: height)
        grid.fill(frame, style: text)
        drawBox(frame, into: &grid, style: CellStyle(.cardBorder, on: .cardBackground))
        for (offset, row) in rows.enumerated() {
            grid.text(row.0, x: x + 2, y: y + 1 + offset, style: row.1, maxWidth: width - 4, ellipsis: glyphs.ellipsis)
        }
        // The topmost region wins a click: the card first, its button above it.
        grid.addHitRegion(frame, .activity(activityID: activity.id))
        if activity.isOnIsland {
            let button = "[\(labels.stop)]"
            let buttonX = x + width - 2 - TextWidth.width(of: button)
            let buttonY = y + height - 2
            grid.text(button, x: buttonX, y: buttonY, style: CellStyle(.buttonText, on: .button, .bold))
            grid.addHitRegion(Rect(x: buttonX, y: buttonY, width: TextWidth.width(of: button), height: 1), .stopButton(activityID: activity.id))
        }
        return y + height
    }

    private func drawEvents(_ model: AppModel, into grid: inout Grid, y: Int, bottom: Int) {
        guard bottom > y else { return }
        grid.text(labels.events, x: 1, y: y, style: CellStyle(.paneTitle, .bold))
        let rows = bottom - y - 1
        guard rows > 0 else { return }
        for (offset, entry) in model.log.entries.suffix(rows).enumerated() {
            let style: CellStyle
            switch entry.level {
            case .info: style = CellStyle(.logInfo)
            case .change: style = CellStyle(.logChange)
            case .alert: style = CellStyle(.logAlert)
            case .warning: style = CellStyle(.logWarning)
            case .error: style = CellStyle(.logError)
            }
            grid.text("\(Self.clock(entry.time, seconds: true)) \(entry.text)", x: 1, y: y + 1 + offset, style: style,
                      maxWidth: grid.width - 2, ellipsis: glyphs.ellipsis)
        }
    }

    private func drawFooter(_ model: AppModel, into grid: inout Grid, now: Date) {
        let y = grid.height - 1
        let text: String
        let style: CellStyle
        if let pending = model.pending {
            text = { if case .endAll = pending { return labels.confirmAll } else { return labels.confirm } }()
            style = CellStyle(.overlayText, on: .overlayBackground, .bold)
        } else if let note = model.note {
            text = note.text
            style = CellStyle(.accent, .bold)
        } else {
            text = labels.keys.map { "\($0.0) \($0.1)" }.joined(separator: " \(glyphs.separator) ")
            style = CellStyle(.keyHint)
        }
        grid.text(" " + text, x: 0, y: y, style: style, ellipsis: glyphs.ellipsis)
    }

    private func drawHelp(into grid: inout Grid) {
        let keys = labels.keys
        let width = min(grid.width - 4, 46)
        let height = min(grid.height - 2, keys.count + 2)
        let frame = Rect(x: (grid.width - width) / 2, y: 1, width: width, height: height)
        let style = CellStyle(.overlayText, on: .overlayBackground)
        grid.fill(frame, style: style)
        drawBox(frame, into: &grid, style: style)
        grid.text(" \(labels.help) ", x: frame.x + 2, y: frame.y, style: style.with(.bold))
        for (offset, key) in keys.prefix(height - 2).enumerated() {
            grid.text(key.0, x: frame.x + 2, y: frame.y + 1 + offset, style: style.with(.bold), maxWidth: 9)
            grid.text(key.1, x: frame.x + 12, y: frame.y + 1 + offset, style: style, maxWidth: width - 14)
        }
    }

    // MARK: Helpers

    private func drawBox(_ rect: Rect, into grid: inout Grid, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        grid.fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: style)
        grid.fill(Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: style)
        grid.fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: style)
        grid.fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: style)
        grid.set(rect.x, rect.y, glyphs.cornerTopLeft, style: style)
        grid.set(rect.maxX - 1, rect.y, glyphs.cornerTopRight, style: style)
        grid.set(rect.x, rect.maxY - 1, glyphs.cornerBottomLeft, style: style)
        grid.set(rect.maxX - 1, rect.maxY - 1, glyphs.cornerBottomRight, style: style)
    }

    private func progressBar(_ progress: Double, width: Int) -> String {
        let clamped = min(1, max(0, progress.isFinite ? progress : 0))
        let filled = Int((clamped * Double(width)).rounded())
        return String(repeating: glyphs.progressFill, count: filled)
            + String(repeating: glyphs.progressTrack, count: width - filled)
            + " \(Int((clamped * 100).rounded())) %"
    }

    private func delayText(_ minutes: Int) -> String {
        minutes > 0 ? labels.lateBy(minutes) : labels.onTime
    }

    /// Local wall-clock time, "14:32" or "14:32:05".
    static func clock(_ date: Date, seconds: Bool = false) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        return seconds
            ? String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
            : String(format: "%02d:%02d", parts.tm_hour, parts.tm_min)
    }
}
