import Foundation
import IslandTypes
import IslandText

/// What an events-pane entry says, typed: the screen words it (German or English) and formats
/// its values; `english` is the wording for machine outputs.
package enum LogMessage: Hashable, Sendable {
    case text(String)
    /// A push was applied; what it changed.
    case applied(PushEvent, activityID: String, changes: [FieldChange])
    case notApplied(Rejection, activityID: String?)
    case warning(Warning)
    case alert(activityID: String, ActivityAlert)
    /// An activity's lifecycle changed; `app` is its app's bundle (named when it starts).
    case lifecycle(LifecycleChange, app: String)
    /// The user's intent went out; who could hear it.
    case intent(Intent, audience: IntentAudience)
    case source(SourceStatus)
    case sourceError(name: String, message: String)
    /// The simulated apps started again (`r`).
    case simulationRestarted(seed: UInt64)
    case quitting(reason: String)
    /// The device handed an app a push token (APNs endpoint on): the developer copies it here.
    case pushToken(TokenAnnouncement)

    /// Whether the entry is about an input line (its origin is shown first).
    var isAboutALine: Bool {
        switch self {
        case .applied, .notApplied, .warning: return true
        default: return false
        }
    }

    package var english: String {
        switch self {
        case .text(let text): return text
        case .applied:
            var bytes: [UInt8] = []
            writeEnglish(into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        case .notApplied(let rejection, _):
            return "\(rejection.code.isIgnored ? "ignored" : "rejected") \(rejection.code.rawValue): \(rejection.message)"
        case .warning(let warning): return "\(warning.code.rawValue): \(warning.message)"
        case .alert(let id, let alert): return "alert \(id): \(alert.text)"
        case .lifecycle(let change, let app):
            switch change {
            case .scheduled(let id, let start): return "\(id) scheduled: starts at \(DiagnosticText.utc(start))" + (app.isEmpty ? "" : " (\(app))")
            case .started(let id): return app.isEmpty ? "\(id) started" : "\(id) started (\(app))"
            case .stale(let id): return "\(id) is stale"
            case .fresh(let id): return "\(id) is fresh again"
            case .ended(let id, let reason): return "\(id) ended (\(reason.rawValue))"
            case .dismissed(let id, let reason): return "\(id) dismissed (\(reason.rawValue))"
            }
        case .intent(let intent, let audience):
            let target = intent.activityID ?? (intent.app.isEmpty ? "all activities" : "\(intent.app)'s activities")
            return "\(intent.name) \(target) → \(audience.english)"
        case .source(let status): return status.summary
        case .sourceError(let name, let message): return "\(name): \(message)"
        case .simulationRestarted(let seed): return "simulation restarted, seed \(seed) (--seed \(seed) replays it)"
        case .quitting(let reason): return "\(reason): quitting"
        case .pushToken(let announcement):
            switch announcement.kind {
            case .pushToStart: return "push-to-start token \(announcement.token)"
            case .activity: return "push token of \(announcement.activityID ?? "?"): \(announcement.token)"
            }
        }
    }
}

extension LogMessage {
    /// `english`'s UTF-8 appended to `out`. An applied line ("update rnv5-trip: remainingTime
    /// → 330") is worded straight into the bytes: `--headless` and `--log` write one for every
    /// line taken in.
    package func writeEnglish(into out: inout [UInt8]) {
        guard case .applied(let event, let id, let changes) = self else {
            out.append(utf8: english)
            return
        }
        out.append(utf8: event.rawValue)
        out.append(0x20)
        out.append(utf8: id)
        if !changes.isEmpty {
            out.append(contentsOf: [UInt8(ascii: ":"), 0x20])
            FieldChange.writeSummary(changes, into: &out)
        }
    }
}

/// Who could hear an intent when it went out.
package enum IntentAudience: Hashable, Sendable {
    /// The simulated app itself: it ends the activity as its app would.
    case simulatedApp
    /// Socket clients and/or the intents file (or headless output): the producer can end it.
    case listeners
    /// Nobody: island ended the activity itself.
    case nobody

    package var english: String {
        switch self {
        case .simulatedApp: return "the simulated app ends it"
        case .listeners: return "sent to the app; waiting for its end"
        case .nobody: return "nobody listens (no socket client, no --intents): island ended it"
        }
    }
}

/// One field an update changed, for the events pane ("nextStop → Wasserturm").
package struct FieldChange: Hashable, Sendable {
    package var key: String
    /// nil: the field was removed.
    package var value: ContentValue?

    package init(key: String, value: ContentValue?) {
        self.key = key
        self.value = value
    }

    /// How many changes an entry lists before "+N".
    package static let maximumShown = 3

    /// What an update changed: text and whole-number changes first (a new stop, a new delay),
    /// fractional numbers last (progress and remaining seconds change with every update).
    ///
    /// Computed for every update a dashboard takes in, so without a sort: the changes in the
    /// order found, then stably ordered by rank (there are three) only when they are not in
    /// order already.
    package static func changes(from old: ContentObject, to new: ContentObject) -> [FieldChange] {
        var changes: [FieldChange] = []
        changes.reserveCapacity(new.count)
        // An app sends its fields in the same order every time: each is found at its old
        // place first, and only a field that moved is looked up by key. Read in place, by
        // position: copies of the entries cost a retain and a release each.
        let before = old.entries
        let after = new.entries
        var samePlaces = before.count == after.count
        for offset in after.indices {
            let inPlace = offset < before.count && before[offset].key == after[offset].key
            samePlaces = samePlaces && inPlace
            let changed = inPlace ? before[offset].value != after[offset].value : old[after[offset].key] != after[offset].value
            if changed { changes.append(FieldChange(key: after[offset].key, value: after[offset].value)) }
        }
        if !samePlaces {
            for entry in before where new[entry.key] == nil {
                changes.append(FieldChange(key: entry.key, value: nil))
            }
        }
        guard !changes.indices.dropFirst().allSatisfy({ rank(of: changes[$0 - 1]) <= rank(of: changes[$0]) }) else { return changes }
        var ordered: [FieldChange] = []
        ordered.reserveCapacity(changes.count)
        for rank in 0...2 { ordered += changes.lazy.filter { Self.rank(of: $0) == rank } }
        return ordered
    }

    /// A removed field ranks with the texts.
    static func rank(of change: FieldChange) -> Int {
        change.value.map(rank(of:)) ?? 0
    }

    static func rank(of value: ContentValue) -> Int {
        switch value {
        case .double: return 2
        case .int: return 1
        default: return 0
        }
    }

    /// The English summary: "nextStop → Wasserturm, delay → 2 +1". Dates as UTC times.
    package static func summary(_ changes: [FieldChange]) -> String {
        var bytes: [UInt8] = []
        writeSummary(changes, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `summary`'s UTF-8 appended to `out`.
    static func writeSummary(_ changes: [FieldChange], into out: inout [UInt8]) {
        // By position: a change read in place is not copied.
        for index in changes.indices.prefix(maximumShown) {
            if index > 0 { out.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
            out.append(utf8: changes[index].key)
            if let value = changes[index].value {
                out.append(utf8: " → ")
                ValueText.writePlain(value, into: &out)
            } else {
                out.append(utf8: " removed")
            }
        }
        if changes.count > maximumShown {
            out.append(utf8: " +")
            out.append(decimal: changes.count - maximumShown)
        }
    }
}
