import Foundation

/// The verdict on one payload, where it was, and the state of its activity afterwards.
public struct LintResult: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var verdict: Verdict
    /// The push's event when the line decoded to a push.
    public var event: PushEvent?
    /// The activity's state after the payload; nil when it concerns no activity.
    public var state: ActivityState?
    /// The stream's time at which the payload was judged (its arrival on the device).
    public var arrival: Date

    public init(file: String, line: Int, verdict: Verdict, event: PushEvent? = nil, state: ActivityState? = nil, arrival: Date) {
        self.file = file
        self.line = line
        self.verdict = verdict
        self.event = event
        self.state = state
        self.arrival = arrival
    }

    public var activityID: String? { verdict.activityID }
}
