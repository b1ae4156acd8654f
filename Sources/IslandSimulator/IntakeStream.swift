import Foundation
import IslandCore
import IslandJSON

/// The streams the intake is measured and pinned on: `island-bench` sends them into a
/// headless dashboard beside jq, and the warning path's byte-for-byte tests replay their
/// beginnings, so both speak of the same lines. Every push a tenth of a second after the one
/// before, so all stay within the 8-hour limit and in order.
package enum IntakeStream {
    /// 2025-11-29 12:00:00 UTC: the first push's time.
    package static let start = Date(timeIntervalSince1970: 1_764_417_600)

    /// How a retimed trip update's countdown relates to its new timestamp.
    package enum Countdown: Sendable {
        /// The next stop's time moves with the timestamp, as a real trip's countdown does:
        /// `remainingTime` agrees with `nextStopTime` − timestamp.
        case consistent
        /// The next stop's time stays where the schedule put it: the lines disagree with their
        /// own `remainingTime` and draw `WARN_INCONSISTENT_CONTENT` — the faulty backend island
        /// exists for.
        case drifting
    }

    /// One trip's start, then its updates (about 355 bytes a line, as the simulator writes
    /// them) in turn: `count` pushes.
    package static func trip(count: Int, countdown: Countdown) -> [Push] {
        let trip = TripSimulator(seed: 42, start: start)
        let updates = Array(1..<(trip.schedule.count - 1))
        var pushes = [trip.push(at: 0)]
        pushes.reserveCapacity(count)
        while pushes.count < count {
            let index = updates[(pushes.count - 1) % updates.count]
            pushes.append(update(trip, at: index, timestamp: trip.schedule[0].addingTimeInterval(Double(pushes.count) / 10),
                                 countdown: countdown))
        }
        return pushes
    }

    /// The four simulated apps with schemas (trip, ride, delivery, workout) started, then
    /// their updates in turn (not the start, not the end, each app's in its own order):
    /// `count` pushes. About as long a line as the trip's, but four schemas, enums, optionals
    /// and dates; the trip's countdowns consistent.
    package static func mix(count: Int) -> [Push] {
        let simulations = SimulationSet(.all, start: start).simulations
        var pushes = simulations.map { $0.push(at: 0) }
        pushes.reserveCapacity(count)
        var turns = Array(repeating: 0, count: simulations.count)
        while pushes.count < count {
            let which = pushes.count % simulations.count
            let simulation = simulations[which]
            let index = 1 + turns[which] % (simulation.schedule.count - 2)
            turns[which] += 1
            let timestamp = start.addingTimeInterval(60 + Double(pushes.count) / 10)
            if let trip = simulation as? TripSimulator {
                pushes.append(update(trip, at: index, timestamp: timestamp, countdown: .consistent))
            } else {
                var push = simulation.push(at: index)
                push.timestamp = timestamp
                push.staleDate = timestamp.addingTimeInterval(120)
                pushes.append(push)
            }
        }
        return pushes
    }

    /// The trip's update `index` sent at `timestamp` instead of its own time, stale two
    /// minutes later.
    static func update(_ trip: TripSimulator, at index: Int, timestamp: Date, countdown: Countdown) -> Push {
        var push = trip.push(at: index)
        if countdown == .consistent {
            var state = trip.state(at: trip.schedule[index])
            state.nextStopTime.addTimeInterval(timestamp.timeIntervalSince(trip.schedule[index]))
            push.contentState = JSONNode(state.json)
        }
        push.timestamp = timestamp
        push.staleDate = timestamp.addingTimeInterval(120)
        return push
    }
}
