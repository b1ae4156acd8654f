import IslandTypes
/// What one line or push did: its verdict, every other problem and warning it has, the
/// lifecycle changes it (and the time before it) caused, which activity it was for and that
/// activity's state afterwards, and the push itself when the line decoded to one.
package struct LifecycleOutcome: Hashable, Sendable {
    package var verdict: Verdict
    /// Blocking problems besides the verdict's, in order (the verdict is the first).
    package var problems: [Rejection]
    /// Every warning, applied or not.
    package var warnings: [Warning]
    package var changes: [LifecycleChange]
    /// The decoded push (its alert, its event), nil when the line was not a push.
    package var push: Push?
    /// The activity the line was for, when one can be named, and its state after the line.
    package var target: String?
    package var targetState: ActivityState?

    package init(verdict: Verdict, problems: [Rejection] = [], warnings: [Warning] = [], changes: [LifecycleChange] = [],
                 push: Push? = nil, target: String? = nil, targetState: ActivityState? = nil) {
        self.verdict = verdict
        self.problems = problems
        self.warnings = warnings
        self.changes = changes
        self.push = push
        self.target = target
        self.targetState = targetState
    }
}
