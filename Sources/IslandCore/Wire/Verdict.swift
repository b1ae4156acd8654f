import IslandTypes
/// What became of one input line.
package enum Verdict: Hashable, Sendable {
    case applied(activityID: String, warnings: [Warning])
    case notApplied(Rejection, activityID: String?)

    package var word: String {
        switch self {
        case .applied: return "applied"
        case .notApplied(let rejection, _): return rejection.code.isIgnored ? "ignored" : "rejected"
        }
    }

    package var activityID: String? {
        switch self {
        case .applied(let id, _): return id
        case .notApplied(_, let id): return id
        }
    }

    package var isApplied: Bool {
        if case .applied = self { return true }
        return false
    }

    /// The reason of a line that was not applied.
    package var rejection: Rejection? {
        if case .notApplied(let rejection, _) = self { return rejection }
        return nil
    }

    package var code: ReasonCode? { rejection?.code }

    /// The warnings of an applied line (none for a line that was not applied).
    package var warnings: [Warning] {
        if case .applied(_, let warnings) = self { return warnings }
        return []
    }
}
