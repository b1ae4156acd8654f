/// A stop of the simulated trip with its timetable offset from departure.
package struct TripStop: Hashable, Sendable {
    package let name: String
    /// Scheduled time at this stop, in seconds after the departure.
    package let scheduledOffset: Double

    package init(name: String, scheduledOffset: Double) {
        self.name = name
        self.scheduledOffset = scheduledOffset
    }
}
