import Foundation

/// What `--record` keeps of a session, decided purely from events and models; the run loop's
/// recorder (IslandIO) only writes it. Everything that changes what the dashboard shows is
/// kept — lines from every source, the simulator's pushes, the user's keys and clicks — except
/// the keys that steer the app clock or quit (`p`, `+`, `-`, `q`): a replay runs on its own
/// clock and must not end itself. Replaying the records through the same reducer at the same
/// virtual times gives the same frames.
public enum SessionRecording {
    /// The input `event` carries, to be written before the reducer applies it (so a line that
    /// crashes island is on file): a line, or a key or click a replay can press again.
    public static func input(of event: AppEvent, in model: AppModel) -> RecordedInput? {
        switch event {
        case .line(let line): return .line(line)
        case .key(let key): return isReplayable(key, in: model) ? .key(key) : nil
        case .activate(let target): return .click(target)
        case .tick, .sourceStatus, .sourceError, .terminate: return nil
        }
    }

    /// What the reducer played by itself while it went from `before` to `after`: the pushes
    /// of the simulated apps (as the payload lines `PushEncoder` writes, attributed to the
    /// simulator, so a replay applies the same pushes) and the inputs of a replay being
    /// recorded again, in the order the reducer played them.
    public static func played(from before: AppModel, to after: AppModel) -> [RecordedInput] {
        var inputs: [RecordedInput] = []
        for (old, new) in zip(before.simulations, after.simulations) {
            guard let through = new.playedThrough, through != old.playedThrough else { continue }
            for push in new.simulation.pushes(after: old.playedThrough, through: through) {
                inputs.append(.line(IncomingLine(body: .bytes(Array(PushEncoder.line(push).utf8)), source: .simulator, number: 0)))
            }
        }
        if let replay = after.replay {
            let start = before.replay?.fed ?? 0
            if replay.fed > start { inputs += replay.items[start..<replay.fed].map(\.input) }
        }
        return inputs
    }

    /// Whether a key is kept: all but those that would steer the clock or quit. While the
    /// authentication prompt or the help is up, such a key answers it instead, and is kept.
    public static func isReplayable(_ key: KeyPress, in model: AppModel) -> Bool {
        if model.pending != nil { return true }
        guard case .character(let character) = key else { return true }
        if model.showHelp, character == "q" { return true }
        return !["p", "+", "=", "-", "_", "q", "Q"].contains(character)
    }
}
