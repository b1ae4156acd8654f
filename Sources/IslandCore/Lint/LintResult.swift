import Foundation
import IslandTypes

/// The verdict on one payload, every other problem it has, where it was, and the activity it
/// was for with that activity's state afterwards.
package struct LintResult: Hashable, Sendable {
    package var file: String
    package var line: Int
    package var verdict: Verdict
    /// Blocking problems after the verdict's.
    package var problems: [Rejection]
    /// Every warning, applied or not.
    package var warnings: [Warning]
    /// The push's event when the line decoded to a push.
    package var event: PushEvent?
    /// The activity the payload was for, and its state after it.
    package var activityID: String?
    package var state: ActivityState?
    /// When the payload arrived on the device; nil when no clock is known (no timestamp, no --now).
    package var arrival: Date?

    package init(file: String, line: Int, verdict: Verdict, problems: [Rejection] = [], warnings: [Warning] = [], event: PushEvent? = nil,
                 activityID: String? = nil, state: ActivityState? = nil, arrival: Date?) {
        self.file = file
        self.line = line
        self.verdict = verdict
        self.problems = problems
        self.warnings = warnings
        self.event = event
        self.activityID = activityID
        self.state = state
        self.arrival = arrival
    }
}
