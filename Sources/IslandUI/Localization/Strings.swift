import Foundation
import IslandCore
import IslandText
import IslandTypes

/// Every label the surfaces show, by name: the words are the language's string table's
/// (IslandText/Strings/Languages).
/// Untrusted text (stop names, status texts) is never part of these; it is passed in and
/// drawn as its own span.
package struct Strings: Hashable, Sendable {
    package let language: Language

    package init(_ language: Language) {
        self.language = language
    }

    /// The language's table: every word below is one of its keys.
    package var table: StringTable { language.table }

    private func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
        table.text(key, arguments)
    }

    // MARK: States

    /// "veraltet · aktualisiert vor 3 Min." / "stale · updated 3 min ago"
    func stale(minutesAgo: Int) -> String {
        text(.staleUpdatedAgo, ["minutes": String(minutesAgo)])
    }

    /// "2 Probleme" / "2 problems": the problems among the events-pane entries kept.
    func problemCount(_ count: Int) -> String {
        table.text(.problemCount, count: count)
    }

    /// "zuletzt REJECTED_KEY_NOT_FOUND" / "last REJECTED_KEY_NOT_FOUND".
    func lastProblem(_ code: String) -> String { text(.lastProblem, ["code": code]) }

    /// The app has the user's intent and has not ended the activity yet.
    var ending: String { text(.ending) }

    func activityState(_ state: ActivityState) -> String {
        switch state {
        case .pending: return text(.stateScheduled)
        case .active: return text(.stateActive)
        case .stale: return text(.stateStale)
        case .ended: return text(.stateEnded)
        case .dismissed: return text(.stateDismissed)
        }
    }

    /// "trip-9 geplant: startet um 07:30:00" / "trip-9 scheduled: starts at 07:30:00"
    func scheduled(_ id: String, at time: String) -> String {
        text(.lifecycleScheduled, ["id": id, "time": time])
    }

    // MARK: Surfaces and panes

    var dynamicIsland: String { text(.dynamicIsland) }
    var minimal: String { text(.minimal) }
    var compact: String { text(.compact) }
    var expanded: String { text(.expanded) }
    var lockScreen: String { text(.lockScreen) }
    var events: String { text(.events) }
    var noActivity: String { text(.noActivity) }
    var waiting: String { text(.waiting) }
    var simulationFinished: String { text(.simulationFinished) }
    var noEvents: String { text(.noEvents) }
    var queryHint: String { text(.queryHint) }
    // MARK: An opened entry

    var entryTitle: String { text(.entryTitle) }
    /// "Zeilen 1–20 von 58"
    func lineRange(first: Int, last: Int, total: Int) -> String {
        text(.lineRange, ["first": String(first), "last": String(last), "total": String(total)])
    }
    var applied: String { text(.entryApplied) }
    var removed: String { text(.entryRemoved) }
    func problems(_ count: Int) -> String { table.text(.entryProblems, count: count) }
    func payload(bytes: Int) -> String { text(.payload, ["bytes": String(bytes)]) }
    var payloadCut: String { text(.payloadCut) }
    var noPayload: String { text(.noPayload) }
    var payloadNotKept: String { text(.payloadNotKept) }
    var notJSON: String { text(.notJSON) }
    var oneLineForm: String {
        text(.oneLineForm)
    }

    var noMatchingEvents: String { text(.noMatchingEvents) }
    var problemsFilter: String { text(.problemsFilter) }
    /// The `/` query in the title: „wasser“ / “wasser”.
    func quoted(_ text: String) -> String { self.text(.quoted, ["text": text]) }
    /// Shown entries newer than the cursor's: "3 neuere" / "3 newer".
    func newer(_ count: Int) -> String { table.text(.newer, count: count) }
    func more(_ count: Int) -> String { table.text(.more, count: count) }
    /// Marks the selected activity where the island shows another one.
    var selectedActivity: String { text(.selectedActivity) }
    var tooSmall: String { text(.tooSmall) }

    // MARK: Status line

    var locked: String { text(.locked) }
    var unlocked: String { text(.unlocked) }
    var paused: String { text(.paused) }
    var noSource: String { text(.noSource) }
    var clock: String { text(.clock) }
    /// After a replay's "304/304".
    var replayDone: String { text(.replayDone) }
    var theme: String { text(.theme) }
    func nextUpdate(_ time: String) -> String { text(.nextUpdate, ["time": time]) }
    func every(_ seconds: String) -> String { text(.every, ["seconds": seconds]) }

    // MARK: Prompts

    var authTitle: String { text(.authTitle) }
    func confirmEnd(_ title: String) -> String { text(.confirmEnd, ["title": title]) }
    var authenticate: String { text(.authenticate) }
    var authHint: String { text(.authHint) }
    /// "Alle 2 Live-Aktivitäten von „ÖPNV Mannheim“ beenden?"
    func confirmEndAll(app: String, count: Int) -> String {
        table.text(.confirmEndAll, count: count, ["app": app])
    }
    var endAllTitle: String { text(.endAllTitle) }
    var helpTitle: String { text(.helpTitle) }
    var helpClose: String { text(.helpClose) }

    var spaceKey: String { text(.spaceKey) }
    var mouse: String { text(.mouse) }
    var clickHelp: String {
        text(.clickHelp)
    }
    var helpLogSection: String { text(.helpLogSection) }
    var helpEntrySection: String { text(.helpEntrySection) }
    var dashboardWord: String { text(.dashboard) }

    // MARK: Dates

    func dateLine(weekday: Int, day: Int, month: Int) -> String {
        text(.dateLine, DateWords.fields(table, weekday: weekday, day: day, month: month))
    }

    // MARK: Footer notes

    /// The reducer's short note in the label language.
    package func note(_ message: NoteMessage) -> String {
        switch message {
        case .cancelled: return text(.noteCancelled)
        case .locked: return text(.locked)
        case .unlocked: return text(.unlocked)
        case .paused: return text(.notePaused)
        case .running: return text(.noteRunning)
        case .speed(let speed): return text(.noteSpeed, ["speed": SpeedFormat.string(speed)])
        case .noActivityToEnd: return text(.noteNoActivityToEnd)
        case .alreadyEnded(let id): return text(.noteAlreadyEnded, ["id": id])
        case .alreadyEnding(let id): return text(.noteAlreadyEnding, ["id": id])
        case .allEnding(let app):
            return text(.noteAllEnding, ["app": app])
        case .noButton(let id): return text(.noteNoButton, ["id": id])
        case .noIntent(let id): return text(.noteNoIntent, ["id": id])
        case .nothingToDismiss: return text(.noteNothingToDismiss)
        case .intentUnheard:
            return text(.noteIntentUnheard)
        case .simulationFinished: return text(.noteSimulationFinished)
        case .simulationRestarted: return text(.noteSimulationRestarted)
        case .nothingToRestart: return text(.noteNothingToRestart)
        }
    }
}
