import Foundation

/// The verdict on one payload, where it was, and the state of its activity afterwards.
package struct LintResult: Hashable, Sendable {
    package var file: String
    package var line: Int
    package var verdict: Verdict
    /// The push's event when the line decoded to a push.
    package var event: PushEvent?
    /// The activity's state after the payload; nil when it concerns no activity.
    package var state: ActivityState?
    /// The stream's time at which the payload was judged (its arrival on the device).
    package var arrival: Date

    package init(file: String, line: Int, verdict: Verdict, event: PushEvent? = nil, state: ActivityState? = nil, arrival: Date) {
        self.file = file
        self.line = line
        self.verdict = verdict
        self.event = event
        self.state = state
        self.arrival = arrival
    }

    package var activityID: String? { verdict.activityID }
}
