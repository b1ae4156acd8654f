import Foundation
import Testing
@testable import IslandCore
@testable import IslandSimulator

@Suite struct SimulationSetTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)

    @Test(arguments: SimulationKind.allCases) func sameSeedGivesTheSameStream(kind: SimulationKind) {
        let a = SimulationSet(kind, seed: 11, start: start).pushes.map(PushEncoder.line)
        let b = SimulationSet(kind, seed: 11, start: start).pushes.map(PushEncoder.line)
        #expect(a == b)
        #expect(a != SimulationSet(kind, seed: 12, start: start).pushes.map(PushEncoder.line))
    }

    @Test(arguments: SimulationKind.allCases) func pushesAreInTimestampOrder(kind: SimulationKind) throws {
        let set = SimulationSet(kind, seed: 4, start: start)
        let times = try set.pushes.map { try #require($0.timestamp) }
        #expect(times == times.sorted())
        #expect(times.first == start)
        #expect(set.pushes.count == set.simulations.map(\.schedule.count).reduce(0, +))
    }

    @Test func eachKindPlaysItsApp() {
        #expect(SimulationSet(.trip, start: start).simulations.map { type(of: $0) == TripSimulator.self } == [true])
        #expect(SimulationSet(.ride, start: start).simulations.first is RideSimulator)
        #expect(SimulationSet(.delivery, start: start).simulations.first is DeliverySimulator)
        #expect(SimulationSet(.workout, start: start).simulations.first is WorkoutSimulator)
    }

    @Test func allRunsSeveralAppsAtOnceWithDistinctActivitiesAndRelevance() throws {
        let set = SimulationSet(.all, seed: 2, start: start)
        let starts = set.pushes.filter { $0.event == .start }
        #expect(starts.count == 4)
        #expect(Set(starts.compactMap(\.activityID)).count == 4)
        #expect(Set(starts.compactMap(\.app)).count == 4)
        let scores = starts.compactMap(\.relevanceScore)
        #expect(Set(scores).count == 4)
        #expect(scores == [100, 75, 50, 25], "started in order of relevance, the trip first")
        // They overlap: every app is live when the last one starts.
        let lastStart = try #require(starts.last?.timestamp)
        for simulation in set.simulations {
            #expect(try #require(simulation.schedule.last) > lastStart)
        }
        // Their start alerts do not land on the same second.
        #expect(Set(starts.compactMap(\.timestamp)).count == 4)
    }

    @Test func theStartIsTruncatedToAWholeSecond() {
        let set = SimulationSet(.ride, seed: 1, start: start.addingTimeInterval(0.75))
        #expect(set.start == start)
        #expect(set.pushes.allSatisfy { $0.timestamp.map { $0.timeIntervalSince1970.rounded() == $0.timeIntervalSince1970 } == true })
    }

    @Test func kindsParse() {
        #expect(SimulationKind.parse("ride") == .success(.ride))
        #expect(SimulationKind.parse("Ride") == .failure(SimulationKindError(word: "Ride")))
        #expect(SimulationKindError(word: "bus").description == #"unknown simulation "bus": expected one of trip|ride|delivery|workout|alarm|all"#)
    }
}
