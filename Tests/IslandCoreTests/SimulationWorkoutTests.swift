import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

@Suite struct SimulationWorkoutTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let seeds: [UInt64] = [0, 1, 2, 3, 4, 5, 6, 7, 99, 12345]

    func decodedStates(_ workout: WorkoutSimulator) throws -> [WorkoutAttributes.ContentState] {
        try workout.schedule.indices.map { index in
            let json = try #require(workout.push(at: index).contentState)
            return try JSONDecoder().decode(WorkoutAttributes.ContentState.self, from: Data(JSONWriter.string(json.value).utf8))
        }
    }

    @Test(arguments: seeds) func sameSeedGivesTheSameStream(seed: UInt64) {
        let a = WorkoutSimulator(seed: seed, start: start)
        let b = WorkoutSimulator(seed: seed, start: start)
        #expect(a.schedule == b.schedule)
        #expect(a.schedule.indices.map(a.push(at:)) == b.schedule.indices.map(b.push(at:)))
    }

    @Test(arguments: seeds) func theJSONIsWhatTheAppsEncoderWouldSend(seed: UInt64) throws {
        let workout = WorkoutSimulator(seed: seed, start: start)
        #expect(try decodedStates(workout) == workout.states)
        let attributes = try #require(workout.push(at: 0).attributes)
        let decoded = try JSONDecoder().decode(WorkoutAttributes.self, from: Data(JSONWriter.string(attributes.value).utf8))
        #expect(decoded == workout.attributes)
    }

    @Test(arguments: seeds) func updatesOnMeaningfulChangeNeverMoreThanOnceASecond(seed: UInt64) throws {
        let workout = WorkoutSimulator(seed: seed, start: start)
        let states = try decodedStates(workout)
        for index in states.indices.dropFirst() {
            let previous = states[index - 1]
            let state = states[index]
            let gap = workout.schedule[index].timeIntervalSince(workout.schedule[index - 1])
            #expect(gap >= 1)
            #expect(state.duration >= previous.duration && state.caloriesBurned >= previous.caloriesBurned)
            let newMinute = Int(state.duration / 60) != Int(previous.duration / 60)
            let newTenCalories = state.caloriesBurned / 10 != previous.caloriesBurned / 10
            let pausing = workout.schedule[index] == workout.pause.lowerBound
            #expect(newMinute || newTenCalories || pausing || index == states.count - 1, "push \(index) changes nothing the card shows")
            if !pausing { #expect(gap >= WorkoutSimulator.minimumInterval || index == states.count - 1) }
        }
        // At most a few pushes a minute: far fewer than the seconds counted.
        #expect(Double(states.count) < workout.activeDuration / 15)
    }

    @Test(arguments: seeds) func thePauseStopsTheClockAndPushesTheExactTime(seed: UInt64) throws {
        let workout = WorkoutSimulator(seed: seed, start: start)
        let states = try decodedStates(workout)
        let pausedAt = try #require(workout.schedule.firstIndex(of: workout.pause.lowerBound))
        #expect(workout.phaseDescription(at: workout.pause.lowerBound) == "paused")
        // Nothing changes during the pause, so nothing is pushed.
        #expect(!workout.schedule.contains { $0 > workout.pause.lowerBound && $0 < workout.pause.upperBound })
        let resumed = workout.schedule[pausedAt + 1]
        #expect(states[pausedAt + 1].duration - states[pausedAt].duration <= resumed.timeIntervalSince(workout.pause.upperBound) + 1)
        let wall = workout.end.timeIntervalSince(start)
        #expect(try #require(states.last).duration == workout.activeDuration)
        #expect(wall > workout.activeDuration)
    }

    @Test(arguments: seeds) func startsWithAnAlertAndEndsWithTheTotals(seed: UInt64) throws {
        let workout = WorkoutSimulator(seed: seed, start: start)
        let first = workout.push(at: 0)
        let last = workout.push(at: workout.schedule.count - 1)
        #expect(first.event == .start && first.alert?.body == workout.attributes.workoutType)
        #expect(last.event == .end)
        let final = try #require(try decodedStates(workout).last)
        #expect(last.alert?.body?.contains("\(final.caloriesBurned) kcal") == true)
        #expect(workout.schedule.indices.dropFirst().dropLast().allSatisfy { workout.push(at: $0).alert == nil })
        for index in workout.schedule.indices.dropLast() {
            #expect(try #require(workout.push(at: index).staleDate) > workout.schedule[index + 1])
        }
        #expect(final.caloriesBurned > 100)
    }
}
