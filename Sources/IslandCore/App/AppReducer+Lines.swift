import Foundation
import IslandJSON
import IslandTypes

extension AppReducer {
    /// Every line takes the system's one path (`LiveActivitySystem.receive`), as `island lint` does.
    static func receive(_ line: IncomingLine, into model: inout AppModel, now: Date) -> [AppEffect] {
        let before = contentStates(model)
        let decoded = PushDecoder.decode(line)
        var namesActivity = false
        if case .success(let push) = decoded { namesActivity = push.activityID != nil }
        let outcome = model.system.receive(decoded, from: line.source, now: now, selected: selection(unless: namesActivity, in: model))
        var payload: [UInt8]?
        if case .bytes(let bytes) = line.body { payload = bytes }
        // A simulated app's push (a replay of a recording holds them as lines) names no origin.
        let origin = line.source == .simulator ? nil : LineOrigin(source: line.source, line: line.number)
        return handle(outcome, before: before, origin: origin, simulated: line.source == .simulator, payload: payload,
                      into: &model, now: now)
    }

    /// A push that is not a line: a simulated app's own ActivityKit call.
    static func apply(_ push: Push, origin: LineOrigin?, into model: inout AppModel, now: Date) -> [AppEffect] {
        let before = contentStates(model)
        let outcome = model.system.receive(push, now: now, selected: selection(unless: push.activityID != nil, in: model))
        return handle(outcome, before: before, origin: origin, simulated: push.isLocal, payload: nil, into: &model, now: now)
    }

    /// The selected activity, which routes a push that names none (`LiveActivitySystem`'s
    /// `defaultTarget`); not worked out for one that names its activity, as nearly every line
    /// does (it reads every activity).
    static func selection(unless namesActivity: Bool, in model: AppModel) -> String? {
        namesActivity ? nil : model.selectedActivityID
    }

    /// Each activity's content state before a push, so the events pane can say what changed.
    /// Read by position, so no activity is copied (this runs for every line).
    static func contentStates(_ model: AppModel) -> [(id: String, state: ContentObject)] {
        let activities = model.system.activities
        return activities.indices.map { (activities[$0].id, activities[$0].contentState) }
    }

    /// The content state of activity `id` now, read in place.
    static func contentState(of id: String, in model: AppModel) -> ContentObject? {
        model.system.index(of: id).map { model.system.activities[$0].contentState }
    }

    static func handle(_ outcome: LifecycleOutcome, before: [(id: String, state: ContentObject)], origin: LineOrigin?, simulated: Bool,
                       payload: [UInt8]?, into model: inout AppModel, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = []
        // Typed, worded when shown or written (a drifting stream warns on every line): one array.
        var problems: [LineProblem] = []
        if !outcome.problems.isEmpty || !outcome.warnings.isEmpty {
            problems.reserveCapacity(outcome.problems.count + outcome.warnings.count)
            for problem in outcome.problems { problems.append(.rejection(problem)) }
            for warning in outcome.warnings { problems.append(.warning(warning)) }
        }
        switch outcome.verdict {
        case .notApplied(let rejection, let id):
            model.log.append(LogEntry(time: now, level: rejection.code.isIgnored ? .warning : .error, message: .notApplied(rejection, activityID: id),
                                      origin: origin, activityID: id, payload: payload, problems: problems))
            if let origin, origin.source.expectsReply {
                effects.append(.reply(to: origin.source, reply(rejection, outcome: outcome, line: origin.line)))
            }
        case .applied(let id, let warnings):
            let event = outcome.push?.event ?? .update
            var changes: [FieldChange] = []
            if event != .start, let old = before.last(where: { $0.id == id })?.state, let new = contentState(of: id, in: model) {
                changes = FieldChange.changes(from: old, to: new)
            }
            model.log.append(LogEntry(time: now, level: .info, message: .applied(event, activityID: id, changes: changes),
                                      origin: origin, activityID: id, payload: payload, problems: problems))
            for warning in warnings {
                model.log.append(LogEntry(time: now, level: .warning, message: .warning(warning), origin: origin, activityID: id))
            }
            logBroadcastReach(outcome, origin: origin, into: &model, now: now)
            // A scheduled start alerts when it starts, not when it is scheduled.
            if let alert = outcome.push?.alert, !alert.text.isEmpty, outcome.targetState != .pending {
                effects += light(alert, of: id, in: &model, now: now)
            }
            if model.selectedID == nil { model.selectedID = id }
            if simulated, outcome.push?.event == .start { model.simulatedActivityIDs.insert(id) }
        }
        effects += record(outcome.changes, in: &model, now: now)
        if case .applied(let id, let warnings) = outcome.verdict, let origin, origin.source.expectsReply {
            // After the changes it caused, so a client that has its ack has heard of them too.
            // An ack (`LineAnswer.ack`); a line not applied got a `reply`: every socket line gets one of the two.
            effects.append(.reply(to: origin.source, .ack(line: origin.line, activityID: id, warnings: warnings)))
        }
        effects += handOverStoredBroadcast(after: outcome, into: &model, now: now)
        return effects
    }

    /// `{"type":"reply","line":N,"verdict":"rejected","code":…,"reason":…,"activity-id":…,
    /// "state":…}`, with `problems` when the line had more than one.
    static func reply(_ rejection: Rejection, outcome: LifecycleOutcome, line: Int) -> LineAnswer {
        var reply = JSONObject()
        reply["type"] = "reply"
        reply["line"] = .number(JSONNumber(line))
        reply["verdict"] = .string(rejection.code.isIgnored ? "ignored" : "rejected")
        reply["code"] = .string(rejection.code.rawValue)
        reply["reason"] = .string(rejection.english)
        if let id = outcome.target { reply["activity-id"] = .string(id) }
        if let state = outcome.targetState { reply["state"] = .string(state.rawValue) }
        let others = outcome.problems.map { JSONValue.object(JSONObject([("code", .string($0.code.rawValue)), ("message", .string($0.english))])) }
            + outcome.warnings.map { JSONValue.object(JSONObject([("code", .string($0.code.rawValue)), ("message", .string($0.english))])) }
        if !others.isEmpty { reply["problems"] = .array(others) }
        return .reply(reply)
    }

    /// Logs lifecycle changes and turns them into output records. When the selected activity
    /// ends or goes, and another is live, the selection moves to the live one; a new activity
    /// is selected when the selected one is no longer live. An ended activity's simulated app
    /// stops.
    static func record(_ changes: [LifecycleChange], in model: inout AppModel, now: Date) -> [AppEffect] {
        changes.flatMap { change in
            let app = model.system.activity(change.activityID)?.app.bundle ?? AppDescription.unknownBundle
            log(&model, now, .change, .lifecycle(change, app: app), activityID: change.activityID)
            var effects: [AppEffect] = []
            switch change {
            case .scheduled:
                break
            case .started(let id):
                if let index = model.system.index(of: id), let alert = model.system.activities[index].scheduledAlert {
                    model.system.activities[index].scheduledAlert = nil
                    if !alert.text.isEmpty { effects += light(alert, of: id, in: &model, now: now) }
                }
                if let selected = model.selectedID, model.system.activity(selected)?.isOnIsland != true || selected == id {
                    model.selectedID = id
                } else if model.selectedID == nil {
                    model.selectedID = id
                }
            case .ended(let id, _):
                if let index = model.simulations.firstIndex(where: { $0.simulation.activityID == id }), model.simulations[index].nextPushTime != nil {
                    model.simulations[index].stopped = true
                }
                if model.selectedID == id, let live = model.islandActivities.first { model.selectedID = live.id }
            case .dismissed(let id, _):
                if model.selectedID == id { model.selectedID = model.islandActivities.first?.id ?? model.lockScreenActivities.first?.id }
            case .stale, .fresh:
                break
            }
            return effects + [.output(.lifecycle(change, app: app, at: now))]
        }
    }

    /// An alerting push lights its activity for a while (and rings the bell when it is on).
    static func light(_ alert: ActivityAlert, of id: String, in model: inout AppModel, now: Date) -> [AppEffect] {
        log(&model, now, .alert, .alert(activityID: id, alert), activityID: id)
        model.alertUntil = now.addingTimeInterval(alertDuration * model.speed)
        model.alertActivityID = id
        return model.bellEnabled ? [.bell] : []
    }
}
