import IslandText
import Foundation
import IslandTypes

/// The part of iOS that owns Live Activities (docs/lifecycle.md): it applies pushes in timestamp
/// order, decodes content through each activity's type, marks content stale, ends activities
/// at the 8-hour limit, waits for apps to end what the user asked to end, and dismisses them
/// from the Lock Screen. Pure: every call takes `now`, the device clock; `nextDeadline(after:)`
/// tells the run loop when to call again.
///
/// Every input takes one path — `receive(_ line:)` decodes and calls `receive(_ push:)` — for
/// the dashboard, the socket, the simulator, replay and `island lint` alike.
package struct LiveActivitySystem: Hashable, Sendable {
    /// An activity may be active for 8 hours; the system then ends it.
    package static let activeLimit: TimeInterval = 8 * 3600
    /// After the end it stays on the Lock Screen at most 4 hours more (12 hours in all).
    package static let lockScreenTail: TimeInterval = 4 * 3600
    /// A timestamp further ahead than this is ignored (usually milliseconds sent as seconds).
    package static let futureTolerance: TimeInterval = 8 * 3600
    /// ActivityKit's limit for attributes + content state.
    package static let contentLimit = 4096

    package internal(set) var activities: [Activity] = []
    var startCount = 0
    /// The types and apps island knows.
    package var types: TypeRegistry
    package var options: SystemOptions
    var budget = UpdateBudget()
    /// False while the device's time is unknown (lint of payloads without timestamps and
    /// without `--now`): nothing is judged "in the future" and dates are not second-guessed.
    package var clockKnown = true
    /// Apps whose Live Activities the user turned off in Settings.
    package internal(set) var disabledApps: Set<String> = []
    /// Apps whose More Frequent Updates the user turned off.
    package internal(set) var frequentUpdatesOff: Set<String> = []
    /// Types without a schema that were already warned about (`WARN_UNVALIDATED_TYPE` once).
    package internal(set) var unvalidatedTypesWarned: Set<String> = []
    /// The last broadcast of each Most-Recent-Message-Stored channel, for a later subscriber.
    package internal(set) var storedBroadcasts: [String: Push] = [:]

    package init(types: TypeRegistry = TypeRegistry(), options: SystemOptions = SystemOptions()) {
        self.types = types
        self.options = options
    }

    package func activity(_ id: String) -> Activity? {
        activities.first { $0.id == id }
    }

    func index(of id: String) -> Int? {
        // By position: only the id is read, no activity is copied.
        activities.indices.first { activities[$0].id == id }
    }

    /// The activity an update or end without `activity-id` goes to: the selected one if it is
    /// still on the Lock Screen, else the most recently started one still in the island, else
    /// the most recently started one on the Lock Screen. A push naming its app looks only at
    /// that app's activities.
    package func defaultTarget(selected: String?, app: String? = nil) -> String? {
        let candidates = activities.filter { $0.isOnLockScreen && (app == nil || $0.app.bundle == app) }
        if let selected, candidates.contains(where: { $0.id == selected }) { return selected }
        let latest = { (list: [Activity]) in list.max { $0.startOrder < $1.startOrder }?.id }
        return latest(candidates.filter(\.isOnIsland)) ?? latest(candidates)
    }

    // MARK: Lines and pushes

    /// Decodes one input line and applies it: the one code path of the dashboard and lint.
    package mutating func receive(_ line: IncomingLine, now: Date, selected: String? = nil) -> LifecycleOutcome {
        receive(PushDecoder.decode(line), from: line.source, now: now, selected: selected)
    }

    /// Applies a line already decoded (`PushDecoder.decode`), so a caller that needs the push
    /// first — lint reads its timestamp to set the clock — does not parse the line twice. A line
    /// that is no push names no activity: nothing in it could be read.
    package mutating func receive(_ decoded: Result<Push, Rejection>, from source: LineSource, now: Date,
                                  selected: String? = nil) -> LifecycleOutcome {
        switch decoded {
        case .failure(let rejection):
            return LifecycleOutcome(verdict: .notApplied(rejection, activityID: nil), changes: advance(to: now))
        case .success(let push):
            if case .apns(let delivery) = source { return receive(push, delivery: delivery, now: now) }
            return receive(push, now: now, selected: selected)
        }
    }

    /// Applies one push at `now`, after everything time did before it.
    package mutating func receive(_ push: Push, now: Date, selected: String? = nil) -> LifecycleOutcome {
        let before = advance(to: now)
        var review = PushReview(push: push)
        review.warnings += PushChecks.warnings(push, options: options)
        let target = route(push, selected: selected, review: &review)
        var changes: [LifecycleChange] = []
        var applied: String?
        if review.problems.isEmpty || review.keepsChecking {
            (applied, changes) = evaluate(push, target: target, now: now, review: &review)
        }
        let id = applied ?? target ?? push.activityID
        let verdict: Verdict
        var problems: [Rejection] = []
        if let applied, review.problems.isEmpty {
            verdict = .applied(activityID: applied, warnings: review.warnings)
        } else if let first = review.problems.first {
            verdict = .notApplied(Self.withHints(first, push), activityID: id)
            problems = Array(review.problems.dropFirst())
        } else {
            verdict = .notApplied(Rejection(.rejectedNoActivity, .lifeNothingToApply), activityID: id)
        }
        // Built once, whole: an outcome changed field by field is copied on the way.
        // Looked up in place: `index(of:)` passed as a function would copy the whole system.
        var targetState: ActivityState?
        if let id, let index = index(of: id) { targetState = activities[index].state }
        return LifecycleOutcome(verdict: verdict, problems: problems, warnings: review.warnings, changes: before + changes, push: push,
                                target: id, targetState: targetState)
    }

    /// Which activity an update or end is for (a start names its own). A rejection here is the
    /// line's problem; nil with no problem means a start or a channel push.
    private func route(_ push: Push, selected: String?, review: inout PushReview) -> String? {
        if push.event == .start || push.channelID != nil { return push.activityID }
        if let id = push.activityID { return id }
        if let id = defaultTarget(selected: selected, app: push.app) { return id }
        return nil
    }

    /// Runs the checks of the push's event in their documented order, collecting every
    /// problem; applies the push when there are none. Returns the activity it applied to.
    private mutating func evaluate(_ push: Push, target: String?, now: Date, review: inout PushReview) -> (String?, [LifecycleChange]) {
        let timestamp = push.timestamp ?? now
        // Without a device clock only what no clock could accept is "ahead": milliseconds, or
        // a moment past 2100.
        if clockKnown ? timestamp.timeIntervalSince(now) > Self.futureTolerance
            : timestamp.timeIntervalSince1970 > DeviceClock.plausible.upperBound {
            review.reject(.ignoredFutureTimestamp, Self.futureMessage(timestamp, now: clockKnown ? now : nil))
        }
        switch push.event {
        case .start:
            return start(push, timestamp: timestamp, now: now, review: &review)
        case .update, .end:
            if let channel = push.channelID {
                return broadcast(push, channel: channel, timestamp: timestamp, now: now, review: &review)
            }
            guard let id = target else {
                let key: StringKey = push.isBareContentState ? (push.app == nil ? .lifeNoSelectedBare : .lifeNoSelectedBareOfApp)
                    : (push.app == nil ? .lifeNoSelected : .lifeNoSelectedOfApp)
                var arguments = ["event": push.event.rawValue]
                if let app = push.app { arguments["app"] = DiagnosticText.quote(app) }
                if push.isBareContentState { arguments["event"] = nil }
                review.reject(.rejectedNoActivity, Sentence(key, arguments))
                return (nil, [])
            }
            guard let index = index(of: id) else {
                review.reject(.rejectedNoActivity, Sentence(.lifeNoActivityWithID, ["id": DiagnosticText.quote(id)]))
                return (nil, [])
            }
            // Of the state alone: the activity's getter would copy the whole activity first.
            // A scheduled activity takes updates and ends before its start (island's choice:
            // the app's `Activity` exists and Apple does not say it refuses them).
            guard activities[index].state.isOnIsland || activities[index].state == .pending else {
                let activity = activities[index]
                let when = activity.endedAt.map { Sentence.Argument.sentence(Sentence(.lifeEndedAt, ["time": DiagnosticText.utc($0)])) } ?? .text("")
                let why = activity.endReason.map { " (\($0.rawValue))" } ?? ""
                let gone = activity.dismissedAt.map { Sentence.Argument.sentence(Sentence(.lifeLeftLockScreen, ["time": DiagnosticText.utc($0)])) } ?? .text("")
                review.reject(.ignoredAfterEnd, Sentence(.lifeEndedAlready, arguments: [
                    .text("id", DiagnosticText.quote(id)), Sentence.Named("when", when), .text("why", why), Sentence.Named("gone", gone),
                ]))
                return (nil, [])
            }
            let changes = push.event == .update
                ? update(at: index, push, timestamp: timestamp, now: now, review: &review)
                : end(at: index, push, timestamp: timestamp, now: now, review: &review)
            return (review.problems.isEmpty ? id : nil, changes)
        }
    }

    /// A channel push (iOS 18) updates or ends every activity subscribed to the channel.
    private mutating func broadcast(_ push: Push, channel: String, timestamp: Date, now: Date, review: inout PushReview) -> (String?, [LifecycleChange]) {
        guard options.ios.supportsChannels else {
            review.reject(.rejectedUnsupportedIOS, Sentence(.lifeBroadcastNeedsIOS, ["ios": options.ios.rawValue]))
            return (nil, [])
        }
        let subscribed = activities.indices.filter { activities[$0].channel == channel && activities[$0].isOnIsland }
        guard let first = subscribed.first else {
            review.reject(.rejectedNoActivity, Sentence(.lifeNoChannelSubscriber, ["channel": DiagnosticText.quote(channel)]))
            return (nil, [])
        }
        var changes: [LifecycleChange] = []
        for index in subscribed {
            var single = PushReview(push: push)
            changes += push.event == .update
                ? update(at: index, push, timestamp: timestamp, now: now, review: &single)
                : end(at: index, push, timestamp: timestamp, now: now, review: &single)
            if index == first {
                review.problems += single.problems
                review.warnings += single.warnings
            }
        }
        return (review.problems.isEmpty ? activities[first].id : nil, changes)
    }

    /// The clock the decoders judge dates against: none while it is unknown.
    func deviceNow(_ now: Date) -> Date? {
        clockKnown ? now : nil
    }

    // MARK: Messages

    static func futureMessage(_ timestamp: Date, now: Date?) -> Sentence {
        let seconds = timestamp.timeIntervalSince1970
        if PushDecoder.looksLikeMilliseconds(seconds) {
            return Sentence(.lifeFutureMilliseconds, [
                "seconds": DiagnosticText.seconds(seconds), "date": DiagnosticText.utc(timestamp), "corrected": DiagnosticText.seconds((seconds / 1000).rounded()),
            ])
        }
        guard let now else {
            return Sentence(.lifeFutureAfter2100, ["timestamp": DiagnosticText.unix(timestamp)])
        }
        return Sentence(.lifeFutureAhead, arguments: [
            .text("timestamp", DiagnosticText.unix(timestamp)), Sentence.Named("span", DiagnosticWords.duration(timestamp.timeIntervalSince(now))),
            .text("now", DiagnosticText.utc(now)),
        ])
    }

    /// A rejected line shows no warnings, so the hints that explain it go into its message:
    /// a misspelt aps key, or a push payload sent without its `aps` wrapper.
    static func withHints(_ rejection: Rejection, _ push: Push) -> Rejection {
        let hints = push.warnings.filter { $0.code == .unknownKeys }.map(\.message)
        guard let last = hints.last, !rejection.code.isIgnored else { return rejection }
        let joined = hints.dropLast().reversed().reduce(last) { tail, head in Sentence(.diagnosticSemicolonSequence, sentences: ["head": head, "tail": tail]) }
        return Rejection(rejection.code, Sentence(.lifeWithHints, sentences: ["message": rejection.message, "hints": joined]))
    }
}

/// The problems and warnings found for one push so far.
struct PushReview {
    var problems: [Rejection]
    var warnings: [Warning]
    /// Payload-level problems (a wrong `aps` key type) still let the lifecycle's checks run,
    /// so every problem is listed; a push that is not even an object does not get here.
    var keepsChecking = true

    init(push: Push) {
        problems = push.problems
        warnings = push.warnings
        keepsChecking = push.isJudgeable
    }

    mutating func reject(_ code: ReasonCode, _ message: Sentence) {
        problems.append(Rejection(code, message))
    }
}
