import Foundation

extension LiveActivitySystem {
    /// The user pressed the card's button (or End all): the intent goes to the app, which is
    /// expected to end the activity with its own final content. Until `deadline` the activity
    /// waits ("ending…"); then island ends it itself (`*-timeout`). Asking again changes nothing.
    package mutating func requestEnd(_ id: String, intent: String, isEndAll: Bool, deadline: Date, now: Date) -> [LifecycleChange] {
        let changes = advance(to: now)
        guard let index = index(of: id), activities[index].isOnIsland, activities[index].endRequest == nil else { return changes }
        activities[index].endRequest = EndRequest(intent: intent, isEndAll: isEndAll, requestedAt: now, deadline: deadline)
        return changes
    }

    /// Ends an activity the way `Activity.end(_:dismissalPolicy:)` does: off the island at once,
    /// on the Lock Screen until its dismissal. Ending an ended activity changes nothing.
    package mutating func end(_ id: String, reason: EndReason, dismissalDate: Date? = nil, now: Date) -> [LifecycleChange] {
        var changes = advance(to: now)
        guard let index = index(of: id), activities[index].isOnIsland else { return changes }
        changes += finish(at: index, reason: reason, dismissalDate: dismissalDate, at: now)
        return changes + advance(to: now)
    }

    /// The user swipes the card away on the Lock Screen: iOS ends a running activity and
    /// removes it at once (`ActivityState.dismissed`). No authentication is needed.
    package mutating func dismiss(_ id: String, now: Date) -> [LifecycleChange] {
        var changes = advance(to: now)
        guard let index = index(of: id), activities[index].state != .dismissed else { return changes }
        if activities[index].isOnIsland {
            changes += finish(at: index, reason: .userDismissed, dismissalDate: nil, at: now)
        }
        activities[index].state = .dismissed
        activities[index].dismissedAt = now
        changes.append(.dismissed(activityID: id, reason: .user))
        return changes
    }

    /// The dismissal policy: by default up to 4 h on the Lock Screen; a `dismissal-date` in
    /// the past removes it at once, a later one at that date but at most 4 h after the end —
    /// and never past 12 h after the start.
    mutating func finish(at index: Int, reason: EndReason, dismissalDate: Date?, at time: Date) -> [LifecycleChange] {
        activities[index].state = .ended
        activities[index].endedAt = time
        activities[index].endReason = reason
        activities[index].endRequest = nil
        let latest = min(time.addingTimeInterval(Self.lockScreenTail), lifetimeEnd(of: activities[index]))
        activities[index].dismissAt = max(time, dismissalDate.map { min($0, latest) } ?? latest)
        return [.ended(activityID: activities[index].id, reason: reason)]
    }

    func lifetimeEnd(of activity: Activity) -> Date {
        activity.startedAt.addingTimeInterval(Self.activeLimit + Self.lockScreenTail)
    }
}
