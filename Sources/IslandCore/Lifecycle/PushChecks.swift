import IslandText
import IslandTypes
/// Warnings about a push that need no activity to judge: its alert, its dates, its form.
/// Each names what to send instead (docs/schema.md lists the codes and their sources).
enum PushChecks {
    static func warnings(_ push: Push, options: SystemOptions) -> [Warning] {
        var warnings: [Warning] = []
        if push.isBareContentState {
            if options.warnsBareContentState {
                warnings.append(Warning(.bareContentState, .checkBareContentState))
            }
            return warnings
        }
        if let alert = push.alert {
            if push.event == .start, push.alertForm == .string || alert.text.isEmpty {
                warnings.append(Warning(.startAlertIncomplete, push.alertForm == .string ? .checkStartAlertString : .checkStartAlertEmpty))
            } else if alert.title?.isEmpty ?? true, push.alertForm == .object, !(alert.body?.isEmpty ?? true) {
                warnings.append(Warning(.alertWithoutTitle, .checkAlertWithoutTitle))
            }
        }
        if let stale = push.staleDate, let timestamp = push.timestamp, stale < timestamp,
           DeviceClock.plausible.contains(timestamp.timeIntervalSince1970) {
            warnings.append(Warning(.staleBeforeTimestamp, .checkStaleBeforeTimestamp, ["stale": DiagnosticText.unix(stale), "timestamp": DiagnosticText.unix(timestamp)]))
        }
        // Both are chosen when the activity is requested. (Checked before any list is made: this
        // runs for every update.)
        if push.event != .start, push.style != nil || push.startDate != nil {
            let requestOnly = [push.style.map { _ in "style" }, push.startDate.map { _ in "start-date" }].compactMap { $0 }
            warnings.append(Warning(.unknownKeys, Sentence(.checkRequestOnlyKeys, arguments: [
                Sentence.Named("keys", DiagnosticWords.list(requestOnly)), .text("event", push.event.rawValue), .text("count", String(requestOnly.count)),
            ])))
        }
        if push.event != .start, push.timestamp == nil, !push.invalidKeys.contains("timestamp") {
            warnings.append(Warning(.missingTimestamp, .checkMissingTimestamp, ["event": push.event.rawValue]))
        }
        return warnings
    }
}
