import Foundation

/// The part of iOS that owns Live Activities: it applies pushes in timestamp order, marks
/// content stale, ends activities at the 8-hour limit and dismisses them from the Lock Screen.
/// Pure: every call takes `now`; `nextDeadline(after:)` tells the run loop when to call again.
public struct LiveActivitySystem: Hashable, Sendable {
    /// An activity may be active for 8 hours; the system then ends it.
    public static let activeLimit: TimeInterval = 8 * 3600
    /// After the end it stays on the Lock Screen at most 4 hours more (12 hours in all).
    public static let lockScreenTail: TimeInterval = 4 * 3600
    /// A timestamp further ahead than this is ignored (usually milliseconds sent as seconds).
    public static let futureTolerance: TimeInterval = 8 * 3600
    /// ActivityKit's limit for attributes + content state.
    public static let contentLimit = 4096

    public private(set) var activities: [Activity] = []
    private var startCount = 0
    /// The app of activities whose pushes name none.
    public var defaultApp: String

    public init(defaultApp: String = "island") {
        self.defaultApp = defaultApp
    }

    public func activity(_ id: String) -> Activity? {
        activities.first { $0.id == id }
    }

    private func index(of id: String) -> Int? {
        activities.firstIndex { $0.id == id }
    }

    /// The activity an update or end without `activity-id` goes to: the selected one if it is
    /// still there, else the most recently started one on the Lock Screen.
    public func defaultTarget(selected: String?) -> String? {
        if let selected, let activity = activity(selected), activity.isOnLockScreen { return selected }
        return activities.filter(\.isOnLockScreen).max { $0.startOrder < $1.startOrder }?.id
    }

    // MARK: Pushes

    public mutating func receive(_ push: Push, now: Date, selected: String? = nil) -> LifecycleOutcome {
        if push.payloadBytes > Self.contentLimit {
            return .notApplied(.rejectedTooLarge, "attributes + content-state are \(push.payloadBytes) bytes, over ActivityKit's 4 KB limit", push.activityID)
        }
        let timestamp = push.timestamp ?? now
        if timestamp.timeIntervalSince(now) > Self.futureTolerance {
            var message = "timestamp \(Self.describe(timestamp)) is more than 8 h in the future"
            if timestamp.timeIntervalSince1970 > 100_000_000_000 {
                message += "; it looks like milliseconds — aps.timestamp is Unix seconds"
            }
            return .notApplied(.ignoredFutureTimestamp, message, push.activityID)
        }
        switch push.event {
        case .start: return start(push, timestamp: timestamp, now: now)
        case .update, .end:
            guard let id = push.activityID ?? defaultTarget(selected: selected) else {
                return .notApplied(.rejectedNoActivity, "\(push.event.rawValue) with no activity to go to: no activity-id and no activity running")
            }
            guard let index = index(of: id) else {
                return .notApplied(.rejectedNoActivity, "no activity with activity-id \"\(id)\"", id)
            }
            if activities[index].state == .ended || activities[index].state == .dismissed {
                return .notApplied(.ignoredAfterEnd, "activity \(id) has ended; iOS ignores pushes after the end", id)
            }
            return push.event == .update
                ? update(at: index, push, timestamp: timestamp, now: now)
                : end(at: index, push, timestamp: timestamp, now: now)
        }
    }

    private mutating func start(_ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        guard let typeName = push.attributesType, let attributes = push.attributes else {
            return .notApplied(.rejectedStartAttributes, "a start needs aps.attributes-type and aps.attributes", push.activityID)
        }
        guard push.alert != nil else {
            return .notApplied(.rejectedStartMissingAlert, "a start needs aps.alert; iOS silently drops a start without one", push.activityID)
        }
        guard let state = push.contentState else {
            return .notApplied(.rejectedMissingContentState, "a start needs aps.content-state", push.activityID)
        }
        let template: ActivityContentTemplate
        switch ContentDecoder.decodeAttributes(typeName: typeName, attributes) {
        case .success(let decoded): template = decoded
        case .failure(let rejection):
            return LifecycleOutcome(verdict: .notApplied(Rejection(.rejectedStartAttributes, rejection.message), activityID: push.activityID))
        }
        let content: ActivityContent
        switch ContentDecoder.decodeState(state, for: template) {
        case .success(let decoded): content = decoded
        case .failure(let rejection): return LifecycleOutcome(verdict: .notApplied(rejection, activityID: push.activityID))
        }
        startCount += 1
        let id = push.activityID ?? "activity-\(startCount)"
        if let existing = index(of: id) {
            guard activities[existing].state == .dismissed else {
                startCount -= 1
                return .notApplied(.rejectedStartAttributes, "activity \(id) already exists; a start needs a new activity-id", id)
            }
            activities.remove(at: existing)
        }
        var activity = Activity(
            id: id, app: push.app ?? defaultApp, attributesType: typeName, attributes: attributes,
            contentState: state, content: content, staleDate: push.staleDate,
            relevanceScore: push.relevanceScore ?? 0, startedAt: now, startOrder: startCount, timestamp: timestamp
        )
        activity.lastAlert = push.alert
        activities.append(activity)
        var changes: [LifecycleChange] = [.started(activityID: id)]
        changes += advance(to: now)
        return LifecycleOutcome(verdict: .applied(activityID: id, warnings: []), changes: changes)
    }

    private mutating func update(at index: Int, _ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        let id = activities[index].id
        if timestamp < activities[index].lastTimestamp {
            return .notApplied(.ignoredOlderTimestamp, "timestamp \(Self.describe(timestamp)) is older than the last applied \(Self.describe(activities[index].lastTimestamp))", id)
        }
        guard let state = push.contentState else {
            return .notApplied(.rejectedMissingContentState, "an update needs aps.content-state", id)
        }
        switch ContentDecoder.decodeState(state, for: activities[index].content.template) {
        case .failure(let rejection):
            return LifecycleOutcome(verdict: .notApplied(rejection, activityID: id))
        case .success(let content):
            activities[index].content = content
        }
        activities[index].contentState = state
        activities[index].lastTimestamp = timestamp
        activities[index].updatedAt = now
        activities[index].updateCount += 1
        activities[index].staleDate = push.staleDate
        if let score = push.relevanceScore { activities[index].relevanceScore = score }
        if let alert = push.alert { activities[index].lastAlert = alert }
        if activities[index].state == .stale { activities[index].state = .active }
        return LifecycleOutcome(verdict: .applied(activityID: id, warnings: []), changes: advance(to: now))
    }

    private mutating func end(at index: Int, _ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        let id = activities[index].id
        var warnings: [Warning] = []
        if timestamp < activities[index].lastTimestamp {
            warnings.append(Warning(.endOlderTimestamp, "end timestamp \(Self.describe(timestamp)) is older than the last update; applied anyway"))
        }
        if let state = push.contentState {
            switch ContentDecoder.decodeState(state, for: activities[index].content.template) {
            case .failure(let rejection):
                return LifecycleOutcome(verdict: .notApplied(rejection, activityID: id))
            case .success(let content):
                activities[index].content = content
                activities[index].contentState = state
            }
        }
        activities[index].lastTimestamp = max(timestamp, activities[index].lastTimestamp)
        activities[index].updatedAt = now
        if let alert = push.alert { activities[index].lastAlert = alert }
        var changes = finish(at: index, reason: .endEvent, dismissalDate: push.dismissalDate, now: now)
        changes += advance(to: now)
        return LifecycleOutcome(verdict: .applied(activityID: id, warnings: warnings), changes: changes)
    }

    // MARK: Ending and dismissal

    /// Ends an activity the way `Activity.end(_:dismissalPolicy:)` does: off the island at once,
    /// on the Lock Screen until its dismissal. Ending an ended activity changes nothing.
    public mutating func end(_ id: String, reason: EndReason, dismissalDate: Date? = nil, now: Date) -> [LifecycleChange] {
        guard let index = index(of: id), activities[index].isOnIsland else { return [] }
        return finish(at: index, reason: reason, dismissalDate: dismissalDate, now: now) + advance(to: now)
    }

    /// The user removes it from the Lock Screen.
    public mutating func dismiss(_ id: String, now: Date) -> [LifecycleChange] {
        guard let index = index(of: id), activities[index].state != .dismissed else { return [] }
        var changes: [LifecycleChange] = []
        if activities[index].isOnIsland {
            changes += finish(at: index, reason: .userStopped, dismissalDate: nil, now: now)
        }
        activities[index].state = .dismissed
        activities[index].dismissedAt = now
        changes.append(.dismissed(activityID: activities[index].id, reason: .user))
        return changes
    }

    private mutating func finish(at index: Int, reason: EndReason, dismissalDate: Date?, now: Date) -> [LifecycleChange] {
        activities[index].state = .ended
        activities[index].endedAt = now
        activities[index].endReason = reason
        let lifetimeEnd = activities[index].startedAt.addingTimeInterval(Self.activeLimit + Self.lockScreenTail)
        let latest = min(now.addingTimeInterval(Self.lockScreenTail), max(lifetimeEnd, now))
        activities[index].dismissAt = dismissalDate.map { min(max($0, now), latest) } ?? latest
        return [.ended(activityID: activities[index].id, reason: reason)]
    }

    // MARK: Time

    /// Applies everything time does by `now`: staleness, the 8-hour end, dismissals.
    public mutating func advance(to now: Date) -> [LifecycleChange] {
        var changes: [LifecycleChange] = []
        for index in activities.indices {
            let activity = activities[index]
            if activity.isOnIsland, now >= activity.startedAt.addingTimeInterval(Self.activeLimit) {
                changes += finish(at: index, reason: .timeLimit, dismissalDate: nil, now: now)
            } else if activity.state == .active, let stale = activity.staleDate, stale <= now {
                activities[index].state = .stale
                changes.append(.stale(activityID: activity.id))
            }
            if activities[index].state == .ended, let dismissAt = activities[index].dismissAt, dismissAt <= now {
                activities[index].state = .dismissed
                activities[index].dismissedAt = now
                let lifetimeEnd = activity.startedAt.addingTimeInterval(Self.activeLimit + Self.lockScreenTail)
                changes.append(.dismissed(activityID: activity.id, reason: dismissAt >= lifetimeEnd ? .lifetimeLimit : .dismissalDate))
            }
        }
        return changes
    }

    /// The next moment `advance(to:)` would change something.
    public func nextDeadline(after now: Date) -> Date? {
        var deadlines: [Date] = []
        for activity in activities {
            switch activity.state {
            case .active:
                if let stale = activity.staleDate { deadlines.append(stale) }
                deadlines.append(activity.startedAt.addingTimeInterval(Self.activeLimit))
            case .stale:
                deadlines.append(activity.startedAt.addingTimeInterval(Self.activeLimit))
            case .ended:
                if let dismissAt = activity.dismissAt { deadlines.append(dismissAt) }
            case .dismissed:
                break
            }
        }
        return deadlines.min()
    }

    static func describe(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds == seconds.rounded() ? String(Int64(seconds)) : String(seconds)
    }
}
