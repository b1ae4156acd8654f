extension LiveActivitySystem {
    /// Changes what the user did to an activity's controls (`ActivityControlState`); nothing
    /// for an activity the system does not hold.
    package mutating func updateControls(of id: String, _ change: (inout ActivityControlState) -> Void) {
        guard let index = index(of: id) else { return }
        change(&activities[index].controlState)
    }
}
