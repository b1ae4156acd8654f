import Foundation
import IslandJSON
import IslandSwiftSource
import IslandTypes

/// An activity's controls at a moment, the ones its card draws then, in order.
package enum ActivityControls {
    package static func of(_ activity: Activity, now: Date) -> [ActivityControl] {
        guard let program = activity.definition.widget, let widget = program.widget(for: activity.attributesType) else {
            return buttons(of: activity, now: now).enumerated().map { index, button in
                // A parameter whose field is not there is left out, as the app could not make it.
                let parameters = button.parameters.compactMap { parameter in
                    activity.value(at: parameter.field).map { (parameter.name, $0.json) }
                }
                return ActivityControl(index: index, kind: .button, label: nil, intent: button.intent,
                                       parameters: JSONObject(parameters), ends: button.ends)
            }
        }
        let environment = WidgetEnvironment(now: now, locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC")!)
        var surfaces = WidgetRunner.run(program, widget: widget, attributes: activity.attributes, state: activity.contentState,
                                        isStale: activity.state == .stale, environment: environment)
        WidgetControls.flip(&surfaces, activity.controlState.toggled)
        return surfaces.controls.enumerated().map { index, control in
            var made = ActivityControl(index: index, kind: control.kind, label: control.label, intent: control.intent, parameters: control.parameters,
                                       isOn: control.isOn, ends: WidgetIntentEnding.ends(control.intent, program: program),
                                       requiresAuthentication: requiresAuthentication(control.intent, program))
            made.setsValue = control.kind == .toggle && (control.intent.flatMap { program.type($0)?.inherited.contains("SetValueIntent") } ?? false)
            return made
        }
    }

    /// A type file's buttons the card draws at `now`, in order: those whose `when` holds (an
    /// alarm's Repeat only while it rings). The card, `b`, the digits and a click all count
    /// these, so a control's number is the same everywhere.
    package static func buttons(of activity: Activity, now: Date, noteChange: (Date) -> Void = { _ in }) -> [ButtonSpec] {
        let all = activity.presentation.buttons
        guard all.contains(where: { $0.when != nil }) else { return all }
        let schema = activity.definition.schema
        return all.filter { ActivityConditions.holds($0.when, of: activity, schema: schema, now: now, noteChange: noteChange) }
    }

    /// `static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication`
    /// (or a getter returning it). Apple: the default, `.alwaysAllowed`, "allows the intent to
    /// run without authentication, including when the device is locked".
    static func requiresAuthentication(_ intent: String?, _ program: WidgetProgram) -> Bool {
        guard let intent, let body = program.type(intent) else { return false }
        var policy: SwiftExpression?
        if let stored = body.stored.first(where: { $0.name == "authenticationPolicy" && $0.isStatic }) { policy = stored.initial }
        if policy == nil, let getter = body.computed["authenticationPolicy"], let last = getter.body.last {
            switch last {
            case .expression(let expression), .returning(let expression?): policy = expression
            default: break
            }
        }
        switch policy {
        case .implicitMember(let name, _)?, .member(_, let name, _, _)?:
            return name == "requiresAuthentication" || name == "requiresLocalDeviceAuthentication"
        default: return false
        }
    }
}
