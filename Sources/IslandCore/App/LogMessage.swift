import Foundation
import IslandTypes
import IslandText

/// What an events-pane entry says, typed: the screen words it (German or English) and formats
/// its values; `english` is the wording for machine outputs.
package enum LogMessage: Hashable, Sendable {
    case text(String)
    /// One of island's own notes (setup, sources), worded from the string tables in the
    /// screen's language and in English for machines; the arguments are names and paths, or
    /// sentences of their own (a theme's problem).
    case note(Sentence)
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
    case sourceError(name: String, message: Sentence)
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

    /// The English wording (the English table, values as machine outputs write them): what
    /// `--headless`, `--log` and recordings write.
    package var english: String {
        words(.en, value: { ValueText.plain($0) })
    }
}

extension LogMessage {
    /// `english`'s UTF-8 appended to `out`. An applied line ("update rnv5-trip: remainingTime
    /// → 330") and a warning are worded straight into the bytes, as `words` words it: `--headless` and
    /// `--log` write one for every line taken in (`LogWordingTests` holds the two together).
    package func writeEnglish(into out: inout [UInt8]) {
        if case .warning(let warning) = self {
            // "WARN_…: message", as `words` says it: a drifting stream has one on every line.
            out.append(utf8: warning.code.rawValue)
            out.append(contentsOf: [UInt8(ascii: ":"), 0x20])
            out.append(contentsOf: warning.englishUTF8)
            return
        }
        guard case .applied(let event, let id, let changes) = self else {
            out.append(utf8: english)
            return
        }
        out.append(utf8: EnglishWords.event(event))
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
    /// A control that does not end the activity: its intent went to the listeners.
    case sent
    /// A control that does not end the activity, and nobody listens: nothing comes of it.
    case unheard
    /// A control that does not end the activity, pressed on a simulated app's card: the app
    /// answers it (`ActivitySimulation.answering`), the listeners hear it too.
    case answered

    package var english: String { words(.en) }
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

    /// How many changes an entry lists before "(N more)".
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

    /// The English summary: "nextStop → Wasserturm, delay → 2 (1 more)". Dates as UTC times.
    package static func summary(_ changes: [FieldChange]) -> String {
        var bytes: [UInt8] = []
        writeSummary(changes, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `words(changes, .en, value: ValueText.plain)`'s UTF-8 appended to `out`, without the
    /// strings: numbers and dates straight into the bytes.
    static func writeSummary(_ changes: [FieldChange], into out: inout [UInt8]) {
        // By position: a change read in place is not copied.
        for index in changes.indices.prefix(maximumShown) {
            if index > 0 { out.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
            if let value = changes[index].value {
                out.append(utf8: changes[index].key)
                out.append(utf8: " → ")
                ValueText.writePlain(value, into: &out)
            } else {
                out.append(utf8: StringTable.en.text(.changeRemoved, ["key": changes[index].key]))
            }
        }
        if changes.count > maximumShown {
            out.append(0x20)
            out.append(utf8: EnglishWords.changesMore(changes.count - maximumShown))
        }
    }
}
