import Foundation
import IslandJSON
import IslandCore

/// The trip manager of the transit scenario (docs/scenarios.md) played over a simulated RNV 5 trip: phases switch by time,
/// updates follow the adaptive cadence (30 / 10 / 15 / 5 s), one last update on arrival and the
/// end 30 s later. Delays and occupancy are random but fixed by the seed.
package struct TripSimulator: ActivitySimulation {
    package static let app = "com.stefanfriedrich.rnvapp"

    package let activityID: String
    package let seed: UInt64
    /// The language the app's alerts are in (the device's, when the app has it).
    package let language: String
    package let attributes: TripLiveActivityAttributes
    package let stops: [TripStop]
    /// Actual time at each stop (timetable + delay).
    package let stopTimes: [Date]
    /// Delay in whole minutes at each stop.
    package let delays: [Int]
    package let occupancies: [OccupancyLevel]
    package let schedule: [Date]
    /// The `relevance-score` of every push: the trip is what the rider cares about most.
    package let relevanceScore: Double

    package var departure: Date { stopTimes[0] }
    package var arrival: Date { stopTimes[stopTimes.count - 1] }

    /// - Parameters:
    ///   - start: when the activity starts (the trip was booked in the app).
    ///   - departureIn: how long after `start` the tram leaves; rounded up to a whole minute.
    package init(
        seed: UInt64, start: Date, departureIn: TimeInterval = 6 * 60, activityID: String = "rnv5-trip",
        stops: [TripStop] = RNV5Route.stops, line: String = RNV5Route.line, destination: String = RNV5Route.destination,
        relevanceScore: Double = 100, language: String = "de"
    ) {
        precondition(stops.count >= 2, "a trip needs two stops")
        var random = SeededRandom(seed: seed)
        self.activityID = activityID
        self.seed = seed
        self.language = language
        self.relevanceScore = relevanceScore
        self.stops = stops
        self.attributes = TripLiveActivityAttributes(tripId: "\(activityID)-\(seed)", line: line, destination: destination)
        let departure = Date(timeIntervalSince1970: ((start.timeIntervalSince1970 + departureIn) / 60).rounded(.up) * 60)

        var delays: [Int] = []
        var delay = [0, 0, 0, 1].randomElement(using: &random)!
        for index in stops.indices {
            if index > 0 { delay = max(0, delay + [-1, 0, 0, 0, 1, 1, 2].randomElement(using: &random)!) }
            delays.append(delay)
        }
        self.delays = delays
        let levels = OccupancyLevel.allCases
        var level = Int.random(in: 0...2, using: &random)
        self.occupancies = stops.map { _ in
            level = min(levels.count - 1, max(0, level + Int.random(in: -1...1, using: &random)))
            return levels[level]
        }
        var times: [Date] = []
        for (index, stop) in stops.enumerated() {
            var time = departure.addingTimeInterval(stop.scheduledOffset + Double(delays[index]) * 60)
            if let previous = times.last, time < previous.addingTimeInterval(30) { time = previous.addingTimeInterval(30) }
            times.append(time)
        }
        self.stopTimes = times
        self.schedule = Self.makeSchedule(start: start, departure: times[0], arrival: times[times.count - 1], stopTimes: times)
    }

    /// The cadence of the transit scenario (docs/scenarios.md), with an update exactly at departure and at arrival.
    static func makeSchedule(start: Date, departure: Date, arrival: Date, stopTimes: [Date]) -> [Date] {
        var times = [start]
        var now = start
        while now < arrival {
            var next = now.addingTimeInterval(cadence(at: now, departure: departure, stopTimes: stopTimes))
            if now < departure, next > departure { next = departure }
            if next > arrival { next = arrival }
            times.append(next)
            now = next
        }
        times.append(arrival.addingTimeInterval(30))
        return times
    }

    static func cadence(at now: Date, departure: Date, stopTimes: [Date]) -> TimeInterval {
        if now < departure {
            return departure.timeIntervalSince(now) > 5 * 60 ? 30 : 10
        }
        let next = stopTimes.first { $0 > now } ?? now
        return next.timeIntervalSince(now) > 60 ? 15 : 5
    }

    /// The content state the trip manager computes at `now`.
    package func state(at now: Date) -> TripLiveActivityAttributes.ContentState {
        let last = stops.count - 1
        if now < departure {
            return .init(
                currentStop: stops[0].name, nextStop: stops[1].name, nextStopTime: departure,
                remainingTime: departure.timeIntervalSince(now).rounded(), delay: delays[0],
                occupancy: occupancies[0], phase: .beforeDeparture, progress: 0)
        }
        if now >= arrival {
            return .init(
                currentStop: stops[last].name, nextStop: stops[last].name, nextStopTime: arrival, remainingTime: 0,
                delay: delays[last], occupancy: occupancies[last], phase: .arrived, progress: 1)
        }
        let nextIndex = stopTimes.firstIndex { $0 > now }!
        let progress = now.timeIntervalSince(departure) / arrival.timeIntervalSince(departure)
        return .init(
            currentStop: stops[nextIndex - 1].name, nextStop: stops[nextIndex].name,
            nextStopTime: stopTimes[nextIndex], remainingTime: stopTimes[nextIndex].timeIntervalSince(now).rounded(),
            delay: delays[nextIndex], occupancy: occupancies[nextIndex - 1], phase: .inProgress,
            progress: (progress * 1000).rounded() / 1000)
    }

    package func push(at index: Int) -> Push {
        let time = schedule[index]
        let state = state(at: time)
        var push = Push(event: .update, activityID: activityID, app: Self.app, timestamp: time, contentState: state.json)
        push.isLocal = true
        push.staleDate = time.addingTimeInterval(120)
        push.relevanceScore = relevanceScore
        if index == 0 {
            push.event = .start
            push.attributesType = TripLiveActivityAttributes.typeName
            push.attributes = JSONNode(attributes.json)
            let minutes = Int((departure.timeIntervalSince(time) / 60).rounded(.up))
            push.alert = ActivityAlert(title: "\(attributes.line) → \(attributes.destination)",
                                       body: words.departs(minutes, stops[0].name), sound: "default")
        } else if index == schedule.count - 1 {
            push.event = .end
            push.staleDate = nil
        } else {
            let previous = self.state(at: schedule[index - 1])
            if state.delay > previous.delay {
                push.alert = ActivityAlert(title: words.delayed(state.delay), body: words.nextStop(state.nextStop))
            } else if state.phase == .arrived, previous.phase != .arrived {
                push.alert = ActivityAlert(title: words.arrived, body: attributes.destination)
            }
        }
        push.priority = SimulatedApp.priority(push)
        return push
    }

    var words: TripAlertWords { TripAlertWords(language: language) }

    /// The trip manager stops the trip: the activity ends with the state of that moment,
    /// dismissed by iOS's default policy.
    package func endPushes(at time: Date) -> [Push] {
        var push = Push(event: .end, activityID: activityID, app: Self.app, timestamp: time, contentState: state(at: time).json)
        push.isLocal = true
        push.relevanceScore = relevanceScore
        return [push]
    }

    package func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation {
        TripSimulator(seed: seed, start: start, activityID: activityID, stops: stops, line: attributes.line,
                      destination: attributes.destination, relevanceScore: relevanceScore, language: language)
    }

    package func phaseDescription(at now: Date) -> String {
        state(at: now).phase.rawValue
    }
}
