import Foundation
import IslandTypes

extension LiveActivitySystem {
    /// The next thing time does to one activity, and when.
    enum Step {
        case scheduledStart(Date)
        case stale(Date)
        case timeLimit(Date)
        case endRequestExpired(Date)
        case dismissal(Date)

        var date: Date {
            switch self {
            case .scheduledStart(let date), .stale(let date), .timeLimit(let date), .endRequestExpired(let date), .dismissal(let date): return date
            }
        }
    }

    /// Reads the activity's fields in place (a copy of an activity, per push and activity,
    /// would cost more than the check) and picks the earliest step, the first listed on a tie.
    func nextStep(at index: Int) -> Step? {
        switch activities[index].state {
        case .pending:
            return .scheduledStart(activities[index].startedAt)
        case .active, .stale:
            var step = Step.timeLimit(activities[index].startedAt.addingTimeInterval(Self.activeLimit))
            if activities[index].state == .active, let stale = activities[index].staleDate, stale < step.date { step = .stale(stale) }
            if let request = activities[index].endRequest, request.deadline < step.date { step = .endRequestExpired(request.deadline) }
            return step
        case .ended:
            return activities[index].dismissAt.map(Step.dismissal)
        case .dismissed:
            return nil
        }
    }

    /// Applies everything time does by `now` — scheduled starts, staleness, the 8-hour end, an app too slow to
    /// end what the user asked to end, dismissals — each at the moment it happens, in order.
    package mutating func advance(to now: Date) -> [LifecycleChange] {
        var timed: [(date: Date, change: LifecycleChange)] = []
        for index in activities.indices {
            while let step = nextStep(at: index), step.date <= now {
                let id = activities[index].id
                switch step {
                case .scheduledStart(let date):
                    activities[index].state = .active
                    timed.append((date, .started(activityID: id)))
                case .stale(let date):
                    activities[index].state = .stale
                    timed.append((date, .stale(activityID: id)))
                case .timeLimit(let date):
                    timed += finish(at: index, reason: .timeLimit, dismissalDate: nil, at: date).map { (date, $0) }
                case .endRequestExpired(let date):
                    let reason: EndReason = activities[index].endRequest?.isEndAll == true ? .endAllTimeout : .userStoppedTimeout
                    timed += finish(at: index, reason: reason, dismissalDate: nil, at: date).map { (date, $0) }
                case .dismissal(let date):
                    activities[index].state = .dismissed
                    activities[index].dismissedAt = date
                    let reason: DismissalReason = date >= lifetimeEnd(of: activities[index]) ? .lifetimeLimit : .dismissalDate
                    timed.append((date, .dismissed(activityID: id, reason: reason)))
                }
            }
        }
        // Nearly always nothing (this runs for every line): no sort of nothing.
        guard timed.count > 1 else { return timed.map(\.change) }
        return timed.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element.change)
    }

    /// The next moment `advance(to:)` would change something.
    package func nextDeadline(after now: Date) -> Date? {
        activities.indices.compactMap { nextStep(at: $0)?.date }.min()
    }

    /// A lone update or end (`lint --type`): the activity it is for, as if it had been started
    /// with the push's type and no attributes (nothing of them is checked).
    package mutating func assume(_ id: String, type definition: TypeDefinition, app bundle: String?, at time: Date) {
        guard activity(id) == nil else { return }
        startCount += 1
        var resolved = definition
        if let schema = resolved.schema {
            let fallback = DefaultPresentation.make(for: schema)
            resolved.presentation = resolved.presentation?.filled(from: fallback) ?? fallback
        }
        activities.append(Activity(
            id: id, app: types.app(bundle ?? definition.key.app ?? AppDescription.unknownBundle), definition: resolved,
            attributes: ContentObject(), contentState: ContentObject(), attributesBytes: 0, staleDate: nil, relevanceScore: 0,
            startedAt: time, startOrder: startCount, timestamp: .distantPast))
    }
}
