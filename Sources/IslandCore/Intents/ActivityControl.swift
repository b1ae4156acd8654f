import IslandJSON
import IslandTypes

/// One control of an activity's card as it is now: what pressing it sends and does. A widget's
/// come from its code evaluated for this moment (`Button(intent:)`, `Toggle(isOn:intent:)`, with
/// the intent's parameters); a type file's from its `button` / `buttons`.
package struct ActivityControl: Hashable, Sendable {
    package var index: Int
    package var kind: WidgetControl.Kind
    /// The label as the widget drew it; nil for a type file's button (its label is a text of
    /// the type file, in the card's language).
    package var label: String?
    /// The intent's type name; nil: a button whose action island cannot run.
    package var intent: String?
    package var parameters: JSONObject
    /// A toggle's state as drawn now (flipped ones included).
    package var isOn: Bool?
    /// Pressing it asks the app to end the activity (the card's end button): Face ID first
    /// when locked, `intentTimeout` for the app's end push, as ever.
    package var ends: Bool
    /// The intent declares `authenticationPolicy` `.requiresAuthentication` or
    /// `.requiresLocalDeviceAuthentication`: a locked phone asks for Face ID first.
    package var requiresAuthentication: Bool
    /// A toggle's intent is a `SetValueIntent`: its `value` parameter carries the new state.
    package var setsValue = false

    package init(index: Int, kind: WidgetControl.Kind, label: String?, intent: String?, parameters: JSONObject = JSONObject(),
                 isOn: Bool? = nil, ends: Bool, requiresAuthentication: Bool = false) {
        self.index = index
        self.kind = kind
        self.label = label
        self.intent = intent
        self.parameters = parameters
        self.isOn = isOn
        self.ends = ends
        self.requiresAuthentication = requiresAuthentication
    }
}
