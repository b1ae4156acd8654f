import Foundation

/// The transit trip of seed 000 ("ÖPNV Mannheim", RNV 5 to Heidelberg), field for field.
public struct TripLiveActivityAttributes: ActivityAttributes {
    public static let typeName = "TripLiveActivityAttributes"

    public let tripId: String
    public let line: String
    public let destination: String

    public init(tripId: String, line: String, destination: String) {
        self.tripId = tripId
        self.line = line
        self.destination = destination
    }

    public struct ContentState: Codable, Hashable, Sendable {
        public var currentStop: String
        public var nextStop: String
        /// Departure time at the next stop.
        public var nextStopTime: Date
        /// Seconds until the next stop.
        public var remainingTime: TimeInterval
        /// Delay in minutes; 0 means on time.
        public var delay: Int
        public var occupancy: OccupancyLevel
        public var phase: TripPhase
        /// 0.0 – 1.0 for the progress bar.
        public var progress: Double

        public init(
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
