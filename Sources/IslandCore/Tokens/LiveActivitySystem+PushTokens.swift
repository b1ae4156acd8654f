import IslandText
import Foundation
import IslandTypes

extension LiveActivitySystem {
    /// Applies a push that came through APNs: the request's token decides where it goes, as on
    /// a device. The push-to-start token takes only a start (of any app: the topic names it);
    /// an activity's token takes its updates and its end. `activity-id` and `topic` in the body
    /// are island's own keys, which APNs and iOS ignore: the token and `apns-topic` win, and a
    /// body that says otherwise gets a warning.
    package mutating func receive(_ push: Push, delivery: APNsDelivery, now: Date) -> LifecycleOutcome {
        var push = push
        push.warnings += delivery.warnings
        let app = delivery.app
        if let named = push.app, named != app {
            push.warnings.append(Warning(.unknownKeys, .tokenTopicNotRead, ["named": DiagnosticText.quote(named), "topic": DiagnosticText.quote(delivery.topic)]))
        }
        push.app = app
        if push.startDate != nil {
            // island's envelope key in an APNs body is the app's custom data, which iOS does not read.
            push.startDate = nil
            push.warnings.append(Warning(.unknownKeys, .tokenStartDateNotRead))
        }
        // The request's apns-priority is what APNs and the budget go by, not the body's.
        push.priority = delivery.priority
        if let channel = delivery.channelID {
            // A broadcast: the channel decides where it goes, whatever the body names.
            push.channelID = channel
            let outcome = receive(push, now: now)
            if delivery.storesMessage, push.event != .start { storeBroadcast(push, channel: channel) }
            return outcome
        }
        if PushToken.isPushToStart(delivery.deviceToken) {
            guard push.event == .start else {
                return refuse(push, .rejectedNoActivity, push.isBareContentState ? Sentence(.tokenBareToStartToken) : Sentence(.tokenEventToStartToken, ["event": push.event.rawValue]), now: now)
            }
            return startByPush(push, now: now)
        }
        guard let activity = activities.first(where: { $0.pushToken == delivery.deviceToken }) else {
            return refuse(push, .rejectedNoActivity, Sentence(.tokenUnknown, ["token": delivery.deviceToken]), now: now)
        }
        if push.event == .start {
            return refuse(push, .rejectedStartAttributes, Sentence(.tokenStartToActivity, ["id": DiagnosticText.quote(activity.id)]), activityID: activity.id, now: now)
        }
        if let named = push.activityID, named != activity.id {
            push.warnings.append(Warning(.unknownKeys, .tokenActivityIDNotRead, ["named": DiagnosticText.quote(named), "id": DiagnosticText.quote(activity.id)]))
        }
        push.activityID = activity.id
        return receive(push, now: now)
    }

    /// A start by push-to-start. iOS 18 gives the new activity a push token for updates only
    /// when the start asks with `"input-push-token": 1` (Apple, "Starting and updating Live
    /// Activities with ActivityKit push notifications"); without it the activity has none, the
    /// backend can never update it by token (400 BadDeviceToken), and the warning says so.
    private mutating func startByPush(_ push: Push, now: Date) -> LifecycleOutcome {
        var outcome = receive(push, now: now)
        guard !push.inputPushToken, case .applied(let id, var warnings) = outcome.verdict, let index = index(of: id) else { return outcome }
        activities[index].pushToken = nil
        let warning = activities[index].channel.map { Warning(.noPushToken, .tokenNoPushTokenChannel, ["id": DiagnosticText.quote(id), "channel": DiagnosticText.quote($0)]) }
            ?? Warning(.noPushToken, .tokenNoPushToken, ["id": DiagnosticText.quote(id)])
        warnings.append(warning)
        outcome.verdict = .applied(activityID: id, warnings: warnings)
        outcome.warnings.append(warning)
        return outcome
    }

    private mutating func refuse(_ push: Push, _ code: ReasonCode, _ message: Sentence, activityID: String? = nil, now: Date) -> LifecycleOutcome {
        LifecycleOutcome(verdict: .notApplied(Rejection(code, message), activityID: activityID), changes: advance(to: now), push: push)
    }
}
