import Foundation
import IslandInput

/// The pure heart of the dashboard: `update` applies one event to the model at `now` and
/// returns the effects for the edge; `nextDeadline` tells the run loop when time will next
/// change something.
package enum AppReducer {
    /// How long an alert keeps the island expanded, in real seconds.
    package static let alertDuration: TimeInterval = 4
    /// How long a footer note stays, in real seconds.
    package static let noteDuration: TimeInterval = 3
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
                    model.sources[index] = status
                    log(&model, now, .info, status.summary)
                }
            } else {
                model.sources.append(status)
            }
        case .sourceError(let name, let message):
            log(&model, now, .error, "\(name): \(message)")
        case .terminate(let signal):
            log(&model, now, .info, "\(signal): quitting")
            model.quitting = true
            effects.append(.quit)
        }
        effects += advance(&model, now: now)
        effects += announceTokens(&model, now: now)
        return effects
    }

    /// The next time something changes without input: a simulated push, a stale date, an
    /// end or dismissal, an alert or note ending, or a countdown on screen turning over.
    package static func nextDeadline(_ model: AppModel, after now: Date) -> Date? {
        var deadlines: [Date] = []
        if !model.paused {
            deadlines += model.simulations.compactMap(\.nextPushTime)
            if let next = model.replay?.nextTime { deadlines.append(next) }
            if let turn = clockTurn(model, after: now) { deadlines.append(turn) }
        }
        if let deadline = model.system.nextDeadline(after: now) { deadlines.append(deadline) }
        if let until = model.alertExpandedUntil, until > now { deadlines.append(until) }
        if let note = model.note, note.until > now { deadlines.append(note.until) }
        for activity in model.islandActivities {
            if case .trip(_, let state) = activity.content, let turn = Countdown.nextChange(to: state.nextStopTime, after: now) {
                deadlines.append(turn)
            }
        }
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
            for index in model.simulations.indices where !model.simulations[index].stopped {
                let run = model.simulations[index]
                let due = run.simulation.pushes(after: run.playedThrough, through: now)
                guard !due.isEmpty else { continue }
                model.simulations[index].playedThrough = run.simulation.schedule[run.simulation.firstIndex(after: now) - 1]
                for push in due {
                    effects += apply(push, source: .simulator, lineNumber: nil, into: &model, now: now)
                }
            }
        }
        if !model.paused, let due = model.replay?.takeDue(through: now) {
            // The status line says how far the replay is (and when it is done): the events
            // pane shows only what the recorded session showed.
            for input in due {
                switch input {
                case .line(let line): effects += receive(line, into: &model, now: now)
                case .key(let key): effects += press(key, in: &model, now: now)
                case .click(let target): effects += activate(target, in: &model, now: now)
                case .log(let level, let text): log(&model, now, level, text)
                }
            }
        }
        effects += record(model.system.advance(to: now), in: &model, now: now)
        if let until = model.alertExpandedUntil, until <= now {
            model.alertExpandedUntil = nil
            model.alertActivityID = nil
        }
        if let note = model.note, note.until <= now { model.note = nil }
        return effects
    }

    // MARK: Input lines

    /// Every line takes the system's one path (`LiveActivitySystem.receive`), as `island lint` does.
    static func receive(_ line: IncomingLine, into model: inout AppModel, now: Date) -> [AppEffect] {
        let before = contentStates(model)
        let outcome = model.system.receive(line, now: now, selected: model.selected?.id)
        return handle(outcome, before: before, source: line.source, lineNumber: line.number, into: &model, now: now)
    }

    static func apply(_ push: Push, source: LineSource, lineNumber: Int?, into model: inout AppModel, now: Date) -> [AppEffect] {
        let before = contentStates(model)
        let outcome = model.system.receive(push, now: now, selected: model.selected?.id)
        return handle(outcome, before: before, source: source, lineNumber: lineNumber, into: &model, now: now)
    }

    /// Each activity's content state before a push, so the events pane can say what changed.
    static func contentStates(_ model: AppModel) -> [String: JSONObject] {
        Dictionary(model.system.activities.map { ($0.id, $0.contentState) }, uniquingKeysWith: { $1 })
    }

    static func handle(_ outcome: LifecycleOutcome, before: [String: JSONObject], source: LineSource, lineNumber: Int?, into model: inout AppModel, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = []
        switch outcome.verdict {
        case .notApplied(let rejection, let id):
            let line = IncomingLine(body: .bytes([]), source: source, number: lineNumber ?? 0)
            effects += notApplied(rejection, activityID: id, line: line, model: &model, now: now)
        case .applied(let id, let warnings):
            let origin = lineNumber.map { "\(source) line \($0)" } ?? "\(source)"
            let event = outcome.push?.event.rawValue ?? "update"
            // The simulator's own updates are the common case: they need no origin.
            var summary = source == .simulator ? "\(event) \(id)" : "\(event) \(id) from \(origin)"
            if outcome.push?.event != .start, let old = before[id], let new = model.system.activity(id)?.contentState,
               let changes = ContentChange.summary(from: old, to: new) {
                summary += ": \(changes)"
            }
            log(&model, now, .info, summary)
            for warning in warnings {
                log(&model, now, .warning, "\(warning.code.rawValue): \(warning.message)")
            }
            if let alert = outcome.push?.alert, !alert.text.isEmpty {
                log(&model, now, .alert, "alert \(id): \(alert.text)")
                model.alertExpandedUntil = now.addingTimeInterval(alertDuration * model.speed)
                model.alertActivityID = id
                if model.bellEnabled { effects.append(.bell) }
            }
            if model.selectedID == nil || outcome.push?.event == .start && model.system.activity(model.selectedID!)?.isOnLockScreen != true {
                model.selectedID = id
            }
        }
        effects += record(outcome.changes, in: &model, now: now)
        if case .applied(let id, let warnings) = outcome.verdict, source.expectsReply, let lineNumber {
            // After the changes it caused, so a client that has its ack has heard of them too.
            effects.append(.reply(to: source, acknowledgement(line: lineNumber, activityID: id, warnings: warnings)))
        }
        return effects
    }

    /// The socket's answer to an applied line: `{"type":"ack","line":N,"verdict":"applied",
    /// "activity-id":…}`, with `warnings` when there were any. Lines that were not applied get
    /// a `reply` (see `notApplied`); every socket line gets exactly one of the two.
    static func acknowledgement(line: Int, activityID: String, warnings: [Warning]) -> JSONValue {
        var ack = JSONObject()
        ack["type"] = "ack"
        ack["line"] = .number(JSONNumber(line))
        ack["verdict"] = "applied"
        ack["activity-id"] = .string(activityID)
        if !warnings.isEmpty {
            ack["warnings"] = .array(warnings.map { .object(JSONObject([("code", .string($0.code.rawValue)), ("message", .string($0.message))])) })
        }
        return .object(ack)
    }

    static func notApplied(_ rejection: Rejection, activityID: String?, line: IncomingLine, model: inout AppModel, now: Date) -> [AppEffect] {
        let word = rejection.code.isIgnored ? "ignored" : "rejected"
        let origin = line.number > 0 ? "\(line.source) line \(line.number)" : "\(line.source)"
        log(&model, now, rejection.code.isIgnored ? .warning : .error, "\(origin) \(word) \(rejection.code.rawValue): \(rejection.message)")
        guard line.source.expectsReply else { return [] }
        var reply = JSONObject()
        reply["type"] = "reply"
        reply["line"] = .number(JSONNumber(line.number))
        reply["verdict"] = .string(word)
        reply["code"] = .string(rejection.code.rawValue)
        reply["reason"] = .string(rejection.message)
        if let activityID { reply["activity-id"] = .string(activityID) }
        return [.reply(to: line.source, .object(reply))]
    }

    /// Logs lifecycle changes and turns them into output records; an ended activity's
    /// simulated app stops.
    static func record(_ changes: [LifecycleChange], in model: inout AppModel, now: Date) -> [AppEffect] {
        changes.map { change in
            switch change {
            case .started(let id): log(&model, now, .change, "\(id) started")
            case .stale(let id): log(&model, now, .change, "\(id) is stale")
            case .ended(let id, let reason):
                log(&model, now, .change, "\(id) ended (\(reason.rawValue))")
                if let index = model.simulations.firstIndex(where: { $0.simulation.activityID == id }),
                   model.simulations[index].nextPushTime != nil {
                    model.simulations[index].stopped = true
                }
            case .dismissed(let id, let reason): log(&model, now, .change, "\(id) dismissed (\(reason.rawValue))")
            }
            return .output(.lifecycle(change, at: now))
        }
    }

    // MARK: Keys

    static func press(_ key: KeyPress, in model: inout AppModel, now: Date) -> [AppEffect] {
        if let pending = model.pending {
            model.pending = nil
            if key == .enter || key == .character("y") || key == .character("Y") {
                return perform(pending, in: &model, now: now)
            }
            setNote(&model, .cancelled, now: now)
            return []
        }
        if model.showHelp, key == .escape || key == .character("?") || key == .character("q") {
            model.showHelp = false
            return []
        }
        switch key {
        case .tab, .down, .right: select(offset: 1, in: &model)
        case .backTab, .up, .left: select(offset: -1, in: &model)
        case .enter, .character("b"): return requestStop(in: &model, now: now)
        case .escape: model.expandedHeld = false
        case .character(let c):
            switch c {
            case " ", "e": model.expandedHeld.toggle()
            case "E": return request(.endAll, in: &model, now: now)
            case "x": return dismissSelected(in: &model, now: now)
            case "l":
                model.locked.toggle()
                setNote(&model, model.locked ? .locked : .unlocked, now: now)
            case "t": model.themeIndex += 1
            case "v": model.viewMode = model.viewMode == .phone ? .dashboard : .phone
            case "s": model.viewMode = model.viewMode == .standby ? .dashboard : .standby
            case "p":
                model.paused.toggle()
                setNote(&model, model.paused ? .paused : .running, now: now)
                return [.setClock(speed: model.speed, paused: model.paused)]
            case "+", "=": return changeSpeed(by: 1, in: &model, now: now)
            case "-", "_": return changeSpeed(by: -1, in: &model, now: now)
            case "?": model.showHelp.toggle()
            case "q", "Q":
                model.quitting = true
                return [.quit]
            default: break
            }
        }
        return []
    }

    static func activate(_ target: HitTarget, in model: inout AppModel, now: Date) -> [AppEffect] {
        switch target {
        case .activity(let id):
            model.selectedID = id
            return []
        case .stopButton(let id):
            model.selectedID = id
            return requestStop(in: &model, now: now)
        }
    }

    static func select(offset: Int, in model: inout AppModel) {
        let ids = model.lockScreenActivities.map(\.id)
        guard !ids.isEmpty else { return }
        let current = model.selected.flatMap { ids.firstIndex(of: $0.id) } ?? 0
        model.selectedID = ids[((current + offset) % ids.count + ids.count) % ids.count]
    }

    static func requestStop(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let activity = model.selected else {
            setNote(&model, .noActivityToEnd, now: now)
            return []
        }
        guard activity.isOnIsland else {
            setNote(&model, .alreadyEnded(activityID: activity.id), now: now)
            return []
        }
        return request(.stop(activityID: activity.id), in: &model, now: now)
    }

    static func request(_ action: PendingAction, in model: inout AppModel, now: Date) -> [AppEffect] {
        if case .endAll = action, model.islandActivities.isEmpty {
            setNote(&model, .noActivityToEnd, now: now)
            return []
        }
        if model.locked {
            model.pending = action
            return []
        }
        return perform(action, in: &model, now: now)
    }

    static func perform(_ action: PendingAction, in model: inout AppModel, now: Date) -> [AppEffect] {
        switch action {
        case .stop(let id):
            guard model.system.activity(id)?.isOnIsland == true else {
                setNote(&model, .alreadyEnded(activityID: id), now: now)
                return []
            }
            log(&model, now, .info, "StopRideIntent \(id)")
            let intent = AppEffect.output(.intent(.stopRide(activityID: id), at: now))
            return [intent] + record(model.system.end(id, reason: .userStopped, now: now), in: &model, now: now)
        case .endAll:
            log(&model, now, .info, "EndAllActivitiesIntent")
            var effects: [AppEffect] = [.output(.intent(.endAllActivities, at: now))]
            for activity in model.islandActivities {
                effects += record(model.system.end(activity.id, reason: .endAll, now: now), in: &model, now: now)
            }
            return effects
        }
    }

    static func dismissSelected(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let activity = model.selected else {
            setNote(&model, .nothingToDismiss, now: now)
            return []
        }
        return record(model.system.dismiss(activity.id, now: now), in: &model, now: now)
    }

    static func changeSpeed(by step: Int, in model: inout AppModel, now: Date) -> [AppEffect] {
        let current = speeds.firstIndex { $0 >= model.speed } ?? speeds.count - 1
        let next = min(max(current + step, 0), speeds.count - 1)
        model.speed = speeds[next]
        setNote(&model, .speed(model.speed), now: now)
        return [.setClock(speed: model.speed, paused: model.paused)]
    }

    static func setNote(_ model: inout AppModel, _ message: NoteMessage, now: Date) {
        model.note = Note(message, until: now.addingTimeInterval(noteDuration * model.speed))
    }

    static func log(_ model: inout AppModel, _ now: Date, _ level: LogEntry.Level, _ text: String) {
        model.log.append(LogEntry(time: now, level: level, text: text))
    }
}
