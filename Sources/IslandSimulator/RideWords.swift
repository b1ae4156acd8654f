import IslandText

/// The board app's texts in its languages (English first; the board-ride scenario's app also
/// speaks German), from island's string tables.
package struct RideWords {
    package let language: String

    private var table: StringTable { Language.table(for: language) }

    package var started: String { table.text(.rideStarted) }
    package var ended: String { table.text(.rideEnded) }

    package func faultTitle(_ device: String) -> String { table.text(.rideFaultTitle, ["device": device]) }

    package func status(_ phase: RidePhase, device: String) -> String {
        switch phase {
        case .connecting: return table.text(.rideConnecting, ["device": device])
        case .connected: return table.text(.rideConnected)
        case .reconnecting: return table.text(.rideReconnecting)
        case .rescanning: return table.text(.rideRescanning, ["device": device])
        case .disconnected: return table.text(.rideDisconnected)
        }
    }
}
