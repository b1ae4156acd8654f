import Foundation
import IslandInput

/// A card's several controls: Left/Right or a digit chooses the one `b` presses, a click
/// presses the one under the pointer. A control whose intent ends the activity goes the way the
/// end button always has (`AppReducer+Ending`); any other sends its intent, with its
/// parameters, and the activity goes on — a toggle drawn flipped until the app's next update.
extension AppReducer {
    /// Face ID first where iOS asks for it: a locked phone, for the end button (as ever) and
    /// for an intent that declares an `authenticationPolicy` needing it. Apple: the default
    /// policy "allows the intent to run without authentication, including when the device is
    /// locked".
    static func press(_ control: ActivityControl, of activity: Activity, in model: inout AppModel, now: Date) -> [AppEffect] {
        if control.ends || control.requiresAuthentication {
            return confirmOrPerform(.stop(activityID: activity.id, control: control.index), in: &model, now: now)
        }
        return perform(control, of: activity, in: &model, now: now)
    }

    static func perform(_ control: ActivityControl, of activity: Activity, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard let name = control.intent else {
            setNote(&model, .noIntent(activityID: activity.id), now: now)
            return []
        }
        var intent = Intent(name: name, activityID: activity.id, app: activity.app.bundle)
        intent.parameters = control.parameters
        if control.kind == .toggle {
            let value = !(control.isOn ?? false)
            intent.toggledTo = value
            // A `SetValueIntent` gets the new state as its `value`, as a control toggle's does.
            if control.setsValue { intent.parameters["value"] = .bool(value) }
        }
        if control.ends { return send(intent, ending: [activity], isEndAll: false, in: &model, now: now) }
        if let value = intent.toggledTo {
            model.system.updateControls(of: activity.id) { $0.toggled[control.index] = value }
        }
        let answered = answer(intent, of: activity, in: &model, now: now)
        log(&model, now, .info, .intent(intent, audience: answered ? .answered : model.hasIntentListener ? .sent : .unheard), activityID: activity.id)
        return [.output(.intent(intent, at: now))]
    }

    /// A simulated app gets the intent a moment later, as an app's intent runs in its own
    /// process, and goes on as the intent has it (`ActivitySimulation.answering`): its reply
    /// and later pushes replace the rest of its plan. False: no simulated app answers it.
    static func answer(_ intent: Intent, of activity: Activity, in model: inout AppModel, now: Date) -> Bool {
        guard let index = model.simulations.firstIndex(where: { $0.simulation.activityID == activity.id }),
              !model.simulations[index].stopped else { return false }
        let due = now.addingTimeInterval(simulatedAppDelay * model.speed)
        guard let answered = model.simulations[index].simulation.answering(intent, sent: now, answered: due) else { return false }
        model.simulations[index].simulation = answered
        return true
    }

    /// Left / Right: the selected card's next or previous control, round.
    static func selectControl(offset: Int, in model: inout AppModel, now: Date) {
        guard let activity = model.selected, activity.isOnIsland else { return }
        let count = ActivityControls.of(activity, now: now).count
        guard count > 1 else { return }
        let current = min(max(0, activity.controlState.selected), count - 1)
        model.system.updateControls(of: activity.id) { $0.selected = ((current + offset) % count + count) % count }
    }

    /// A digit: the selected card's control of that number (1 the first); a number the card
    /// has no control for changes nothing.
    static func chooseControl(_ key: KeyPress, in model: inout AppModel, now: Date) {
        guard case .character(let typed) = key, let number = typed.wholeNumberValue, number >= 1,
              let activity = model.selected, activity.isOnIsland,
              number <= ActivityControls.of(activity, now: now).count else { return }
        model.system.updateControls(of: activity.id) { $0.selected = number - 1 }
    }

    /// A click on a control: it becomes the selected one and is pressed.
    static func click(control index: Int, of id: String, in model: inout AppModel, now: Date) -> [AppEffect] {
        model.selectedID = id
        model.system.updateControls(of: id) { $0.selected = index }
        return requestStop(in: &model, now: now)
    }
}
