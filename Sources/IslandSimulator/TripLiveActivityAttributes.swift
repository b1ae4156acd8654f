import Foundation

/// The transit trip of the transit scenario (docs/scenarios.md) ("ÖPNV Mannheim", RNV 5 to Heidelberg), field for field.
package struct TripLiveActivityAttributes: ActivityAttributes {
    package static let typeName = "TripLiveActivityAttributes"

    package let tripId: String
    package let line: String
    package let destination: String

    package init(tripId: String, line: String, destination: String) {
        self.tripId = tripId
        self.line = line
        self.destination = destination
    }

    package struct ContentState: Codable, Hashable, Sendable {
        package var currentStop: String
        package var nextStop: String
        /// Departure time at the next stop.
        package var nextStopTime: Date
        /// Seconds until the next stop.
        package var remainingTime: TimeInterval
        /// Delay in minutes; 0 means on time.
        package var delay: Int
        package var occupancy: OccupancyLevel
        package var phase: TripPhase
        /// 0.0 – 1.0 for the progress bar.
        package var progress: Double

        package init(
            currentStop: String, nextStop: String, nextStopTime: Date, remainingTime: TimeInterval,
            delay: Int, occupancy: OccupancyLevel, phase: TripPhase, progress: Double
        ) {
            self.currentStop = currentStop
            self.nextStop = nextStop
            self.nextStopTime = nextStopTime
            self.remainingTime = remainingTime
            self.delay = delay
            self.occupancy = occupancy
            self.phase = phase
            self.progress = progress
        }
    }
}
