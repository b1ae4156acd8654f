import Foundation
import Testing
@testable import IslandAPNs
@testable import IslandJSON
@testable import IslandTypes

/// The channels of each app: made, read, listed, deleted, at most 10 000 an app.
@Suite struct BroadcastChannelsTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)

    @Test func channelsAreMadeReadListedAndDeletedPerApp() throws {
        var channels = BroadcastChannels()
        let madeOne = channels.create(app: "com.a", policy: .mostRecentMessageStored, now: Self.now)
        let madeTwo = channels.create(app: "com.b", policy: .noMessageStored, now: Self.now)
        let one = try #require(madeOne)
        let two = try #require(madeTwo)
        #expect(Data(base64Encoded: one.id)?.count == 16)
        #expect(channels.channel(one.id, app: "com.a")?.policy == .mostRecentMessageStored)
        #expect(channels.channel(one.id, app: "com.b") == nil, "a channel belongs to its app")
        #expect(channels.ids(of: "com.b") == [two.id])
        #expect(channels.delete(one.id, app: "com.a") && !channels.delete(one.id, app: "com.a"))
        #expect(channels.all.map(\.id) == [two.id])
    }

    @Test func anAppHasAtMost10000() {
        var channels = BroadcastChannels()
        var next = 0
        for _ in 0..<BroadcastChannels.limitPerApp {
            next += 1
            _ = channels.create(app: "com.a", policy: .noMessageStored, now: Self.now, makeID: { "id\(next)" })
        }
        let over = channels.create(app: "com.a", policy: .noMessageStored, now: Self.now, makeID: { "x" })
        let other = channels.create(app: "com.b", policy: .noMessageStored, now: Self.now, makeID: { "y" })
        #expect(over == nil && other != nil)
    }
}
