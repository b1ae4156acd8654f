/// What a footer note says; the UI words it in the label language.
package enum NoteMessage: Hashable, Sendable {
    case cancelled
    case locked
    case unlocked
    case paused
    case running
    case speed(Double)
    case noActivityToEnd
    case alreadyEnded(activityID: String)
    case nothingToDismiss

    /// The English wording (logs and tests).
    package var text: String {
        switch self {
        case .cancelled: return "cancelled"
        case .locked: return "locked"
        case .unlocked: return "unlocked"
        case .paused: return "paused"
        case .running: return "running"
        case .speed(let speed): return "speed \(SpeedFormat.string(speed))"
        case .noActivityToEnd: return "no activity to end"
        case .alreadyEnded(let id): return "\(id) has already ended"
        case .nothingToDismiss: return "nothing to dismiss"
        }
    }
}
