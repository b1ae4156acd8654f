import IslandText
import Foundation
import IslandJSON
import IslandTypes

extension LiveActivitySystem {
    mutating func update(at index: Int, _ push: Push, timestamp: Date, now: Date, review: inout PushReview) -> [LifecycleChange] {
        if timestamp < activities[index].lastTimestamp {
            review.reject(.ignoredOlderTimestamp, Sentence(.lifeOlderTimestamp, ["timestamp": DiagnosticText.unix(timestamp), "last": DiagnosticText.unix(activities[index].lastTimestamp)]))
        }
        guard let json = push.contentState else {
            if !push.invalidKeys.contains("content-state") {
                review.reject(.rejectedMissingContentState, Sentence(.lifeUpdateNeedsContentState))
            }
            return []
        }
        if let rejection = sizeRejection(push, index: index) { review.problems.append(rejection) }
        let decoded = decodeState(json, at: index, now: now, timestamp: push.timestamp)
        review.problems += decoded.problems
        review.warnings += decoded.warnings
        guard review.problems.isEmpty, let state = decoded.value else { return [] }
        spendBudget(push, index: index, at: now, review: &review)
        activities[index].contentState = state
        // The app's update draws its toggles as the app says, over the ones flipped before it.
        activities[index].controlState.toggled = [:]
        if push.alert != nil { activities[index].alertedContentState = state }
        activities[index].lastTimestamp = timestamp
        activities[index].updatedAt = now
        activities[index].updateCount += 1
        // A newer update without a stale date clears the old one.
        activities[index].staleDate = push.staleDate
        if let score = push.relevanceScore { activities[index].relevanceScore = score }
        var changes: [LifecycleChange] = []
        // Stale before, and fresh content now: say so once. Content that arrives already
        // stale (its stale-date passed) leaves a stale activity stale, without a new line.
        if activities[index].state == .stale, push.staleDate.map({ $0 > now }) ?? true {
            activities[index].state = .active
            changes.append(.fresh(activityID: activities[index].id))
        }
        return changes + advance(to: now)
    }

    mutating func end(at index: Int, _ push: Push, timestamp: Date, now: Date, review: inout PushReview) -> [LifecycleChange] {
        var state: ContentObject?
        if let json = push.contentState {
            if let rejection = sizeRejection(push, index: index) { review.problems.append(rejection) }
            let decoded = decodeState(json, at: index, now: now, timestamp: push.timestamp)
            review.problems += decoded.problems
            review.warnings += decoded.warnings
            state = decoded.value
        }
        guard review.problems.isEmpty else { return [] }
        if timestamp < activities[index].lastTimestamp {
            // Undocumented on iOS; island applies it so an end is never lost, and says so.
            review.warnings.append(Warning(.endOlderTimestamp, .lifeEndOlderTimestamp, ["timestamp": DiagnosticText.unix(timestamp), "last": DiagnosticText.unix(activities[index].lastTimestamp)]))
        }
        spendBudget(push, index: index, at: now, review: &review)
        if let state {
            activities[index].contentState = state
            activities[index].controlState.toggled = [:]
        }
        activities[index].lastTimestamp = max(timestamp, activities[index].lastTimestamp)
        activities[index].updatedAt = now
        if let score = push.relevanceScore { activities[index].relevanceScore = score }
        // The app ending what the user asked it to end: the intent's reason.
        let reason: EndReason = activities[index].endRequest.map { $0.isEndAll ? .endAll : .userStopped } ?? .endEvent
        // A scheduled activity ended before its start was never shown: it goes at once.
        let dismissal = activities[index].state == .pending ? now : push.dismissalDate
        let changes = finish(at: index, reason: reason, dismissalDate: dismissal, at: now)
        return changes + advance(to: now)
    }

    /// A content state decoded through the type of the activity at `index`, the parts of its
    /// definition read where they are stored (a copy of all of it costs more than the decoding).
    func decodeState(_ json: JSONNode, at index: Int, now: Date, timestamp: Date?) -> SchemaDecoder.Result {
        ContentDecoder.state(json, schema: activities[index].definition.schema?.contentState, checks: activities[index].definition.checks,
                             typeName: activities[index].definition.key.name, now: deviceNow(now), timestamp: timestamp)
    }

    /// ActivityKit's 4 KB covers the static and the dynamic data together.
    func sizeRejection(_ push: Push, index: Int) -> Rejection? {
        let attributes = activities[index].attributesBytes
        let total = push.contentBytes + attributes
        guard total > Self.contentLimit else { return nil }
        return Rejection(.rejectedTooLarge, .lifeUpdateTooLarge, [
            "content": String(push.contentBytes), "attributes": String(attributes), "total": String(total), "limit": String(Self.contentLimit),
        ])
    }

    /// A remote priority-10 push draws on the app's update budget (see `UpdateBudget`).
    mutating func spendBudget(_ push: Push, index: Int, at now: Date, review: inout PushReview) {
        guard !push.isLocal, !push.isBareContentState, push.priority == 10 else { return }
        let app = activities[index].app
        let frequent = frequentPushesEnabled(app)
        guard let over = budget.spend(app: app.bundle, at: now, frequent: frequent) else { return }
        review.warnings.append(Warning(.updateBudget, frequent ? .lifeUpdateBudget : .lifeUpdateBudgetDeclare, [
            "count": String(over.count), "app": DiagnosticText.quote(app.bundle), "limit": String(over.limit),
        ]))
    }
}
