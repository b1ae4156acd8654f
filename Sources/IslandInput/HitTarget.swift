/// Something a mouse click can land on; the rendered frame maps cells to these.
package enum HitTarget: Hashable, Sendable {
    /// The Beenden / Stop ride button of an activity's card.
    case stopButton(activityID: String)
    /// One of an activity's controls (a widget's `Button(intent:)` / `Toggle(isOn:intent:)`, a
    /// type file's `buttons`), by its number: selects and presses it.
    case control(activityID: String, index: Int)
    /// An activity's card or island presentation: selects it.
    case activity(activityID: String)
}
