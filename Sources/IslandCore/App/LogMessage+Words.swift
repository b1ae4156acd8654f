import Foundation
import IslandText
import IslandTypes

/// The one wording of a log message, in any language's table: the events pane words it in the
/// screen's language with the screen's values (clock times, decimal commas, paths by their
/// last component); `english` words it in English with the machine's values (UTC, as sent).
/// Only the values differ between the two.
extension LogMessage {
    /// - Parameters:
    ///   - value: how a changed field's value reads.
    ///   - sourceName: how a source's name reads.
    package func words(_ table: StringTable, value: (ContentValue) -> String, sourceName: (String) -> String = { $0 }) -> String {
        switch self {
        case .text(let text): return text
        case .note(let sentence): return sentence.words(table)
        case .applied(let event, let id, let changes):
            let summary = FieldChange.words(changes, table, value: value)
            return "\(event.words(table)) \(id)" + (summary.isEmpty ? "" : ": \(summary)")
        case .notApplied(let rejection, _):
            return "\(rejection.code.verdict(table)) \(rejection.code.rawValue): \(rejection.message.words(table))"
        case .warning(let warning):
            return "\(warning.code.rawValue): \(warning.message.words(table))"
        case .alert(let id, let alert):
            return table.text(.logAlert, ["id": id, "text": alert.text])
        case .lifecycle(let change, let app):
            return change.words(table, app: app, date: { value(.date($0)) })
        case .intent(let intent, let audience):
            let target = intent.activityID
                ?? (intent.app.isEmpty ? table.text(.logAllActivities) : table.text(.logAppActivities, ["app": intent.app]))
            return "\(intent.name) \(target) → \(audience.words(table))"
        case .source(let status):
            return status.words(table, name: sourceName(status.name))
        case .sourceError(let name, let message):
            return "\(name): \(message.words(table))"
        case .simulationRestarted(let seed):
            return table.text(.logSimulationRestarted, ["seed": String(seed)])
        case .quitting(let reason):
            return table.text(.logQuitting, ["reason": reason])
        case .pushToken(let announcement):
            switch announcement.kind {
            case .pushToStart: return table.text(.logPushToStartToken, ["token": announcement.token])
            case .activity: return table.text(.logPushToken, ["id": announcement.activityID ?? "?", "token": announcement.token])
            }
        }
    }
}

extension PushEvent {
    package func words(_ table: StringTable) -> String {
        switch self {
        case .start: return table.text(.eventStart)
        case .update: return table.text(.eventUpdate)
        case .end: return table.text(.eventEnd)
        }
    }
}

extension ReasonCode {
    /// "ignored" / "rejected": iOS drops the line either way; ignored lines were valid.
    package func verdict(_ table: StringTable) -> String {
        table.text(isIgnored ? .verdictIgnored : .verdictRejected)
    }
}

extension LogEntry.Level {
    package func words(_ table: StringTable) -> String {
        switch self {
        case .info: return table.text(.levelInfo)
        case .change: return table.text(.levelChange)
        case .alert: return table.text(.levelAlert)
        case .warning: return table.text(.levelWarning)
        case .error: return table.text(.levelError)
        }
    }
}

extension LifecycleChange {
    /// A start names the app it belongs to (its bundle, as its topic has it); `date` words a
    /// scheduled start's moment.
    package func words(_ table: StringTable, app: String, date: (Date) -> String) -> String {
        switch self {
        case .scheduled(let id, let start):
            let arguments = ["id": id, "time": date(start), "app": app]
            return table.text(app.isEmpty ? .lifecycleScheduled : .lifecycleScheduledIn, arguments)
        case .started(let id):
            return app.isEmpty ? table.text(.lifecycleStarted, ["id": id]) : table.text(.lifecycleStartedIn, ["id": id, "app": app])
        case .stale(let id): return table.text(.lifecycleStale, ["id": id])
        case .fresh(let id): return table.text(.lifecycleFresh, ["id": id])
        case .ended(let id, let reason):
            return table.text(.lifecycleEnded, ["id": id, "reason": reason.words(table), "code": reason.rawValue])
        case .dismissed(let id, let reason):
            return table.text(.lifecycleDismissed, ["id": id, "reason": reason.words(table), "code": reason.rawValue])
        }
    }
}

extension EndReason {
    package func words(_ table: StringTable) -> String {
        switch self {
        case .endEvent: return table.text(.endReasonEndEvent)
        case .userStopped: return table.text(.endReasonUserStopped)
        case .userStoppedUnheard: return table.text(.endReasonUserStoppedUnheard)
        case .userStoppedTimeout: return table.text(.endReasonUserStoppedTimeout)
        case .endAll: return table.text(.endReasonEndAll)
        case .endAllUnheard: return table.text(.endReasonEndAllUnheard)
        case .endAllTimeout: return table.text(.endReasonEndAllTimeout)
        case .userDismissed: return table.text(.endReasonUserDismissed)
        case .timeLimit: return table.text(.endReasonTimeLimit)
        case .activitiesDisabled: return table.text(.endReasonActivitiesDisabled)
        }
    }
}

extension DismissalReason {
    package func words(_ table: StringTable) -> String {
        switch self {
        case .dismissalDate: return table.text(.dismissalDate)
        case .user: return table.text(.dismissalUser)
        case .lifetimeLimit: return table.text(.dismissalLifetimeLimit)
        }
    }
}

extension IntentAudience {
    package func words(_ table: StringTable) -> String {
        switch self {
        case .simulatedApp: return table.text(.audienceSimulatedApp)
        case .listeners: return table.text(.audienceListeners)
        case .nobody: return table.text(.audienceNobody)
        case .sent: return table.text(.audienceSent)
        case .unheard: return table.text(.audienceUnheard)
        case .answered: return table.text(.audienceAnswered)
        }
    }
}

extension SourceStatus {
    /// The state as the status line and the log say it; `name` as the caller shows it.
    package func words(_ table: StringTable, name: String) -> String {
        switch state {
        case .running: return name
        case .following: return table.text(.sourceFollowing, ["name": name])
        case .waitingForFile: return table.text(.sourceWaitingForFile, ["name": name])
        case .clients(let count): return table.text(.sourceClients, count: count, ["name": name])
        case .endOfInput: return table.text(.sourceEndOfInput, ["name": name])
        case .failed(let reason): return "\(name): \(reason)"
        }
    }
}

extension FieldChange {
    /// "nextStop → Wasserturm, delay → 2 (1 more)": the count of the changes left out in
    /// words ("+1" beside a value read as a change of the value).
    package static func words(_ changes: [FieldChange], _ table: StringTable, value: (ContentValue) -> String) -> String {
        var text = ""
        for index in changes.indices.prefix(maximumShown) {
            if index > 0 { text += ", " }
            if let changed = changes[index].value {
                text += "\(changes[index].key) → \(value(changed))"
            } else {
                text += table.text(.changeRemoved, ["key": changes[index].key])
            }
        }
        let more = changes.count - maximumShown
        return more > 0 ? text + " " + table.text(.changesMore, count: more) : text
    }
}
