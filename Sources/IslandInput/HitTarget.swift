/// Something a mouse click can land on; the rendered frame maps cells to these.
package enum HitTarget: Hashable, Sendable {
    /// The Beenden / Stop ride button of an activity's card.
    case stopButton(activityID: String)
    /// An activity's card or island presentation: selects it.
    case activity(activityID: String)
}
