import Foundation

/// The workout timer of seed 003, as the fitness app declares it. island has no built-in
/// layout or schema for it: the simulator pushes it as JSON and island draws it generically.
/// Codable here only so tests can check the JSON is what the app's `JSONEncoder` would send.
public struct WorkoutAttributes: ActivityAttributes {
    public static let typeName = "WorkoutAttributes"

    public let workoutType: String

    public init(workoutType: String) {
        self.workoutType = workoutType
    }

    public var json: JSONObject {
        JSONObject([("workoutType", .string(workoutType))])
    }

    public struct ContentState: Codable, Hashable, Sendable {
        /// Seconds of exercise, pauses not counted.
        public var duration: TimeInterval
        public var caloriesBurned: Int

        public init(duration: TimeInterval, caloriesBurned: Int) {
            self.duration = duration
            self.caloriesBurned = caloriesBurned
        }

        public var json: JSONObject {
            JSONObject([("duration", .number(JSONNumber(duration))), ("caloriesBurned", .number(JSONNumber(caloriesBurned)))])
        }
    }
}
