import Foundation
import IslandInput

/// What `island replay` does besides feeding inputs: it plays the recording's clock changes,
/// and it has keys of its own — `]` / `[` step to the next / previous entry, `}` / `{` a
/// minute ahead / back (see `ReplaySeek`), and `+` / `-` change the speed relative to the
/// recording's, so a later recorded change keeps the viewer's choice.
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

    /// The replay's own keys; nil for any other key (the dashboard handles it).
    package static func press(_ key: KeyPress, in model: inout AppModel, now: Date) -> [AppEffect]? {
        guard let replay = model.replay, case .character(let character) = key else { return nil }
        switch character {
        case "]":
            guard let target = ReplaySeek.nextEntry(of: replay, after: now) else { return [] }
            return ReplaySeek.seek(&model, from: now, to: target)
        case "[":
            guard let target = ReplaySeek.previousEntry(of: replay) else { return [] }
            return ReplaySeek.seek(&model, from: now, to: target)
        case "}":
            return ReplaySeek.seek(&model, from: now, to: now.addingTimeInterval(minute))
        case "{":
            return ReplaySeek.seek(&model, from: now, to: max(replay.start ?? now, now.addingTimeInterval(-minute)))
        case "+", "=", "-", "_":
            let effects = AppReducer.changeSpeed(by: character == "+" || character == "=" ? 1 : -1, in: &model, now: now)
            model.replay?.factor = model.speed / replay.recordedSpeed
            return effects
        default:
            return nil
        }
    }
}
