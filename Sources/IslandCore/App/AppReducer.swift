import Foundation

/// The pure heart of the dashboard: `update` applies one event to the model at `now` and
/// returns the effects for the edge; `nextDeadline` tells the run loop when the model will
/// next change without input (the screen reports its own next change with each frame).
package enum AppReducer {
    /// How long an alert lights its activity, in real seconds.
    package static let alertDuration: TimeInterval = 4
    /// How long a footer note stays, in real seconds.
    package static let noteDuration: TimeInterval = 3
    /// How long a simulated app takes to answer an intent, in real seconds.
    package static let simulatedAppDelay: TimeInterval = 1
    /// The speeds `+` and `-` step through.
    package static let speeds: [Double] = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600]

    package static func update(_ model: inout AppModel, _ event: AppEvent, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = []
        switch event {
        case .line(let line):
            effects += receive(line, into: &model, now: now)
        case .key(let key):
            effects += press(key, in: &model, now: now)
        case .activate(let target):
            effects += activate(target, in: &model, now: now)
        case .tick:
            break
        case .sourceStatus(let status):
            if let index = model.sources.firstIndex(where: { $0.name == status.name }) {
                if model.sources[index] != status {
                    // Clients coming and going (every `island send`, every APNs connection)
                    // are the status line's count, not entries of the events pane.
                    let countOnly = if case .clients = model.sources[index].state, case .clients = status.state { true } else { false }
                    model.sources[index] = status
                    if !countOnly { log(&model, now, .info, .source(status)) }
                }
            } else {
                model.sources.append(status)
            }
        case .sourceError(let name, let message):
            log(&model, now, .error, .sourceError(name: name, message: message))
        case .rotatePushToken(let id):
            effects += rotatePushToken(of: id, in: &model, now: now)
        case .terminate(let signal):
            log(&model, now, .info, .quitting(reason: signal))
            model.quitting = true
            effects.append(.quit)
        }
        // A replay's seek moved the clock: the model stands at the new moment.
        effects += advance(&model, now: ReplaySeek.movedClock(by: effects) ?? now)
        effects += announceTokens(&model, now: now)
        return effects
    }

    /// The next time the model changes without input: a simulated push or an app's answer, a
    /// replay's next input, a stale date, an end or dismissal, an app too slow to end what the
    /// user asked, an alert or note ending, the virtual clock turning over.
    package static func nextDeadline(_ model: AppModel, after now: Date) -> Date? {
        var deadlines: [Date] = []
        if !model.paused {
            deadlines += model.simulations.compactMap(\.nextPushTime)
            deadlines += model.simulations.compactMap(\.response?.due)
            if let next = model.replay?.nextTime { deadlines.append(next) }
            if let turn = clockTurn(model, after: now) { deadlines.append(turn) }
        }
        if let deadline = model.system.nextDeadline(after: now) { deadlines.append(deadline) }
        if let until = model.alertUntil, until > now { deadlines.append(until) }
        if let note = model.note, note.until > now { deadlines.append(note.until) }
        return deadlines.min()
    }

    /// The next time the virtual clock the status line shows (at a speed other than 1, or in
    /// a replay) should move on: each virtual second, but at most four times a real second,
    /// so 3600× shows a clock moving in 15-minute steps rather than waking a thousand times.
    static func clockTurn(_ model: AppModel, after now: Date) -> Date? {
        guard model.speed != 1 || model.replay != nil, model.speed > 0, model.speed.isFinite else { return nil }
        let step = max(1, (model.speed / 4).rounded(.up))
        let seconds = now.timeIntervalSince1970
        return Date(timeIntervalSince1970: ((seconds / step).rounded(.down) + 1) * step)
    }

    // MARK: Time

    static func advance(_ model: inout AppModel, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = []
        if !model.paused {
            effects += playSimulations(&model, now: now)
        }
        if !model.paused, let due = model.replay?.takeDue(through: now) {
            // The status line says how far the replay is (and when it is done): the events
            // pane shows only what the recorded session showed.
            for input in due {
                switch input {
                case .line(let line): effects += receive(line, into: &model, now: now)
                case .key(let key): effects += press(key, in: &model, now: now)
                case .click(let target): effects += activate(target, in: &model, now: now)
                case .log(let level, let message): log(&model, now, level, message)
                case .clock(let speed, let paused): effects += ReplayControl.playClock(speed: speed, paused: paused, in: &model, now: now)
                }
            }
        }
        effects += record(model.system.advance(to: now), in: &model, now: now)
        if let until = model.alertUntil, until <= now {
            model.alertUntil = nil
            model.alertActivityID = nil
        }
        if let note = model.note, note.until <= now { model.note = nil }
        return effects
    }

    /// Plays what the simulated apps do by `now`: their scheduled pushes, and their answers
    /// to the user's intents. The last push of the last simulation says so in the footer.
    static func playSimulations(_ model: inout AppModel, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = []
        let wasFinished = model.simulationsFinished
        for index in model.simulations.indices {
            if let response = model.simulations[index].response, response.due <= now {
                model.simulations[index].response = nil
                // The app checks its activity first, as `Activity.activityState` lets it: one
                // another producer already ended is left alone.
                for push in response.pushes where push.activityID.map({ model.system.activity($0)?.isOnIsland ?? false }) ?? true {
                    effects += apply(push, origin: nil, into: &model, now: now)
                }
            }
            guard !model.simulations[index].stopped else { continue }
            let run = model.simulations[index]
            let due = run.simulation.pushes(after: run.playedThrough, through: now)
            guard !due.isEmpty else { continue }
            model.simulations[index].playedThrough = run.simulation.schedule[run.simulation.firstIndex(after: now) - 1]
            for push in due {
                effects += apply(push, origin: nil, into: &model, now: now)
            }
        }
        if !wasFinished, model.simulationsFinished {
            setNote(&model, .simulationFinished, now: now)
        }
        return effects
    }

    // MARK: Notes and the log

    static func setNote(_ model: inout AppModel, _ message: NoteMessage, now: Date) {
        model.note = Note(message, until: now.addingTimeInterval(noteDuration * model.speed))
    }

    static func log(_ model: inout AppModel, _ now: Date, _ level: LogEntry.Level, _ message: LogMessage, activityID: String? = nil) {
        model.log.append(LogEntry(time: now, level: level, message: message, activityID: activityID))
    }
}
