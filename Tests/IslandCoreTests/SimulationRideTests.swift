import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

@Suite struct SimulationRideTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let seeds: [UInt64] = [0, 1, 2, 3, 4, 5, 6, 7, 99, 12345]

    func decodedStates(_ ride: RideSimulator) throws -> [RideActivityAttributes.ContentState] {
        try ride.schedule.indices.map { index in
            let json = try #require(ride.push(at: index).contentState)
            return try JSONDecoder().decode(RideActivityAttributes.ContentState.self, from: Data(JSONWriter.string(json.value).utf8))
        }
    }

    @Test(arguments: seeds) func sameSeedGivesTheSameStream(seed: UInt64) {
        let a = RideSimulator(seed: seed, start: start)
        let b = RideSimulator(seed: seed, start: start)
        #expect(a.schedule == b.schedule)
        #expect(a.schedule.indices.map(a.push(at:)) == b.schedule.indices.map(b.push(at:)))
        #expect(a.telemetry == b.telemetry)
    }

    @Test func differentSeedsDiffer() {
        let pushes = Self.seeds.map { seed in
            let ride = RideSimulator(seed: seed, start: start)
            return ride.schedule.indices.map(ride.push(at:))
        }
        #expect(Set(pushes.map { $0.map(PushEncoder.line) }).count == pushes.count)
    }

    @Test(arguments: seeds) func startsOnceUpdatesThenEnds(seed: UInt64) throws {
        let ride = RideSimulator(seed: seed, start: start)
        let pushes = ride.schedule.indices.map(ride.push(at:))
        #expect(pushes.first?.event == .start)
        #expect(pushes.first?.attributesType == RideActivityAttributes.typeName)
        #expect(pushes.first?.alert != nil)
        #expect(pushes.last?.event == .end)
        #expect(pushes.dropFirst().dropLast().allSatisfy { $0.event == .update && $0.attributes == nil })
        #expect(pushes.allSatisfy { $0.app == RideSimulator.app && $0.activityID == "vescape-ride" })
        #expect(zip(ride.schedule, ride.schedule.dropFirst()).allSatisfy { $1.timeIntervalSince($0) >= 1 })
        let final = try #require(try decodedStates(ride).last)
        #expect(final.phase == .disconnected)
        #expect(ride.end.timeIntervalSince(start) >= 600 && ride.end.timeIntervalSince(start) <= 900)
    }

    @Test(arguments: seeds) func theJSONIsWhatTheAppsEncoderWouldSend(seed: UInt64) throws {
        let ride = RideSimulator(seed: seed, start: start)
        #expect(try decodedStates(ride) == ride.states)
        #expect(ride.schedule.indices.map { ride.push(at: $0).contentState } == ride.states.map { Optional(JSONNode($0.json)) })
    }

    @Test(arguments: seeds) func aDropMidRideDoesNotEndTheActivity(seed: UInt64) throws {
        let ride = RideSimulator(seed: seed, start: start)
        let states = try decodedStates(ride)
        let phases = states.map(\.phase)
        let reconnecting = try #require(phases.firstIndex(of: .reconnecting))
        let rescanning = try #require(phases.firstIndex(of: .rescanning))
        let back = try #require(phases[rescanning...].firstIndex(of: .connected))
        #expect(reconnecting < rescanning)
        // The drop and the way back are updates of the same activity, not an end and a start.
        for index in reconnecting...back {
            #expect(ride.push(at: index).event == .update)
            #expect(ride.push(at: index).activityID == ride.activityID)
        }
        #expect(back < states.count - 1, "the ride goes on after the reconnect")
        #expect(ride.push(at: back).timestamp == ride.linkLost.upperBound)
        // A shorter stale date while the link is down: if it never comes back, the card goes stale.
        let lost = ride.push(at: reconnecting)
        #expect(try #require(lost.staleDate).timeIntervalSince(try #require(lost.timestamp)) == 60)
        // The card keeps the last battery reading while there is no link.
        #expect(states[reconnecting].batteryPercent == states[reconnecting - 1].batteryPercent)
        #expect(states[reconnecting].batteryPercent != nil)
    }

    @Test(arguments: seeds) func batteryIsPushedOnlyWhenTheIntegerPercentSteps(seed: UInt64) throws {
        let ride = RideSimulator(seed: seed, start: start)
        let states = try decodedStates(ride)
        // Every push changes the card; none repeats the previous state.
        #expect(zip(states, states.dropFirst()).allSatisfy { $0 != $1 })
        var batterySteps = 0
        for (previous, current) in zip(states, states.dropFirst()) {
            let sameOtherwise = previous.phase == current.phase && previous.faultCode == current.faultCode
            if sameOtherwise, let before = previous.batteryPercent, let after = current.batteryPercent {
                // A battery-only push: exactly one integer step down.
                #expect(before - after == 1, "\(before) → \(after)")
                batterySteps += 1
            }
        }
        #expect(batterySteps >= 5)
        // The telemetry reads fractional percents every second; the pushes carry their floor,
        // once per integer.
        let readings = ride.telemetry.compactMap(\.batteryPercent)
        #expect(readings.count > 5 * states.count)
        let integers = Set(readings.map { Int($0.rounded(.down)) })
        #expect(Set(states.compactMap(\.batteryPercent)) == integers)
    }

    @Test(arguments: seeds) func faultsAreEdgeTriggeredAndDeduplicated(seed: UInt64) throws {
        let ride = RideSimulator(seed: seed, start: start)
        let states = try decodedStates(ride)
        // The controller reports the fault in many frames ...
        let faultFrames = ride.telemetry.filter { $0.fault != nil }
        #expect(faultFrames.count >= 12)
        // ... but the card changes only at each edge: one rising edge per episode.
        var rising: [Int] = []
        var falling: [Int] = []
        for index in states.indices.dropFirst() {
            let before = states[index - 1].faultCode
            let after = states[index].faultCode
            if before == nil, after != nil { rising.append(index) }
            if before != nil, after == nil { falling.append(index) }
        }
        #expect(rising.count == ride.faultEpisodes.count)
        #expect(falling.count == ride.faultEpisodes.count)
        for (index, episode) in zip(rising, ride.faultEpisodes) {
            #expect(ride.push(at: index).timestamp == episode.lowerBound)
            #expect(ride.push(at: index).alert?.body == ride.fault.text, "a fault alerts")
        }
        // Pushes while faulted carry the fault; only rising edges alert after the start.
        let alerted = ride.schedule.indices.dropFirst().filter { ride.push(at: $0).alert != nil }
        #expect(alerted == rising)
        for state in states {
            #expect((state.criticalGlyph != nil) == (state.faultCode != nil), "the critical glyph shows exactly while faulted")
            if let code = state.faultCode {
                #expect(code == ride.fault.code)
                #expect(state.statusText == ride.fault.text)
            }
        }
    }

    @Test func stateAndPhaseDescriptionFollowTheSchedule() {
        let ride = RideSimulator(seed: 3, start: start)
        #expect(ride.phaseDescription(at: start.addingTimeInterval(-1)) == "not started")
        #expect(ride.phaseDescription(at: start) == "connecting")
        #expect(ride.phaseDescription(at: ride.linkLost.lowerBound) == "reconnecting")
        #expect(ride.phaseDescription(at: ride.faultEpisodes[0].lowerBound) == "connected, \(ride.fault.code)")
        #expect(ride.state(at: ride.end)?.phase == .disconnected)
    }

    @Test func aGivenRideLengthIsKept() {
        let ride = RideSimulator(seed: 1, start: start, rideLength: 1200)
        #expect(ride.end == start.addingTimeInterval(1200))
    }
}

