import Foundation
import IslandJSON

/// The workout timer of the workout and courier scenario (docs/scenarios.md), as the fitness app declares it. island has no built-in
/// layout or schema for it: the simulator pushes it as JSON and island draws it generically.
/// Codable here only so tests can check the JSON is what the app's `JSONEncoder` would send.
package struct WorkoutAttributes: ActivityAttributes {
    package static let typeName = "WorkoutAttributes"

    package let workoutType: String

    package init(workoutType: String) {
        self.workoutType = workoutType
    }

    package var json: JSONObject {
        JSONObject([("workoutType", .string(workoutType))])
    }

    package struct ContentState: Codable, Hashable, Sendable {
        /// Seconds of exercise, pauses not counted.
        package var duration: TimeInterval
        package var caloriesBurned: Int

        package init(duration: TimeInterval, caloriesBurned: Int) {
            self.duration = duration
            self.caloriesBurned = caloriesBurned
        }

        package var json: JSONObject {
            JSONObject([("duration", .number(JSONNumber(duration))), ("caloriesBurned", .number(JSONNumber(caloriesBurned)))])
        }
    }
}
