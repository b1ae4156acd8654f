/// What one line or push did: its verdict, the lifecycle changes it (and the time before it)
/// caused, and the push itself when the line decoded to one.
package struct LifecycleOutcome: Hashable, Sendable {
    package var verdict: Verdict
    package var changes: [LifecycleChange]
    /// The decoded push (its alert, its event), nil when the line was not a push.
    package var push: Push?

    package init(verdict: Verdict, changes: [LifecycleChange] = [], push: Push? = nil) {
        self.verdict = verdict
        self.changes = changes
        self.push = push
    }

    static func notApplied(_ code: ReasonCode, _ message: String, _ id: String? = nil) -> LifecycleOutcome {
        LifecycleOutcome(verdict: .notApplied(Rejection(code, message), activityID: id))
    }

    static func notApplied(_ rejection: Rejection, _ id: String?) -> LifecycleOutcome {
        LifecycleOutcome(verdict: .notApplied(rejection, activityID: id))
    }
}
