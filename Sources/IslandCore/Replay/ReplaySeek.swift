import Foundation

/// Moves a replay to another moment of its recording. Forwards, the model plays on from
/// where it is; backwards, it is rebuilt from the replay's origin. Either way it steps through
/// every moment the live loop would have woken at (each entry, each stale date, dismissal,
/// alert and note ending), so the state at the target is the one the replay shows when it
/// plays there itself. What the steps would have sent out (intents, lifecycle lines, a bell)
/// is not sent again: a seek shows a moment, it does not replay its effects. The clock is
/// moved to the target; the viewer's pause stays as it was.
package enum ReplaySeek {
    /// The model at `target`, and the clock change that goes with it.
    package static func seek(_ model: inout AppModel, from now: Date, to target: Date) -> [AppEffect] {
        guard let replay = model.replay else { return [] }
        let paused = model.paused
        var current = model
        var time = now
        if target < now {
            guard let origin = replay.origin, let start = replay.start else { return [] }
            current = origin.model
            current.replay = replay.rewound
            time = start
            _ = AppReducer.update(&current, .tick, now: start)
        }
        while time < target {
            // Feeding stops while paused: step as if playing.
            current.paused = false
            let next = min(AppReducer.nextDeadline(current, after: time) ?? target, target)
            guard next > time else { break }
            _ = AppReducer.update(&current, .tick, now: next)
            time = next
        }
        _ = AppReducer.update(&current, .tick, now: target)
        current.paused = paused
        current.replay?.factor = replay.factor
        model = current
        return [.setClock(speed: model.speed, paused: model.paused, at: target)]
    }

    /// Where `effects` moved the clock to, if they did (the reducer then stands there).
    package static func movedClock(by effects: [AppEffect]) -> Date? {
        for effect in effects.reversed() {
            if case .setClock(_, _, let time?) = effect { return time }
        }
        return nil
    }

    /// `]`: the first entry after `now`; nil at the end.
    package static func nextEntry(of replay: ReplayRun, after now: Date) -> Date? {
        replay.items.lazy.map(\.time).first { $0 > now }
    }

    /// `[`: the entry before the last one fed (the start when that was the first); nil before
    /// anything was fed.
    package static func previousEntry(of replay: ReplayRun) -> Date? {
        guard replay.fed > 0 else { return nil }
        let shown = replay.items[replay.fed - 1].time
        return replay.items[..<(replay.fed - 1)].last { $0.time < shown }?.time ?? replay.start
    }
}
