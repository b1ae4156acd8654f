import IslandInput
import IslandText

/// Everything that can happen to the dashboard. Inputs of every kind become one of these.
package enum AppEvent: Sendable {
    /// A line from a file, the socket or stdin.
    case line(IncomingLine)
    case key(KeyPress)
    case activate(HitTarget)
    /// Time passed: a deadline was reached.
    case tick
    case sourceStatus(SourceStatus)
    case sourceError(name: String, message: Sentence)
    /// SIGINT, SIGTERM or SIGHUP: quit cleanly.
    case terminate(signal: String)
    /// `island tokens --rotate ID`: the device replaces the activity's push token.
    case rotatePushToken(activityID: String)
}
