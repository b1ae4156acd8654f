import Foundation
import Testing
@testable import IslandCore
@testable import IslandSimulator

@Suite struct TripSimulatorTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    @Test func sameSeedGivesTheSameStream() {
        let a = TripSimulator(seed: 7, start: start)
        let b = TripSimulator(seed: 7, start: start)
        #expect(a.schedule == b.schedule)
        #expect(a.schedule.indices.map(a.push(at:)) == b.schedule.indices.map(b.push(at:)))
    }

    @Test func differentSeedsDiffer() {
        let a = TripSimulator(seed: 1, start: start)
        let b = TripSimulator(seed: 2, start: start)
        #expect(a.delays != b.delays || a.occupancies != b.occupancies)
    }

    @Test func cadenceFollowsSeed000() {
        let sim = TripSimulator(seed: 3, start: start, departureIn: 8 * 60)
        for (index, time) in sim.schedule.enumerated().dropLast(2) where index > 0 {
            let gap = sim.schedule[index + 1].timeIntervalSince(time)
            let boundary = sim.schedule[index + 1] == sim.departure || sim.schedule[index + 1] == sim.arrival
            if time < sim.departure {
                let expected: TimeInterval = sim.departure.timeIntervalSince(time) > 300 ? 30 : 10
                #expect(gap == expected || boundary, "before departure at \(index)")
            } else {
                let next = sim.stopTimes.first { $0 > time }!
                let expected: TimeInterval = next.timeIntervalSince(time) > 60 ? 15 : 5
                #expect(gap == expected || boundary, "en route at \(index)")
            }
        }
        #expect(sim.schedule.last == sim.arrival.addingTimeInterval(30))
        #expect(sim.schedule[sim.schedule.count - 2] == sim.arrival)
    }

    @Test func phasesSwitchByTime() {
        let sim = TripSimulator(seed: 5, start: start)
        #expect(sim.state(at: sim.departure.addingTimeInterval(-1)).phase == .beforeDeparture)
        #expect(sim.state(at: sim.departure).phase == .inProgress)
        #expect(sim.state(at: sim.arrival.addingTimeInterval(-1)).phase == .inProgress)
        #expect(sim.state(at: sim.arrival).phase == .arrived)
        #expect(sim.push(at: 0).event == .start)
        #expect(sim.push(at: sim.schedule.count - 1).event == .end)
        #expect(sim.push(at: sim.schedule.count - 2).event == .update)
        #expect(RNV5Route.stops.count >= 12)
    }
}
