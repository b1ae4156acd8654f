import Foundation
import IslandTypes

extension AppReducer {
    /// A broadcast updates or ends every activity subscribed to its channel, but the applied
    /// entry names the first: this entry says which activities it reached, so a backend sees
    /// its fan-out.
    static func logBroadcastReach(_ outcome: LifecycleOutcome, origin: LineOrigin?, into model: inout AppModel, now: Date) {
        guard let channel = outcome.push?.channelID else { return }
        let reached = Set(outcome.changes.map(\.activityID))
            .union(model.system.activities.filter { $0.channel == channel && $0.isOnIsland }.map(\.id))
            .sorted()
        let names = reached.prefix(20).joined(separator: ", ") + (reached.count > 20 ? " and \(reached.count - 20) more" : "")
        model.log.append(LogEntry(time: now, level: .info,
                                  message: .text("broadcast on channel \(DiagnosticText.quote(channel)) reached \(reached.count) \(reached.count == 1 ? "activity" : "activities"): \(names)"),
                                  origin: origin))
    }
}
