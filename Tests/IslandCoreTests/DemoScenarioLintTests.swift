import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport

/// The story scenarios of `demo/` lint with the verdicts `demo/README.md` promises, through the
/// engine `island lint` runs (one stream, on a clock that moves with the timestamps), and play
/// out as described when the dashboard's reducer takes them (`PayloadPlayback`, as
/// `island render` does). The faulty backend has its own test (`SimulationDemoTests`).
@Suite struct DemoScenarioLintTests {
    static func input(_ name: String) throws -> LintInput {
        LintInput(name: name, bytes: Array(try Data(contentsOf: SimulationDemoTests.demo.appendingPathComponent(name))))
    }

    static func lint(_ name: String) throws -> [LintResult] {
        LintEngine.run([try input(name)], types: BuiltInTypes.registry)
    }

    static func play(_ name: String, at time: Date? = nil) throws -> PayloadPlayback.Result {
        try #require(PayloadPlayback.play(DocumentSplitter.documents(in: try input(name)), at: time))
    }

    @Test func theTripIsAllAppliedAndEndsAfterItsArrival() throws {
        let results = try Self.lint("trip.ndjson")
        #expect(results.count == 304)
        #expect(results.allSatisfy { $0.verdict.isApplied && $0.verdict.warnings.isEmpty })
        #expect(Set(results.compactMap(\.verdict.activityID)) == ["rnv5-trip"])
        #expect(results.last?.event == .end && results.last?.state == .ended)
        #expect(results.dropLast().allSatisfy { $0.state == .active }, "the trip manager updates before every stale date")
        // The end comes 30 s after the arrival's last update, as the trip manager does it.
        let arrival = try #require(results.dropLast().last?.arrival)
        #expect(results.last?.arrival?.timeIntervalSince(arrival) == 30)
        let played = try Self.play("trip.ndjson")
        #expect(played.model.log.entries.filter { $0.level == .alert && $0.text.contains("Verspätung") }.count >= 3)
        #expect(played.model.log.entries.contains { $0.level == .alert && $0.text.contains("Ziel erreicht!") })
    }

    @Test func theRideIsAllAppliedAndNeverEndsByItself() throws {
        let results = try Self.lint("ride.ndjson")
        #expect(results.count == 28)
        #expect(results.allSatisfy { $0.verdict.isApplied && $0.verdict.warnings.isEmpty })
        #expect(Set(results.compactMap(\.verdict.activityID)) == ["vescape-ride"], "the same activity through the reconnect")
        #expect(!results.contains { $0.event == .end })
        #expect(results.last?.state == .active)
        // Left alone after its last payload, it stays on the island until the 8-hour limit: only
        // Stop ride (or that limit) ends it.
        let last = try #require(results.last?.arrival)
        let hourLater = try Self.play("ride.ndjson", at: last.addingTimeInterval(3600))
        #expect(hourLater.model.system.activity("vescape-ride")?.isOnIsland == true)
        let fault = hourLater.model.log.entries.filter { $0.level == .alert }.count
        #expect(fault >= 3, "the start and each rising edge of the fault alert")
    }

    @Test func twoAppsAreAllAppliedAndShareTheIsland() throws {
        let results = try Self.lint("two-apps.ndjson")
        #expect(results.count == 345)
        #expect(results.allSatisfy { $0.verdict.isApplied })
        // Both apps' types are known (types/), and their backends send clean pushes.
        #expect(results.allSatisfy { $0.warnings.isEmpty }, "\(results.filter { !$0.warnings.isEmpty }.map(LintFormatter.text))")
        let delivery = try #require(results.first { $0.event == .start && $0.activityID != "rnv5-trip" }?.activityID)
        let ends = results.filter { $0.event == .end }
        #expect(ends.map(\.verdict.activityID) == [delivery, "rnv5-trip"], "the delivery is delivered first")

        // Between the delivery's start and its end: two apps, two minimal presentations, the
        // compact one for the trip (relevance 100 over 50).
        let middle = try #require(results.first { $0.verdict.activityID == delivery && $0.event == .update }?.arrival)
        let played = try Self.play("two-apps.ndjson", at: middle)
        let island = played.model.islandActivities
        #expect(island.count == 2)
        #expect(Set(island.map(\.app.bundle)).count == 2)
        #expect(island.first?.id == "rnv5-trip")
        // The delivery leaves the Lock Screen at its dismissal date, ten minutes after its end.
        let deliveredAt = try #require(ends.first?.arrival)
        let afterNine = try Self.play("two-apps.ndjson", at: deliveredAt.addingTimeInterval(9 * 60))
        #expect(afterNine.model.system.activity(delivery)?.state == .ended)
        let afterTen = try Self.play("two-apps.ndjson", at: deliveredAt.addingTimeInterval(10 * 60 + 1))
        #expect(afterTen.model.system.activity(delivery)?.state == .dismissed)
    }
}
