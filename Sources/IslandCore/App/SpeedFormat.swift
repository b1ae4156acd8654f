/// "1×", "0.5×", "3600×".
package enum SpeedFormat {
    package static func string(_ speed: Double) -> String {
        speed == speed.rounded() && abs(speed) < 1e15 ? "\(Int(speed))×" : "\(speed)×"
    }
}
