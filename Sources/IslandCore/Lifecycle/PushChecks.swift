import IslandTypes
/// Warnings about a push that need no activity to judge: its alert, its dates, its form.
/// Each names what to send instead (docs/schema.md lists the codes and their sources).
enum PushChecks {
    static func warnings(_ push: Push, options: SystemOptions) -> [Warning] {
        var warnings: [Warning] = []
        if push.isBareContentState {
            if options.warnsBareContentState {
                warnings.append(Warning(.bareContentState, "a bare content state is island's shorthand for an update of the selected activity; APNs delivers only {\"aps\": {\"event\": \"update\", \"timestamp\": …, \"content-state\": {…}}}"))
            }
            return warnings
        }
        if let alert = push.alert {
            if push.event == .start, push.alertForm == .string || alert.text.isEmpty {
                warnings.append(Warning(.startAlertIncomplete, "aps.alert on a start is \(push.alertForm == .string ? "a plain string" : "empty"): send {\"title\": …, \"body\": …} — ActivityKit's push-to-start documentation shows both (Apple: \"Starting and updating Live Activities with ActivityKit push notifications\")"))
            } else if alert.title?.isEmpty ?? true, push.alertForm == .object, !(alert.body?.isEmpty ?? true) {
                warnings.append(Warning(.alertWithoutTitle, "aps.alert has a body but no title: the alert shows without a headline; add \"title\""))
            }
        }
        if let stale = push.staleDate, let timestamp = push.timestamp, stale < timestamp,
           DeviceClock.plausible.contains(timestamp.timeIntervalSince1970) {
            warnings.append(Warning(.staleBeforeTimestamp, "aps.stale-date \(DiagnosticText.unix(stale)) is before aps.timestamp \(DiagnosticText.unix(timestamp)): the content is stale the moment it arrives; send a stale-date after the timestamp"))
        }
        // Both are chosen when the activity is requested. (Checked before any list is made: this
        // runs for every update.)
        if push.event != .start, push.style != nil || push.startDate != nil {
            let requestOnly = [push.style.map { _ in "style" }, push.startDate.map { _ in "start-date" }].compactMap { $0 }
            warnings.append(Warning(.unknownKeys, "\(requestOnly.joined(separator: " and ")) beside aps \(requestOnly.count == 1 ? "belongs" : "belong") to a start (the app's Activity.request): on an \(push.event.rawValue) \(requestOnly.count == 1 ? "it changes" : "they change") nothing"))
        }
        if push.event != .start, push.timestamp == nil, !push.invalidKeys.contains("timestamp") {
            warnings.append(Warning(.missingTimestamp, "\(push.event.rawValue) without aps.timestamp: iOS orders updates by it and island stamps this one on arrival; send aps.timestamp (Unix seconds of when the content was made)"))
        }
        return warnings
    }
}
