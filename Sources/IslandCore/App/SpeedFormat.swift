/// "1×", "0.5×", "3600×".
public enum SpeedFormat {
    public static func string(_ speed: Double) -> String {
        speed == speed.rounded() ? "\(Int(speed))×" : "\(speed)×"
    }
}
