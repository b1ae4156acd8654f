import IslandJSON

/// A `Button(intent:)` or `Toggle(isOn:intent:)` as one frame's code made it: which intent it
/// runs, with the parameters that frame gave it, and a toggle's drawn state. Numbered among the
/// frame's controls (`WidgetControls`) so a key, a digit or a click can press it.
package struct WidgetControl: Sendable, Hashable {
    package enum Kind: String, Sendable {
        case button, toggle
    }

    package var kind: Kind
    /// The intent's type name (`PauseTimerIntent`); nil: a button with an action closure, which
    /// island cannot run.
    package var intent: String?
    /// The intent's `@Parameter`s as the frame set them, in declaration order.
    package var parameters: JSONObject
    /// A toggle's state as drawn (`isOn:`); nil for a button.
    package var isOn: Bool?
    /// The label as one line of text, symbols left out (set when numbered).
    package var label = ""
    /// Its place among the frame's controls, from 0 in drawing order; nil until numbered.
    package var index: Int?

    package init(kind: Kind, intent: String?, parameters: JSONObject = JSONObject(), isOn: Bool? = nil) {
        self.kind = kind
        self.intent = intent
        self.parameters = parameters
        self.isOn = isOn
    }
}
