import Foundation

/// The part of iOS that owns Live Activities (DESIGN.md §4): it applies pushes in timestamp
/// order, validates content against the app's types, marks content stale, ends activities at
/// the 8-hour limit and dismisses them from the Lock Screen. Pure: every call takes `now`;
/// `nextDeadline(after:)` tells the run loop when to call again.
///
/// Every input takes one path — `receive(_ line:)` decodes and calls `receive(_ push:)` — for
/// the dashboard, the socket, the simulator and `island lint` alike.
package struct LiveActivitySystem: Hashable, Sendable {
    /// An activity may be active for 8 hours; the system then ends it.
    package static let activeLimit: TimeInterval = 8 * 3600
    /// After the end it stays on the Lock Screen at most 4 hours more (12 hours in all).
    package static let lockScreenTail: TimeInterval = 4 * 3600
    /// A timestamp further ahead than this is ignored (usually milliseconds sent as seconds).
    package static let futureTolerance: TimeInterval = 8 * 3600
    /// ActivityKit's limit for attributes + content state.
    package static let contentLimit = 4096

    package private(set) var activities: [Activity] = []
    private var startCount = 0
    /// The app of activities whose pushes name none.
    package var defaultApp: String
    /// The types island validates content against.
    package var schemas: SchemaRegistry
    /// Types without a schema that were already warned about (`WARN_UNVALIDATED_TYPE` once).
    package private(set) var unvalidatedTypesWarned: Set<String> = []

    package init(defaultApp: String = "island", schemas: SchemaRegistry = SchemaRegistry()) {
        self.defaultApp = defaultApp
        self.schemas = schemas
    }

    package func activity(_ id: String) -> Activity? {
        activities.first { $0.id == id }
    }

    private func index(of id: String) -> Int? {
        activities.firstIndex { $0.id == id }
    }

    /// The activity an update or end without `activity-id` goes to: the selected one if it is
    /// still on the Lock Screen, else the most recently started one still in the island, else
    /// the most recently started one on the Lock Screen. A push naming its app looks only at
    /// that app's activities.
    package func defaultTarget(selected: String?, app: String? = nil) -> String? {
        let candidates = activities.filter { $0.isOnLockScreen && (app == nil || $0.app == app) }
        if let selected, candidates.contains(where: { $0.id == selected }) { return selected }
        let latest = { (list: [Activity]) in list.max { $0.startOrder < $1.startOrder }?.id }
        return latest(candidates.filter(\.isOnIsland)) ?? latest(candidates)
    }

    // MARK: Lines and pushes

    /// Decodes one input line and applies it: the one code path of the dashboard and lint.
    package mutating func receive(_ line: IncomingLine, now: Date, selected: String? = nil) -> LifecycleOutcome {
        switch PushDecoder.decode(line) {
        case .failure(let rejection):
            return LifecycleOutcome(verdict: .notApplied(rejection, activityID: nil), changes: advance(to: now))
        case .success(let push):
            if case .apns(let delivery) = line.source { return receive(push, delivery: delivery, now: now) }
            return receive(push, now: now, selected: selected)
        }
    }

    /// Applies one push at `now`, after everything time did before it.
    package mutating func receive(_ push: Push, now: Date, selected: String? = nil) -> LifecycleOutcome {
        let before = advance(to: now)
        var outcome = evaluate(push, now: now, selected: selected)
        outcome.changes = before + outcome.changes
        outcome.push = push
        if case .notApplied(let rejection, let id) = outcome.verdict {
            outcome.verdict = .notApplied(Self.withHints(rejection, push), activityID: id)
        }
        return outcome
    }

    private mutating func evaluate(_ push: Push, now: Date, selected: String?) -> LifecycleOutcome {
        let timestamp = push.timestamp ?? now
        if timestamp.timeIntervalSince(now) > Self.futureTolerance {
            return .notApplied(.ignoredFutureTimestamp, Self.futureMessage(timestamp, now: now), push.activityID)
        }
        switch push.event {
        case .start:
            return start(push, timestamp: timestamp, now: now)
        case .update, .end:
            guard let id = push.activityID ?? defaultTarget(selected: selected, app: push.app) else {
                let what = push.isBareContentState ? "a bare content state updates the selected activity" : "\(push.event.rawValue) without activity-id goes to the selected activity"
                let app = push.app.map { " of \(DiagnosticText.quote($0))" } ?? ""
                return .notApplied(.rejectedNoActivity, "\(what), and no activity\(app) is running")
            }
            guard let index = index(of: id) else {
                return .notApplied(.rejectedNoActivity, "no activity with activity-id \(DiagnosticText.quote(id)); start it first", id)
            }
            guard activities[index].isOnIsland else {
                let activity = activities[index]
                let when = activity.endedAt.map { " at \(DiagnosticText.utc($0))" } ?? ""
                let why = activity.endReason.map { " (\($0.rawValue))" } ?? ""
                return .notApplied(.ignoredAfterEnd, "activity \(DiagnosticText.quote(id)) ended\(when)\(why); iOS ignores pushes after the end", id)
            }
            return push.event == .update
                ? update(at: index, push, timestamp: timestamp, now: now)
                : end(at: index, push, timestamp: timestamp, now: now)
        }
    }

    private mutating func start(_ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        let id = push.activityID
        guard let typeName = push.attributesType else {
            return .notApplied(.rejectedStartAttributes, "a start needs aps.attributes-type, the Swift type name (e.g. \"\(TripLiveActivityAttributes.typeName)\"); iOS silently drops a start without it", id)
        }
        guard let attributes = push.attributes else {
            return .notApplied(.rejectedStartAttributes, "a start needs aps.attributes, the static attributes of \(DiagnosticText.quote(typeName)); iOS silently drops a start without them", id)
        }
        guard push.alert != nil else {
            return .notApplied(.rejectedStartMissingAlert, "a start needs aps.alert with a title and body; iOS silently drops a start without one", id)
        }
        guard let state = push.contentState else {
            return .notApplied(.rejectedMissingContentState, "a start needs aps.content-state", id)
        }
        if push.payloadBytes > Self.contentLimit {
            return .notApplied(.rejectedTooLarge, "attributes + content-state are \(push.payloadBytes) bytes, over ActivityKit's 4 KB (\(Self.contentLimit) bytes)", id)
        }
        if let id, let existing = index(of: id), activities[existing].state != .dismissed {
            let where_ = activities[existing].isOnIsland ? "a running activity" : "an ended activity still on the Lock Screen"
            return .notApplied(.rejectedStartAttributes, "activity-id \(DiagnosticText.quote(id)) belongs to \(where_); a start needs a new activity-id", id)
        }
        let template: Decoded<ActivityContentTemplate>
        switch ContentDecoder.decodeAttributes(typeName: typeName, attributes, schemas: schemas, now: now) {
        case .success(let decoded): template = decoded
        case .failure(let rejection): return .notApplied(rejection, id)
        }
        let content: Decoded<ActivityContent>
        switch ContentDecoder.decodeState(state, for: template.value, schemas: schemas, now: now) {
        case .success(let decoded): content = decoded
        case .failure(let rejection): return .notApplied(rejection, id)
        }
        var warnings = push.warnings + template.warnings + content.warnings
        if schemas.kind(of: typeName) == nil, !unvalidatedTypesWarned.contains(typeName) {
            unvalidatedTypesWarned.insert(typeName)
            warnings.append(Warning(.unvalidatedType, "island has no schema for \(DiagnosticText.quote(typeName)): its content is shown generically and not validated; describe it with --schema FILE (docs/schema.md)"))
        }
        if let id, let existing = index(of: id) { activities.remove(at: existing) }
        startCount += 1
        let newID = id ?? nextGeneratedID()
        var activity = Activity(
            id: newID, app: push.app ?? defaultApp, attributesType: typeName, attributes: attributes,
            contentState: state, content: content.value, staleDate: push.staleDate,
            relevanceScore: push.relevanceScore ?? 0, startedAt: now, startOrder: startCount, timestamp: timestamp
        )
        activity.lastAlert = push.alert
        activities.append(activity)
        return LifecycleOutcome(verdict: .applied(activityID: newID, warnings: warnings),
                                changes: [.started(activityID: newID)] + advance(to: now))
    }

    private func nextGeneratedID() -> String {
        var number = startCount
        while activity("activity-\(number)") != nil { number += 1 }
        return "activity-\(number)"
    }

    private mutating func update(at index: Int, _ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        let id = activities[index].id
        if timestamp < activities[index].lastTimestamp {
            return .notApplied(.ignoredOlderTimestamp, "timestamp \(DiagnosticText.unix(timestamp)) is older than the last one applied, \(DiagnosticText.unix(activities[index].lastTimestamp)); iOS ignores an older update", id)
        }
        guard let state = push.contentState else {
            return .notApplied(.rejectedMissingContentState, "an update needs aps.content-state", id)
        }
        if let rejection = sizeRejection(push, index: index) { return .notApplied(rejection, id) }
        let content: Decoded<ActivityContent>
        switch ContentDecoder.decodeState(state, for: activities[index].content.template, schemas: schemas, now: now) {
        case .success(let decoded): content = decoded
        case .failure(let rejection): return .notApplied(rejection, id)
        }
        activities[index].content = content.value
        activities[index].contentState = state
        activities[index].lastTimestamp = timestamp
        activities[index].updatedAt = now
        activities[index].updateCount += 1
        // A newer update without a stale date clears the old one.
        activities[index].staleDate = push.staleDate
        if let score = push.relevanceScore { activities[index].relevanceScore = score }
        if let alert = push.alert { activities[index].lastAlert = alert }
        if activities[index].state == .stale { activities[index].state = .active }
        return LifecycleOutcome(verdict: .applied(activityID: id, warnings: push.warnings + content.warnings), changes: advance(to: now))
    }

    private mutating func end(at index: Int, _ push: Push, timestamp: Date, now: Date) -> LifecycleOutcome {
        let id = activities[index].id
        var warnings = push.warnings
        if timestamp < activities[index].lastTimestamp {
            // Undocumented on iOS; island applies it so an end is never lost, and says so.
            warnings.append(Warning(.endOlderTimestamp, "end timestamp \(DiagnosticText.unix(timestamp)) is older than the last update, \(DiagnosticText.unix(activities[index].lastTimestamp)); island applies the end anyway"))
        }
        if let state = push.contentState {
            if let rejection = sizeRejection(push, index: index) { return .notApplied(rejection, id) }
            switch ContentDecoder.decodeState(state, for: activities[index].content.template, schemas: schemas, now: now) {
            case .failure(let rejection):
                return .notApplied(rejection, id)
            case .success(let decoded):
                activities[index].content = decoded.value
                activities[index].contentState = state
                warnings += decoded.warnings
            }
        }
        activities[index].lastTimestamp = max(timestamp, activities[index].lastTimestamp)
        activities[index].updatedAt = now
        if let score = push.relevanceScore { activities[index].relevanceScore = score }
        if let alert = push.alert { activities[index].lastAlert = alert }
        let changes = finish(at: index, reason: .endEvent, dismissalDate: push.dismissalDate, at: now)
        return LifecycleOutcome(verdict: .applied(activityID: id, warnings: warnings), changes: changes + advance(to: now))
    }

    /// ActivityKit's 4 KB covers the static and the dynamic data together.
    private func sizeRejection(_ push: Push, index: Int) -> Rejection? {
        let attributes = JSONWriter.string(.object(activities[index].attributes)).utf8.count
        let total = push.payloadBytes + attributes
        guard total > Self.contentLimit else { return nil }
        return Rejection(.rejectedTooLarge, "content-state (\(push.payloadBytes) bytes) + the activity's attributes (\(attributes) bytes) are \(total) bytes, over ActivityKit's 4 KB (\(Self.contentLimit) bytes)")
    }

    // MARK: Ending and dismissal

    /// Ends an activity the way `Activity.end(_:dismissalPolicy:)` does: off the island at once,
    /// on the Lock Screen until its dismissal. Ending an ended activity changes nothing.
    package mutating func end(_ id: String, reason: EndReason, dismissalDate: Date? = nil, now: Date) -> [LifecycleChange] {
        var changes = advance(to: now)
        guard let index = index(of: id), activities[index].isOnIsland else { return changes }
        changes += finish(at: index, reason: reason, dismissalDate: dismissalDate, at: now)
        return changes + advance(to: now)
    }

    /// The user removes it from the Lock Screen; a running activity ends first.
    package mutating func dismiss(_ id: String, now: Date) -> [LifecycleChange] {
        var changes = advance(to: now)
        guard let index = index(of: id), activities[index].state != .dismissed else { return changes }
        if activities[index].isOnIsland {
            changes += finish(at: index, reason: .userStopped, dismissalDate: nil, at: now)
        }
        activities[index].state = .dismissed
        activities[index].dismissedAt = now
        changes.append(.dismissed(activityID: id, reason: .user))
        return changes
    }

    /// The dismissal policy: by default up to 4 h on the Lock Screen; a `dismissal-date` in
    /// the past removes it at once, a later one at that date but at most 4 h after the end —
    /// and never past 12 h after the start.
    private mutating func finish(at index: Int, reason: EndReason, dismissalDate: Date?, at time: Date) -> [LifecycleChange] {
        activities[index].state = .ended
        activities[index].endedAt = time
        activities[index].endReason = reason
        let latest = min(time.addingTimeInterval(Self.lockScreenTail), lifetimeEnd(of: activities[index]))
        activities[index].dismissAt = max(time, dismissalDate.map { min($0, latest) } ?? latest)
        return [.ended(activityID: activities[index].id, reason: reason)]
    }

    private func lifetimeEnd(of activity: Activity) -> Date {
        activity.startedAt.addingTimeInterval(Self.activeLimit + Self.lockScreenTail)
    }

    // MARK: Time

    /// The next thing time does to one activity, and when.
    private enum Step {
        case stale(Date)
        case timeLimit(Date)
        case dismissal(Date)

        var date: Date {
            switch self {
            case .stale(let date), .timeLimit(let date), .dismissal(let date): return date
            }
        }
    }

    private func nextStep(for activity: Activity) -> Step? {
        switch activity.state {
        case .active:
            let limit = activity.startedAt.addingTimeInterval(Self.activeLimit)
            if let stale = activity.staleDate, stale < limit { return .stale(stale) }
            return .timeLimit(limit)
        case .stale:
            return .timeLimit(activity.startedAt.addingTimeInterval(Self.activeLimit))
        case .ended:
            return activity.dismissAt.map(Step.dismissal)
        case .dismissed:
            return nil
        }
    }

    /// Applies everything time does by `now` — staleness, the 8-hour end, dismissals — each at
    /// the moment it happens, in order.
    package mutating func advance(to now: Date) -> [LifecycleChange] {
        var timed: [(date: Date, change: LifecycleChange)] = []
        for index in activities.indices {
            while let step = nextStep(for: activities[index]), step.date <= now {
                let id = activities[index].id
                switch step {
                case .stale(let date):
                    activities[index].state = .stale
                    timed.append((date, .stale(activityID: id)))
                case .timeLimit(let date):
                    timed += finish(at: index, reason: .timeLimit, dismissalDate: nil, at: date).map { (date, $0) }
                case .dismissal(let date):
                    activities[index].state = .dismissed
                    activities[index].dismissedAt = date
                    let reason: DismissalReason = date >= lifetimeEnd(of: activities[index]) ? .lifetimeLimit : .dismissalDate
                    timed.append((date, .dismissed(activityID: id, reason: reason)))
                }
            }
        }
        return timed.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element.change)
    }

    /// The next moment `advance(to:)` would change something.
    package func nextDeadline(after now: Date) -> Date? {
        activities.compactMap { nextStep(for: $0)?.date }.min()
    }

    // MARK: Messages

    static func futureMessage(_ timestamp: Date, now: Date) -> String {
        let seconds = timestamp.timeIntervalSince1970
        if PushDecoder.looksLikeMilliseconds(seconds) {
            return "timestamp \(DiagnosticText.seconds(seconds)) looks like milliseconds: as Unix seconds it is \(DiagnosticText.utc(timestamp)), more than 8 h ahead of the device clock, so iOS ignores the push (and it never becomes the newest timestamp). aps.timestamp is Unix seconds: send \(DiagnosticText.seconds((seconds / 1000).rounded()))"
        }
        return "timestamp \(DiagnosticText.unix(timestamp)) is \(DiagnosticText.duration(timestamp.timeIntervalSince(now))) ahead of the device clock (\(DiagnosticText.utc(now))); iOS ignores a push more than 8 h in the future, and it never becomes the newest timestamp"
    }

    /// A rejected line shows no warnings, so the hints that explain it go into its message:
    /// a misspelt aps key, or a push payload sent without its `aps` wrapper.
    static func withHints(_ rejection: Rejection, _ push: Push) -> Rejection {
        let hints = push.warnings.filter { $0.code == .unknownKeys }.map(\.message)
        guard !hints.isEmpty, !rejection.code.isIgnored else { return rejection }
        return Rejection(rejection.code, rejection.message + " — note: " + hints.joined(separator: "; "))
    }
}
