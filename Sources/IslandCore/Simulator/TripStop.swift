/// A stop of the simulated trip with its timetable offset from departure.
public struct TripStop: Hashable, Sendable {
    public let name: String
    /// Scheduled time at this stop, in seconds after the departure.
    public let scheduledOffset: Double

    public init(name: String, scheduledOffset: Double) {
        self.name = name
        self.scheduledOffset = scheduledOffset
    }
}
