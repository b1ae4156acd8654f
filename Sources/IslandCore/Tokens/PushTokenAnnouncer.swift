/// Which push tokens the device has told its apps of. With the APNs endpoint on, the app
/// reducer asks after every event for the tokens not yet announced: the push-to-start token
/// once, then each activity's token as it starts — as `pushToStartTokenUpdates` and each
/// activity's `pushTokenUpdates` yield them. Without the endpoint nothing is announced: an
/// activity that nobody can push to gets no token (`pushType: nil`).
package struct PushTokenAnnouncer: Hashable, Sendable {
    private var pushToStartAnnounced = false
    /// Activities are announced in start order; this is the last start announced.
    private var announcedStartOrder = 0

    package init() {}

    /// The announcements due now, and remembers them as made.
    package mutating func take(from system: LiveActivitySystem) -> [TokenAnnouncement] {
        var due: [TokenAnnouncement] = []
        if !pushToStartAnnounced {
            due.append(.pushToStart)
            pushToStartAnnounced = true
        }
        let started = system.activities.filter { $0.startOrder > announcedStartOrder }.sorted { $0.startOrder < $1.startOrder }
        due += started.map(TokenAnnouncement.activity)
        if let last = started.last { announcedStartOrder = last.startOrder }
        return due
    }
}
