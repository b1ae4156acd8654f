/// The electric-board ride status of seed 004: one card that mutates in place.
public struct RideActivityAttributes: ActivityAttributes {
    public static let typeName = "RideActivityAttributes"

    public let deviceName: String

    public init(deviceName: String) {
        self.deviceName = deviceName
    }

    public struct ContentState: Codable, Hashable, Sendable {
        public var phase: RidePhase
        public var statusText: String
        /// A short critical glyph such as "!" or "⚡", shown when something needs attention.
        public var criticalGlyph: String?
        public var batteryPercent: Int?
        public var faultCode: String?

        public init(phase: RidePhase, statusText: String, criticalGlyph: String? = nil, batteryPercent: Int? = nil, faultCode: String? = nil) {
            self.phase = phase
            self.statusText = statusText
            self.criticalGlyph = criticalGlyph
            self.batteryPercent = batteryPercent
            self.faultCode = faultCode
        }
    }
}
