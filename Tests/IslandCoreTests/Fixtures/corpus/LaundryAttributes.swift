import ActivityKit
import Foundation

/// Shared laundry room: one machine's cycle, from the building app.
struct LaundryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var machine: MachineState
        /// Shown with `Text(timerInterval:)` on the Lock Screen.
        var window: ClosedRange<Date>
        var doorLocked: Bool
    }

    enum MachineState: Codable, Hashable {
        case idle
        case washing(remaining: TimeInterval)
        case spinning(rpm: Int, remaining: TimeInterval)
        case done
        case fault(code: Int, String)
    }

    var machineName: String
    var floor: Int
}
