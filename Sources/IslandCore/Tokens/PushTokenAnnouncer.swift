/// Which push tokens the device has told its apps of. With the APNs endpoint on, the app
/// reducer asks after every event for the tokens not yet announced: the push-to-start token
/// once, then each activity's token as it starts — as `pushToStartTokenUpdates` and each
/// activity's `pushTokenUpdates` yield them. Without the endpoint nothing is announced: an
/// activity that nobody can push to gets no token (`pushType: nil`).
package struct PushTokenAnnouncer: Hashable, Sendable {
    /// The environment the device's tokens belong to.
    package let environment: APNsEnvironment
    private var pushToStartAnnounced = false
    /// Activities are announced in start order; this is the last start announced.
    private var announcedStartOrder = 0

    package init(environment: APNsEnvironment = .sandbox) {
        self.environment = environment
    }

    /// The announcements due now, and remembers them as made. An activity without a token
    /// (started by push-to-start without `input-push-token: 1`) is announced nothing.
    package mutating func take(from system: LiveActivitySystem) -> [TokenAnnouncement] {
        var due: [TokenAnnouncement] = []
        if !pushToStartAnnounced {
            due.append(.pushToStart(in: environment))
            pushToStartAnnounced = true
        }
        let started = system.activities.filter { $0.startOrder > announcedStartOrder }.sorted { $0.startOrder < $1.startOrder }
        due += started.compactMap(TokenAnnouncement.activity)
        if let last = started.last { announcedStartOrder = last.startOrder }
        return due
    }
}
