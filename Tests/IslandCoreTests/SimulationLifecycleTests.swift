import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandSimulator

/// `island simulate --instant | island lint -` must pass: every line the simulators print is
/// applied by the lifecycle, on a clock at each push's timestamp, as lint runs it.
@Suite struct SimulationLifecycleTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)

    @Test(arguments: SimulationKind.allCases, [1, 2, 3, 77] as [UInt64])
    func everySimulatedLineIsApplied(kind: SimulationKind, seed: UInt64) throws {
        var system = BuiltInTypes.system()
        let set = SimulationSet(kind, seed: seed, start: start)
        var ended: Set<String> = []
        for (number, push) in set.pushes.enumerated() {
            let line = IncomingLine(PushEncoder.line(push), source: .stdin, number: number + 1)
            let decoded = try PushDecoder.decode(line).get()
            let now = try #require(decoded.timestamp)
            let outcome = system.receive(decoded, now: now)
            // Every simulated app's type is known, its pushes clean.
            guard case .applied(let id, let warnings) = outcome.verdict else {
                Issue.record("line \(number + 1) not applied: \(PushEncoder.line(push))")
                continue
            }
            #expect(id == push.activityID)
            #expect(warnings.isEmpty, "line \(number + 1): \(warnings)")
            for case .ended(let id, let reason) in outcome.changes {
                #expect(reason == .endEvent)
                ended.insert(id)
            }
        }
        // Every simulated app ended its activity with its end push; none ran into the 8 h limit.
        #expect(ended == Set(set.simulations.map(\.activityID)))
    }

    @Test func allShowsTwoAppsOrderedByRelevance() throws {
        var system = BuiltInTypes.system()
        let set = SimulationSet(.all, seed: 5, start: start)
        let pushes = set.pushes
        let lastStart = try #require(pushes.last { $0.event == .start }?.timestamp)
        for push in pushes where push.timestamp! <= lastStart {
            _ = system.receive(push, now: push.timestamp!)
        }
        let live = system.activities.filter(\.isOnIsland).sorted { $0.relevanceScore > $1.relevanceScore }
        #expect(live.count == 4)
        #expect(Set(live.map(\.app)).count == 4)
        #expect(live.first?.id == "rnv5-trip")
        #expect(live.map(\.attributesType) == ["TripLiveActivityAttributes", "RideActivityAttributes", "DeliveryAttributes", "WorkoutAttributes"])
    }

    @Test func theSimulatedStreamDrivesTheReducerToTheEnd() throws {
        // The dashboard plays a simulation through SimulationRun; the user never touches it.
        let set = SimulationSet(.ride, seed: 9, start: start)
        var model = AppModel(simulations: set.simulations.map(SimulationRun.init))
        var now = set.start
        var steps = 0
        while let next = AppReducer.nextDeadline(model, after: now), steps < 10_000, !model.simulations.allSatisfy({ $0.nextPushTime == nil }) {
            now = max(now, next)
            _ = AppReducer.update(&model, .tick, now: now)
            steps += 1
        }
        let activity = try #require(model.system.activity("vescape-ride"))
        #expect(activity.state == .ended)
        #expect(activity.endReason == .endEvent)
        #expect(activity.updateCount == set.simulations[0].schedule.count - 2)
    }
}
