import Foundation
import IslandTestSupport
import Testing
import IslandSimulator

/// The dashboard with an app's own Swift files (`--attributes`) in tmux: a type read from
/// Swift is shown and validated as the app decodes it, one it could not model is shown
/// unvalidated and the events pane says why.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct AttributesEndToEndTests {
    static let delivery = """
        import ActivityKit
        import Foundation

        struct FoodDeliveryAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable {
                var stage: Stage
                var estimatedArrival: Date?
                var itemsReady: Int
            }

            enum Stage: String, Codable, Hashable {
                case ordered, preparing, pickedUp = "picked_up", delivered
            }

            var restaurantName: String
            var orderNumber: String
        }
        """

    static let auction = """
        struct AuctionAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var currentBid: Double
                var accent: Color
                var bidCount: Int
            }
            var itemTitle: String
        }
        """

    static func push(_ id: String, _ event: String, _ aps: String, offset: Int = 0) -> String {
        let now = Int(Date().timeIntervalSince1970) + offset
        return #"{"activity-id":"\#(id)","topic":"com.example.app.push-type.liveactivity","aps":{"timestamp":\#(now),"event":"\#(event)",\#(aps)}}"# + "\n"
    }

    @Test func typesFromSwiftFilesAreShownAndValidated() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try Self.delivery.write(toFile: directory.path("Delivery.swift"), atomically: true, encoding: .utf8)
        try Self.auction.write(toFile: directory.path("Auction.swift"), atomically: true, encoding: .utf8)
        let file = directory.path("pushes.ndjson")
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "en_US.UTF-8"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--attributes", directory.path("Delivery.swift"), "--attributes", directory.path("Auction.swift"),
                                             "--tail", file], in: session, directory: directory)
        // The reader's notes are printed to stderr before the dashboard starts, and `--tail`
        // begins after the lines already there: wait for the dashboard's events pane, not the
        // printed notes, or the start below lands before the file is followed and is skipped.
        // The pane wraps the warning where its path's length puts the break: read it unwrapped.
        let loaded = session.waitForScreen {
            $0.contains("Lock Screen") && $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("is not validated")
        }
        #expect(loaded.matched, "the reader's warning is not in the events pane:\n\(loaded.screen)")

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        defer { try? handle.close() }
        let eta = Int(Date().timeIntervalSince1970) + 900 - 978_307_200
        try handle.write(contentsOf: Data(Self.push("order-17", "start", #""attributes-type":"FoodDeliveryAttributes","attributes":{"restaurantName":"Curry Haus","orderNumber":"A-17"},"content-state":{"stage":"preparing","estimatedArrival":\#(eta),"itemsReady":1},"alert":{"title":"Curry Haus","body":"Cooking"}"#).utf8))
        let shown = session.waitForScreen { $0.contains("Curry Haus") && $0.contains("order-17 started") }
        #expect(shown.matched, "the delivery is not on screen:\n\(shown.screen)")

        // A stage the app's enum does not have: iOS drops it, and so does island, saying why.
        try handle.write(contentsOf: Data(Self.push("order-17", "update", #""content-state":{"stage":"lost","itemsReady":2}"#, offset: 1).utf8))
        let rejected = session.waitForScreen { $0.contains("REJECTED_DATA_CORRUPTED") }
        #expect(rejected.matched, "the bad stage is not rejected:\n\(rejected.screen)")

        try handle.write(contentsOf: Data(Self.push("lot-12", "start", #""attributes-type":"AuctionAttributes","attributes":{"itemTitle":"Blue vase"},"content-state":{"currentBid":"anything","bidCount":3},"alert":{"title":"Auction","body":"Open"}"#, offset: 2).utf8))
        let unvalidated = session.waitForScreen { $0.contains("WARN_UNVALIDATED_TYPE") && $0.contains("lot-12 started") }
        #expect(unvalidated.matched, "the auction is not shown unvalidated:\n\(unvalidated.screen)")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
