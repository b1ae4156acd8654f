import Foundation

/// Ending by hand, as iOS does it: the card's button runs the app's intent and the app ends
/// the activity; End all ends one app's activities; swiping a card away ends and removes it.
extension AppReducer {
    /// `b`, Enter, or a click on the button: locked, Face ID first.
    static func requestStop(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let activity = model.selected else {
            setNote(&model, .noActivityToEnd, now: now)
            return []
        }
        guard activity.isOnIsland else {
            setNote(&model, .alreadyEnded(activityID: activity.id), now: now)
            return []
        }
        guard activity.endRequest == nil else {
            setNote(&model, .alreadyEnding(activityID: activity.id), now: now)
            return []
        }
        // iOS shows only what the app draws: without a control there is nothing to press, and
        // no intent the app may not even have is sent.
        let controls = ActivityControls.of(activity, now: now)
        guard !controls.isEmpty else {
            setNote(&model, .noButton(activityID: activity.id), now: now)
            return []
        }
        let control = controls[min(max(0, activity.controlState.selected), controls.count - 1)]
        return press(control, of: activity, in: &model, now: now)
    }

    /// `E`: the selected activity's app's activities, after a confirmation naming the app.
    static func requestEndAll(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let app = (model.selected ?? model.islandActivities.first)?.app.bundle,
              model.islandActivities.contains(where: { $0.app.bundle == app }) else {
            setNote(&model, .noActivityToEnd, now: now)
            return []
        }
        // Nothing left to end: say what is happening instead of asking to end none.
        guard !endAllTargets(model, app: app).isEmpty else {
            let ending = model.islandActivities.filter { $0.app.bundle == app }
            setNote(&model, ending.count == 1 ? .alreadyEnding(activityID: ending[0].id) : .allEnding(app: app), now: now)
            return []
        }
        model.pending = .endAll(app: app)
        return []
    }

    static func confirmOrPerform(_ action: PendingAction, in model: inout AppModel, now: Date) -> [AppEffect] {
        if model.locked {
            model.pending = action
            return []
        }
        return perform(action, in: &model, now: now)
    }

    /// The activities End all of `app` ends.
    package static func endAllTargets(_ model: AppModel, app: String) -> [Activity] {
        model.islandActivities.filter { $0.app.bundle == app && $0.endRequest == nil }
    }

    static func perform(_ action: PendingAction, in model: inout AppModel, now: Date) -> [AppEffect] {
        switch action {
        case .stop(let id, let control):
            guard let activity = model.system.activity(id), activity.isOnIsland else {
                setNote(&model, .alreadyEnded(activityID: id), now: now)
                return []
            }
            guard activity.endRequest == nil else {
                setNote(&model, .alreadyEnding(activityID: id), now: now)
                return []
            }
            let controls = ActivityControls.of(activity, now: now)
            guard control < controls.count else {
                setNote(&model, .noButton(activityID: id), now: now)
                return []
            }
            return perform(controls[control], of: activity, in: &model, now: now)
        case .endAll(let app):
            let targets = endAllTargets(model, app: app)
            guard !targets.isEmpty else {
                setNote(&model, .noActivityToEnd, now: now)
                return []
            }
            return send(.endAll(app: app, activityIDs: targets.map(\.id)), ending: targets, isEndAll: true, in: &model, now: now)
        }
    }

    /// The intent goes to every listener first (one output line). Then each activity ends the
    /// way its app can: a simulated app answers with its own end push a moment later; an app
    /// with listeners has `intentTimeout` to send its end push; with nobody to hear, island
    /// ends it at once and says so.
    static func send(_ intent: Intent, ending activities: [Activity], isEndAll: Bool, in model: inout AppModel, now: Date) -> [AppEffect] {
        var effects: [AppEffect] = [.output(.intent(intent, at: now))]
        let simulated = activities.allSatisfy { model.simulatedActivityIDs.contains($0.id) }
        let audience: IntentAudience = simulated ? .simulatedApp : model.hasIntentListener ? .listeners : .nobody
        log(&model, now, .info, .intent(intent, audience: audience), activityID: intent.activityID)
        let deadline = now.addingTimeInterval(model.intentTimeout * model.speed)
        for activity in activities {
            if let index = model.simulations.firstIndex(where: { $0.simulation.activityID == activity.id }) {
                let due = now.addingTimeInterval(simulatedAppDelay * model.speed)
                model.simulations[index].stopped = true
                model.simulations[index].response = (due, model.simulations[index].simulation.endPushes(at: due))
                effects += record(model.system.requestEnd(activity.id, intent: intent.name, isEndAll: isEndAll, deadline: deadline, now: now),
                                  in: &model, now: now)
            } else if audience == .nobody {
                let reason: EndReason = isEndAll ? .endAllUnheard : .userStoppedUnheard
                effects += record(model.system.end(activity.id, reason: reason, now: now), in: &model, now: now)
            } else {
                effects += record(model.system.requestEnd(activity.id, intent: intent.name, isEndAll: isEndAll, deadline: deadline, now: now),
                                  in: &model, now: now)
            }
        }
        if audience == .nobody { setNote(&model, .intentUnheard, now: now) }
        return effects
    }

    /// `x`: swipe the selected card away. iOS needs no authentication for it.
    static func dismissSelected(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let activity = model.selected else {
            setNote(&model, .nothingToDismiss, now: now)
            return []
        }
        return record(model.system.dismiss(activity.id, now: now), in: &model, now: now)
    }
}
