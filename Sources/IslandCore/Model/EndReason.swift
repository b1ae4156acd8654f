/// Why an activity ended; written to the intents file and the socket.
package enum EndReason: String, Codable, Hashable, Sendable {
    /// An `end` push (the app or its backend ended it, e.g. 30 s after arrival).
    case endEvent = "end-event"
    /// The user pressed Beenden / Stop ride (`StopRideIntent`).
    case userStopped = "user-stopped"
    /// `EndAllActivitiesIntent` ("Beende ÖPNV Mannheim").
    case endAll = "end-all"
    /// The system's 8-hour limit.
    case timeLimit = "time-limit"
}
