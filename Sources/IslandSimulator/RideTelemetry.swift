import Foundation

/// One frame of what the board session knows at a second of the ride: the link phase, the
/// battery reading (nil while there is no link to read it over) and the fault the controller
/// reports in this frame.
package struct RideTelemetry: Hashable, Sendable {
    package let time: Date
    package let phase: RidePhase
    package let batteryPercent: Double?
    package let fault: RideFault?

    package init(time: Date, phase: RidePhase, batteryPercent: Double?, fault: RideFault?) {
        self.time = time
        self.phase = phase
        self.batteryPercent = batteryPercent
        self.fault = fault
    }
}
