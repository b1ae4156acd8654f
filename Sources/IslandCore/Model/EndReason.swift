/// Why an activity ended; written to the intents file and the socket (docs: README "Ending").
package enum EndReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// An `end` push the app or its backend sent on its own (e.g. 30 s after arrival).
    case endEvent = "end-event"
    /// The user pressed the card's button and the app ended the activity (its end push).
    case userStopped = "user-stopped"
    /// The user pressed the button, nobody could hear the intent, so island ended it.
    case userStoppedUnheard = "user-stopped-unheard"
    /// The user pressed the button and the app did not end it in time, so island did.
    case userStoppedTimeout = "user-stopped-timeout"
    /// `EndAllActivitiesIntent` ("Beende ÖPNV Mannheim") and the app ended it.
    case endAll = "end-all"
    case endAllUnheard = "end-all-unheard"
    case endAllTimeout = "end-all-timeout"
    /// The user swiped it away on the Lock Screen (`x`): iOS ends it and removes it.
    case userDismissed = "user-dismissed"
    /// The system's 8-hour limit.
    case timeLimit = "time-limit"
    /// The user turned Live Activities off for the app in Settings.
    case activitiesDisabled = "activities-disabled"

    /// Whether the user's intent caused the end (by the app or, failing it, by island).
    package var isUserRequested: Bool {
        switch self {
        case .userStopped, .userStoppedUnheard, .userStoppedTimeout, .endAll, .endAllUnheard, .endAllTimeout: return true
        case .endEvent, .userDismissed, .timeLimit, .activitiesDisabled: return false
        }
    }
}
