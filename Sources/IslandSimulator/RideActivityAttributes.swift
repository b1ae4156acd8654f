/// The electric-board ride status of the board-ride scenario (docs/scenarios.md): one card that mutates in place.
package struct RideActivityAttributes: ActivityAttributes {
    package static let typeName = "RideActivityAttributes"

    package let deviceName: String

    package init(deviceName: String) {
        self.deviceName = deviceName
    }

    package struct ContentState: Codable, Hashable, Sendable {
        package var phase: RidePhase
        package var statusText: String
        /// A short critical glyph such as "!" or "⚡", shown when something needs attention.
        package var criticalGlyph: String?
        package var batteryPercent: Int?
        package var faultCode: String?

        package init(phase: RidePhase, statusText: String, criticalGlyph: String? = nil, batteryPercent: Int? = nil, faultCode: String? = nil) {
            self.phase = phase
            self.statusText = statusText
            self.criticalGlyph = criticalGlyph
            self.batteryPercent = batteryPercent
            self.faultCode = faultCode
        }
    }
}
