import Foundation

/// What `island replay` does besides feeding inputs: it plays the recording's clock changes,
/// and its seeking keys (in `KeyBindings`) step to the next / previous entry or a minute
/// ahead / back (see `ReplaySeek`); `+` / `-` change the speed relative to the recording's,
/// so a later recorded change keeps the viewer's choice.
package enum ReplayControl {
    /// How far `}` and `{` move, in seconds of the recording's clock.
    package static let minute: TimeInterval = 60

    /// A recorded change of speed or pause, played as the key that made it was: the clock
    /// and the note change the same way.
    package static func playClock(speed: Double, paused: Bool, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard var replay = model.replay else { return [] }
        replay.recordedSpeed = speed
        model.replay = replay
        let scaled = speed * replay.factor
        if paused != model.paused {
            model.paused = paused
            AppReducer.setNote(&model, paused ? .paused : .running, now: now)
        }
        if scaled != model.speed {
            model.speed = scaled
            AppReducer.setNote(&model, .speed(scaled), now: now)
        }
        return [.setClock(speed: model.speed, paused: model.paused)]
    }

    /// The replay's seeking keys (`KeyBindings`, replay only).
    static func seek(_ command: KeyCommand, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let replay = model.replay else { return [] }
        let target: Date?
        switch command {
        case .nextEntry: target = ReplaySeek.nextEntry(of: replay, after: now)
        case .previousEntry: target = ReplaySeek.previousEntry(of: replay)
        case .minuteAhead: target = now.addingTimeInterval(minute)
        case .minuteBack: target = max(replay.start ?? now, now.addingTimeInterval(-minute))
        default: target = nil
        }
        guard let target else { return [] }
        return ReplaySeek.seek(&model, from: now, to: target)
    }

    /// After `+` or `-` in a replay: the viewer's speed becomes a multiple of the recording's,
    /// so a later recorded change keeps it.
    static func followSpeed(of model: inout AppModel) {
        guard let replay = model.replay else { return }
        model.replay?.factor = model.speed / replay.recordedSpeed
    }
}
