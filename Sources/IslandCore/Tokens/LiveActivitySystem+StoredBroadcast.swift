import Foundation

extension LiveActivitySystem {
    /// Keeps a broadcast of a Most-Recent-Message-Stored channel (Apple, "Sending channel
    /// management requests to APNs": `message-storage-policy` 1), replacing the one before, so
    /// an activity that subscribes later still gets the channel's latest content. Kept whether or
    /// not anything was subscribed when it came: a channel outlives its subscribers.
    mutating func storeBroadcast(_ push: Push, channel: String) {
        var stored = push
        stored.warnings = []
        storedBroadcasts[channel] = stored
    }

    /// The stored broadcast for an activity that has just subscribed to its channel at its
    /// start, addressed to that activity alone (nil: no channel, or nothing stored on it).
    package func storedBroadcast(forNewlyStarted id: String) -> Push? {
        guard let index = index(of: id), let channel = activities[index].channel, var push = storedBroadcasts[channel] else { return nil }
        push.channelID = nil
        push.activityID = id
        return push
    }
}
