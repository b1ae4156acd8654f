import Foundation
import IslandCore

/// The fitness app of the workout and courier scenario (docs/scenarios.md) over a simulated workout: warm-up, intervals, a pause,
/// cool-down, then the end with the final totals. The app counts every second but pushes
/// only on a meaningful change (the workout and courier scenario (docs/scenarios.md): never more than once a second, not on every tick):
/// a new whole minute of duration or another 10 kcal, at least `minimumInterval` apart, and
/// once when the user pauses so the card shows the exact paused time.
package struct WorkoutSimulator: PlannedSimulation {
    package static let app = "com.example.fitness"
    /// Workout types with their calories per minute at normal intensity.
    package static let workoutTypes: [(name: String, caloriesPerMinute: Double)] = [
        ("Running", 11), ("Cycling", 9), ("Rowing", 10),
    ]
    package static let minimumInterval: TimeInterval = 10
    package static let warmUp: TimeInterval = 300
    package static let coolDown: TimeInterval = 300

    package let identity: SimulatedApp
    package let seed: UInt64
    package let attributes: WorkoutAttributes
    /// Seconds of exercise the workout lasts, pauses not counted.
    package let activeDuration: TimeInterval
    /// The pause, in wall-clock time.
    package let pause: Range<Date>
    package let planned: [PlannedPush]
    package let states: [WorkoutAttributes.ContentState]
    package let schedule: [Date]

    package var activityID: String { identity.activityID }
    package var end: Date { schedule[schedule.count - 1] }

    package init(seed: UInt64, start: Date, activityID: String = "workout", relevanceScore: Double = 25) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        let type = Self.workoutTypes.randomElement(using: &random)!
        attributes = WorkoutAttributes(workoutType: type.name)
        identity = SimulatedApp(
            topic: Self.app, activityID: activityID, attributesType: WorkoutAttributes.typeName,
            attributes: attributes.json, relevanceScore: relevanceScore)
        let length = Double(Int.random(in: 20...35, using: &random) * 60)
        activeDuration = length
        let pauseAt = (length * Double.random(in: 0.4...0.6, using: &random)).rounded()
        let pauseLength = Double(Int.random(in: 90...180, using: &random))

        var planned: [PlannedPush] = []
        var states: [WorkoutAttributes.ContentState] = []
        var duration = 0.0
        var calories = 0.0
        var second = 0.0
        var pauseStart: Date?
        var lastPush = start
        func intensity(_ duration: Double) -> Double {
            if duration < Self.warmUp { return 0.6 }
            if duration >= length - Self.coolDown { return 0.5 }
            // Intervals: two hard minutes, one easy.
            return Int(duration - Self.warmUp) % 180 < 120 ? 1.3 : 0.8
        }
        while true {
            let now = start.addingTimeInterval(second)
            if duration == pauseAt, pauseStart == nil { pauseStart = now }
            let paused = pauseStart.map { now < $0.addingTimeInterval(pauseLength) } ?? false
            let state = WorkoutAttributes.ContentState(duration: duration, caloriesBurned: Int(calories))
            if duration >= length {
                planned.append(PlannedPush(
                    time: now, event: .end, contentState: state.json,
                    alert: ActivityAlert(
                        title: "Workout complete",
                        body: "\(type.name) · \(Int(duration / 60)) min · \(state.caloriesBurned) kcal", sound: "default")))
                states.append(state)
                break
            }
            let previous = states.last
            let meaningful = previous.map {
                Int($0.duration / 60) != Int(state.duration / 60) || $0.caloriesBurned / 10 != state.caloriesBurned / 10
            } ?? true
            let pausing = paused && pauseStart == now && previous != state
            if previous == nil || pausing || meaningful && now.timeIntervalSince(lastPush) >= Self.minimumInterval {
                var push = PlannedPush(
                    time: now, event: previous == nil ? .start : .update, contentState: state.json,
                    staleDate: now.addingTimeInterval(300))
                if previous == nil {
                    push.alert = ActivityAlert(title: "Workout started", body: type.name, sound: "default")
                }
                planned.append(push)
                states.append(state)
                lastPush = now
            }
            if !paused {
                calories += type.caloriesPerMinute * intensity(duration) / 60
                duration += 1
            }
            second += 1
        }
        pause = (pauseStart ?? start)..<(pauseStart ?? start).addingTimeInterval(pauseLength)
        self.planned = planned
        self.states = states
        schedule = planned.map(\.time)
    }



    package func phaseDescription(at now: Date) -> String {
        guard now >= start else { return "not started" }
        if now >= end { return "finished" }
        if pause.contains(now) { return "paused" }
        guard let duration = state(at: now)?.duration else { return "warm-up" }
        if duration < Self.warmUp { return "warm-up" }
        if duration >= activeDuration - Self.coolDown { return "cool-down" }
        return "intervals"
    }

    private var start: Date { schedule[0] }

    /// The user ended the workout: the card keeps the totals so far.
    package func endPushes(at time: Date) -> [Push] {
        let last = state(at: time) ?? states[0]
        return [identity.end(last.json, at: time)]
    }

    package func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation {
        WorkoutSimulator(seed: seed, start: start, activityID: activityID, relevanceScore: identity.relevanceScore)
    }
}
