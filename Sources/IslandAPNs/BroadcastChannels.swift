import IslandTypes
import IslandJSON
import Foundation

/// The broadcast channels of each app, as APNs's channel management keeps them (Apple,
/// "Sending channel management requests to APNs"): a channel is made with a message storage
/// policy, read, listed and deleted; an app has at most 10 000 in each environment; a channel
/// lives on without subscribers until it is deleted. Pure: the endpoint hands in the requests.
package struct BroadcastChannels: Sendable {
    /// "up to 10,000 channels for your app in the development and production environment".
    package static let limitPerApp = 10_000

    /// `message-storage-policy`: 0 No Message Stored, 1 Most Recent Message Stored.
    package enum StoragePolicy: Int, Hashable, Sendable {
        case noMessageStored = 0
        case mostRecentMessageStored = 1

        package var name: String { self == .noMessageStored ? "No Message Stored" : "Most Recent Message Stored" }
    }

    package struct Channel: Hashable, Sendable {
        package let id: String
        package let app: String
        package let policy: StoragePolicy
        package let createdAt: Date
        /// Broadcasts sent on it.
        package var broadcasts = 0
    }

    private var channels: [String: Channel] = [:]
    /// Channel ids per app, in the order they were made.
    private var order: [String: [String]] = [:]

    package init() {}

    /// A new channel's id: 16 random bytes in base64, the form APNs's ids have.
    package mutating func create(app: String, policy: StoragePolicy, now: Date, makeID: () -> String = BroadcastChannels.randomID) -> Channel? {
        guard (order[app]?.count ?? 0) < Self.limitPerApp else { return nil }
        var id = makeID()
        while channels[id] != nil { id = makeID() }
        let channel = Channel(id: id, app: app, policy: policy, createdAt: now)
        channels[id] = channel
        order[app, default: []].append(id)
        return channel
    }

    package func channel(_ id: String, app: String) -> Channel? {
        channels[id].flatMap { $0.app == app ? $0 : nil }
    }

    @discardableResult
    package mutating func delete(_ id: String, app: String) -> Bool {
        guard channel(id, app: app) != nil else { return false }
        channels[id] = nil
        order[app]?.removeAll { $0 == id }
        return true
    }

    package func ids(of app: String) -> [String] { order[app] ?? [] }

    package mutating func noteBroadcast(on id: String) {
        channels[id]?.broadcasts += 1
    }

    /// Every channel, app by app, oldest first (`island channels`).
    package var all: [Channel] {
        order.keys.sorted().flatMap { app in (order[app] ?? []).compactMap { channels[$0] } }
    }

    package static func randomID() -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255) }
        return Data(bytes).base64EncodedString()
    }
}
