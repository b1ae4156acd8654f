/// What the user did to an activity's controls that its content does not say: the control
/// `b` presses (Left/Right, a digit), and each toggle flipped since the app's last update,
/// drawn in its new state until that update comes (as iOS flips a `Toggle(isOn:intent:)` at
/// once and runs the intent after).
package struct ActivityControlState: Hashable, Sendable {
    /// The selected control's number (0: the first).
    package var selected = 0
    /// Control number → the state the user flipped it to.
    package var toggled: [Int: Bool] = [:]

    package init() {}
}
