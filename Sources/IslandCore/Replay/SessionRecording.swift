import Foundation
import IslandInput

/// What `--record` keeps of a session, decided purely from events and models; the run loop's
/// recorder (IslandIO) only writes it. Everything that changes what the dashboard shows is
/// kept — lines from every source, the simulator's pushes, the user's keys and clicks, the
/// events pane's entries about the sources, and the app clock's speed and pause (from the
/// start, and each change) — except the keys that steer the clock or quit (`p`, `+`, `-`,
/// `q`): their effect on the clock is recorded instead, and a replay must not end itself.
/// Replaying the records through the same reducer at the same virtual times gives the same
/// frames (the status line aside: it names the replay's own source and progress).
package enum SessionRecording {
    /// The events pane as the session starts (theme problems, the socket's path, the
    /// simulator's seed), each entry at its own time, then the clock as it starts (`--speed`):
    /// the first records of a file.
    package static func initial(_ model: AppModel, at now: Date) -> [RecordedLine] {
        model.log.entries.map { RecordedLine(arrival: $0.time, input: .log($0.level, recorded($0.message))) }
            + [RecordedLine(arrival: now, input: .clock(speed: model.speed, paused: model.paused))]
    }

    /// The input `event` carries, to be written before the reducer applies it (so a line that
    /// crashes island is on file): a line, or a key or click a replay can press again.
    package static func input(of event: AppEvent, in model: AppModel) -> RecordedInput? {
        switch event {
        case .line(let line): return .line(line)
        case .key(let key): return isReplayable(key, in: model) ? .key(key) : nil
        case .activate(let target): return .click(target)
        // A token rotation is recorded as the events pane's entries it made (below): a replay
        // says it, and does not rotate again.
        case .tick, .sourceStatus, .sourceError, .terminate, .rotatePushToken: return nil
        }
    }

    /// What applying `event` took the reducer from `before` to `after` without an input to
    /// record beforehand, in the order it happened: the events pane's entries about a source
    /// (its status changed, it failed), the pushes of the simulated apps (as the payload lines
    /// `PushEncoder` writes, attributed to the simulator, so a replay applies the same pushes),
    /// and the inputs of a replay being recorded again.
    package static func played(by event: AppEvent, from before: AppModel, to after: AppModel) -> [RecordedInput] {
        var inputs: [RecordedInput] = []
        switch event {
        case .sourceStatus, .sourceError, .rotatePushToken:
            let added = min(after.log.total - before.log.total, after.log.entries.count)
            if added > 0 { inputs += after.log.entries.suffix(added).map { .log($0.level, recorded($0.message)) } }
        case .line, .key, .activate, .tick, .terminate:
            break
        }
        for (old, new) in zip(before.simulations, after.simulations) {
            // The simulated app's answer to an intent, played in this step.
            if let answer = old.response, new.response == nil {
                inputs += answer.pushes.map(simulatorLine)
            }
            guard let through = new.playedThrough, through != old.playedThrough else { continue }
            inputs += new.simulation.pushes(after: old.playedThrough, through: through).map(simulatorLine)
        }
        var replayedClock = false
        if let replay = after.replay {
            let start = before.replay?.fed ?? 0
            if replay.fed > start {
                let fed = replay.items[start..<replay.fed].map(\.input)
                replayedClock = fed.contains { if case .clock = $0 { return true } else { return false } }
                inputs += fed
            }
        }
        // A change of speed or pause (a key, or a replay's own recorded change, kept above).
        if !replayedClock, before.speed != after.speed || before.paused != after.paused {
            inputs.append(.clock(speed: after.speed, paused: after.paused))
        }
        return inputs
    }

    /// A simulated app's push as the payload line it is, attributed to the simulator.
    static func simulatorLine(_ push: Push) -> RecordedInput {
        .line(IncomingLine(body: .bytes(Array(PushEncoder.line(push).utf8)), source: .simulator, number: 0))
    }

    /// Whether a key is kept: all but those that would steer the clock or quit. While the
    /// authentication prompt or the help is up, such a key answers it instead, and is kept.
    package static func isReplayable(_ key: KeyPress, in model: AppModel) -> Bool {
        // A prompt, a query being typed or an opened entry takes the key as its answer.
        if model.pending != nil || model.eventsPane.isEditingQuery || model.eventsPane.opened != nil { return true }
        guard case .character(let character) = key else { return true }
        if model.showHelp, character == "q" { return true }
        return !["p", "+", "=", "-", "_", "q", "Q"].contains(character)
    }

    /// An entry as a record keeps it: a source's status typed, anything else as its English text.
    static func recorded(_ message: LogMessage) -> LogMessage {
        switch message {
        case .source, .sourceError, .note: return message
        default: return .text(message.english)
        }
    }
}
