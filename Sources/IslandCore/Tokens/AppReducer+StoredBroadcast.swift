import Foundation
import IslandTypes

extension AppReducer {
    /// A start that subscribes to a Most-Recent-Message-Stored channel is handed the channel's
    /// stored broadcast at once, as APNs delivers it to a late subscriber; it is judged as any
    /// update (an older `timestamp` than the start's is ignored, as iOS ignores one), and the
    /// events pane says where it came from.
    static func handOverStoredBroadcast(after outcome: LifecycleOutcome, into model: inout AppModel, now: Date) -> [AppEffect] {
        guard case .applied(let id, _) = outcome.verdict, outcome.push?.event == .start, outcome.push?.inputPushChannel != nil,
              let stored = model.system.storedBroadcast(forNewlyStarted: id), let channel = outcome.push?.inputPushChannel else { return [] }
        model.log.append(LogEntry(time: now, level: .info,
                                  message: .text("channel \(DiagnosticText.quote(channel)) stores its most recent message: handed to \(DiagnosticText.quote(id)), which subscribed after it was sent"),
                                  activityID: id))
        return apply(stored, origin: nil, into: &model, now: now)
    }
}
