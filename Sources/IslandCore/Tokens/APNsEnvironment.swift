/// Which of Apple's two APNs environments the endpoint plays (`--apns-environment`): they are
/// separate services, and a device token of one is a BadDeviceToken in the other (Apple,
/// "Sending notification requests to APNs": api.sandbox.push.apple.com and api.push.apple.com).
/// Default sandbox, as a development build of the app talks to. The simulated device's
/// tokens are of the environment it was set to (`SystemOptions.environment`, `PushToken`).
package enum APNsEnvironment: String, CaseIterable, Hashable, Sendable {
    case sandbox
    case production

    /// `apns-unique-id` is "only available in the Development environment" (Apple, "Handling
    /// notification responses from APNs"): the sandbox sends it with every accepted push.
    package var sendsUniqueID: Bool { self == .sandbox }
}
