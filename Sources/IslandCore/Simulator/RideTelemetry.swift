import Foundation

/// One frame of what the board session knows at a second of the ride: the link phase, the
/// battery reading (nil while there is no link to read it over) and the fault the controller
/// reports in this frame.
public struct RideTelemetry: Hashable, Sendable {
    public let time: Date
    public let phase: RidePhase
    public let batteryPercent: Double?
    public let fault: RideFault?

    public init(time: Date, phase: RidePhase, batteryPercent: Double?, fault: RideFault?) {
        self.time = time
        self.phase = phase
        self.batteryPercent = batteryPercent
        self.fault = fault
    }
}
