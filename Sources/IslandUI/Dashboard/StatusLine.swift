import Foundation
import IslandCore

/// The status line: the input sources (and how far a replay is), the selected activity's
/// phase, when the simulator pushes next and at what interval, the speed (and the virtual
/// clock when it is not real time or a replay), locked or unlocked, the theme.
enum StatusLine {
    static func draw(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        grid.fill(Rect(x: x, y: y, width: width, height: 1), style: Surface.statusBar.plain)
        let separator = Span(" \(scene.context.glyphs.separator) ", .secondaryText)
        var spans: [Span] = [Span(" ")]
        for (index, segment) in segments(scene).enumerated() {
            if index > 0 { spans.append(separator) }
            spans += segment
        }
        SpanWriter.write(spans, in: &grid, x: x, y: y, width: width, on: .statusBar, context: scene.context)
    }

    static func segments(_ scene: Scene) -> [[Span]] {
        let s = scene.strings
        let model = scene.model
        var segments: [[Span]] = [[Span(sources(scene), .statusText, [.bold])]]
        if let replay = model.replay {
            // How far the replay is: inputs fed of all of them.
            let progress = "\(replay.fed)/\(replay.items.count)"
            segments.append([Span(replay.isFinished ? "\(progress) \(s.replayDone)" : progress)])
        }
        if let activity = scene.selected {
            segments.append([Span(phase(activity, scene: scene), .accent)])
            if let next = nextUpdate(activity, scene: scene) { segments.append([Span(next)]) }
        }
        var speed = [Span(SpeedFormat.string(model.speed), nil, [.bold])]
        if model.paused { speed.append(Span(" \(s.paused)", .late, [.bold])) }
        // A replay's clock is never today's: always show where it stands.
        if model.speed != 1 || model.paused || model.replay != nil {
            speed.append(Span(" \(s.clock) \(ClockText.hoursMinutesSeconds(scene.now, in: scene.context.timeZone))"))
        }
        segments.append(speed)
        segments.append([Span(model.locked ? s.locked : s.unlocked, model.locked ? .statusText : .accent, [.bold])])
        if scene.context.themeNames.count > 1, let theme = scene.context.themeName(at: model.themeIndex) {
            segments.append([Span("\(s.theme) \(theme)")])
        }
        return segments
    }

    static func sources(_ scene: Scene) -> String {
        scene.model.sources.isEmpty ? scene.strings.noSource : scene.model.sources.map(\.summary).joined(separator: ", ")
    }

    /// The activity's status as its type words it, with its state when it is not simply active.
    static func phase(_ activity: Activity, scene: Scene) -> String {
        let s = scene.strings
        var words = scene.view(activity).status
        if activity.state != .active, words != s.activityState(activity.state) { words += " (\(s.activityState(activity.state)))" }
        return words
    }

    /// "nächstes Update 12:08:45 (alle 15 s)" while the simulator plays this activity.
    static func nextUpdate(_ activity: Activity, scene: Scene) -> String? {
        guard let run = scene.model.simulation(for: activity.id), let next = run.nextPushTime else { return nil }
        let s = scene.strings
        var text = s.nextUpdate(ClockText.hoursMinutesSeconds(next, in: scene.context.timeZone))
        if let interval = run.simulation.interval(at: scene.now) {
            let seconds = interval == interval.rounded() ? String(Int(interval)) : String(format: "%.1f", interval)
            text += " (\(s.every(seconds)))"
        }
        return text
    }
}
