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
            push.warnings.append(Warning(.unknownKeys, "topic \(DiagnosticText.quote(named)) in the body is not read: APNs delivers to the app of apns-topic, \(DiagnosticText.quote(delivery.topic))"))
        }
        push.app = app
        if push.startDate != nil {
            // island's envelope key in an APNs body is the app's custom data, which iOS does not read.
            push.startDate = nil
            push.warnings.append(Warning(.unknownKeys, "start-date in the body is not read: a push-to-start has no start date, iOS starts the activity on arrival; only the app schedules a start (Activity.request(…, start:), iOS 26)"))
        }
        // The request's apns-priority is what APNs and the budget go by, not the body's.
        push.priority = delivery.priority
        if let channel = delivery.channelID {
            // A broadcast: the channel decides where it goes, whatever the body names.
            push.channelID = channel
            return receive(push, now: now)
        }
        if delivery.deviceToken == PushToken.pushToStart {
            guard push.event == .start else {
                return refuse(push, .rejectedNoActivity, "\(push.isBareContentState ? "a bare content state" : "an \(push.event.rawValue)") sent to the push-to-start token; that token only starts activities: send updates and ends to the activity's own push token (its {\"type\":\"token\",\"kind\":\"activity\"} announcement)", now: now)
            }
            return receive(push, now: now)
        }
        guard let activity = activities.first(where: { $0.pushToken == delivery.deviceToken }) else {
            return refuse(push, .rejectedNoActivity, "no activity on this device has the push token \(delivery.deviceToken)", now: now)
        }
        if push.event == .start {
            return refuse(push, .rejectedStartAttributes, "a start sent to the push token of activity \(DiagnosticText.quote(activity.id)); iOS drops it: starts go to the push-to-start token", activityID: activity.id, now: now)
        }
        if let named = push.activityID, named != activity.id {
            push.warnings.append(Warning(.unknownKeys, "activity-id \(DiagnosticText.quote(named)) in the body is not read: the push token belongs to \(DiagnosticText.quote(activity.id))"))
        }
        push.activityID = activity.id
        return receive(push, now: now)
    }

    private mutating func refuse(_ push: Push, _ code: ReasonCode, _ message: String, activityID: String? = nil, now: Date) -> LifecycleOutcome {
        LifecycleOutcome(verdict: .notApplied(Rejection(code, message), activityID: activityID), changes: advance(to: now), push: push)
    }
}
