/// What a footer note says; the UI words it in the chrome language.
package enum NoteMessage: Hashable, Sendable {
    case cancelled
    case locked
    case unlocked
    case paused
    case running
    case speed(Double)
    case noActivityToEnd
    case alreadyEnded(activityID: String)
    /// The button was pressed again while the app is ending the activity.
    case alreadyEnding(activityID: String)
    /// `E` while every activity of the app is already ending.
    case allEnding(app: String)
    /// `b` on a card without a button: its type (or widget) declares none, and iOS draws only
    /// what the app draws.
    case noButton(activityID: String)
    case nothingToDismiss
    /// The control runs no intent (a `Button` with an action closure), which a Live Activity
    /// cannot run.
    case noIntent(activityID: String)
    /// The intent went out but nobody listens: island ended the activity itself.
    case intentUnheard
    case simulationFinished
    case simulationRestarted
    case nothingToRestart

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
        case .alreadyEnding(let id): return "\(id) is ending: the app has the intent"
        case .allEnding(let app): return "every activity of \(app) is ending: the app has the intent"
        case .noButton(let id): return "\(id) has no button: its app draws none"
        case .nothingToDismiss: return "nothing to dismiss"
        case .noIntent(let id): return "\(id): this control runs no intent, and a Live Activity runs nothing else"
        case .intentUnheard: return "nobody listens for intents: island ended it (listen with --socket or --intents)"
        case .simulationFinished: return "simulation finished: r restarts it"
        case .simulationRestarted: return "simulation restarted"
        case .nothingToRestart: return "no simulation to restart"
        }
    }
}
