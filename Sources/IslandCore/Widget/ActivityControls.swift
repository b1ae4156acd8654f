import Foundation
import IslandSwiftSource
import IslandTypes

/// An activity's controls at a moment, the ones its card draws then, in order.
package enum ActivityControls {
    package static func of(_ activity: Activity, now: Date) -> [ActivityControl] {
        guard let program = activity.definition.widget, let widget = program.widget(for: activity.attributesType) else {
            return activity.presentation.buttons.enumerated().map { index, button in
                ActivityControl(index: index, kind: .button, label: nil, intent: button.intent, ends: button.ends)
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
