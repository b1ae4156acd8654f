/// What one push did: its verdict, and the lifecycle changes it caused.
public struct LifecycleOutcome: Hashable, Sendable {
    public var verdict: Verdict
    public var changes: [LifecycleChange]

    public init(verdict: Verdict, changes: [LifecycleChange] = []) {
        self.verdict = verdict
        self.changes = changes
    }

    static func notApplied(_ code: ReasonCode, _ message: String, _ id: String? = nil) -> LifecycleOutcome {
        LifecycleOutcome(verdict: .notApplied(Rejection(code, message), activityID: id))
    }
}
