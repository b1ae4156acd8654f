import Foundation
import IslandCore

/// The status line: the input sources (and how far a replay is), the selected activity's
/// phase, when the simulator pushes next and at what interval, the speed (and the virtual
/// clock when it is not real time or a replay), locked or unlocked, the theme. When it is too
/// narrow, whole parts go, least important first; locked / unlocked goes last, since it
/// decides whether the card's button asks for Face ID.
enum StatusLine {
    /// One part of the line and how long it stays when the line is narrow (higher: longer).
    struct Segment {
        let spans: [Span]
        let priority: Int
    }

    static func draw(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        grid.fill(Rect(x: x, y: y, width: width, height: 1), style: Surface.statusBar.plain)
        let separator = Span(" \(scene.context.glyphs.separator) ", .secondaryText)
        var spans: [Span] = [Span(" ")]
        for (index, segment) in fitting(segments(scene), width: width - 1, context: scene.context).enumerated() {
            if index > 0 { spans.append(separator) }
            spans += segment.spans
        }
        SpanWriter.write(spans, in: &grid, x: x, y: y, width: width, on: .statusBar, context: scene.context)
    }

    static func segments(_ scene: Scene) -> [Segment] {
        let s = scene.strings
        let model = scene.model
        var segments = [Segment(spans: [Span(sources(scene), .statusText, [.bold])], priority: 6)]
        if let replay = model.replay {
            // How far the replay is: inputs fed of all of them.
            let progress = "\(replay.fed)/\(replay.items.count)"
            segments.append(Segment(spans: [Span(replay.isFinished ? "\(progress) \(s.replayDone)" : progress)], priority: 7))
        }
        if let activity = scene.selected {
            segments.append(Segment(spans: [Span(phase(activity, scene: scene), .accent)], priority: 8))
            if let next = nextUpdate(activity, scene: scene) { segments.append(Segment(spans: [Span(next)], priority: 2)) }
        }
        var speed = [Span(SpeedFormat.string(model.speed), nil, [.bold])]
        if model.paused { speed.append(Span(" \(s.paused)", .critical, [.bold])) }
        // A replay's clock is never today's: always show where it stands.
        if model.speed != 1 || model.paused || model.replay != nil {
            speed.append(Span(" \(s.clock) \(ClockText.hoursMinutesSeconds(scene.now, in: scene.context.timeZone))"))
        }
        segments.append(Segment(spans: speed, priority: model.paused ? 9 : 4))
        segments.append(Segment(spans: [Span(model.locked ? s.locked : s.unlocked, model.locked ? .statusText : .accent, [.bold])],
                                priority: 10))
        if !scene.eventsPaneShown, let problems = ProblemNote.text(scene) {
            segments.append(Segment(spans: [Span(problems, .critical, [.bold])], priority: 9))
        }
        if scene.context.themeNames.count > 1, let theme = scene.context.themeName(at: model.themeIndex) {
            segments.append(Segment(spans: [Span("\(s.theme) \(theme)")], priority: 1))
        }
        return segments
    }

    /// Drops whole parts, the lowest priority first (the later one among equals), until the rest
    /// fit; the last one left is cut if it must be.
    static func fitting(_ segments: [Segment], width: Int, context: RenderContext) -> [Segment] {
        var kept = segments
        let separator = context.width(of: " \(context.glyphs.separator) ")
        func total() -> Int {
            kept.reduce(0) { $0 + SpanWriter.width($1.spans, context: context) } + max(0, kept.count - 1) * separator
        }
        while total() > width, kept.count > 1 {
            let lowest = kept.map(\.priority).min() ?? 0
            if let index = kept.lastIndex(where: { $0.priority == lowest }) { kept.remove(at: index) }
        }
        return kept
    }

    static func sources(_ scene: Scene) -> String {
        guard !scene.model.sources.isEmpty else { return scene.strings.noSource }
        let words = LogWords(scene.context)
        return scene.model.sources.map(words.source).joined(separator: ", ")
    }

    /// The activity's status as its type words it, with its state when it is not simply active.
    static func phase(_ activity: Activity, scene: Scene) -> String {
        let s = scene.strings
        var words = scene.view(activity).status
        if activity.state != .active, words != s.activityState(activity.state) { words += " (\(s.activityState(activity.state)))" }
        // The card's frame says it too; the status line says it for the island and at any size.
        if activity.endRequest != nil, activity.isOnIsland { words += " (\(s.ending))" }
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
