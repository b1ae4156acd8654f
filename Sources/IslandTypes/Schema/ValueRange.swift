/// The values a number field is meant to hold, either end open.
package struct ValueRange: Hashable, Sendable, CustomStringConvertible {
    package var minimum: Double?
    package var maximum: Double?

    package init(minimum: Double?, maximum: Double?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    package func contains(_ value: Double) -> Bool {
        (minimum.map { value >= $0 } ?? true) && (maximum.map { value <= $0 } ?? true)
    }

    package func clamped(_ value: Double) -> Double {
        min(max(value, minimum ?? -.infinity), maximum ?? .infinity)
    }

    package var description: String {
        switch (minimum, maximum) {
        case let (low?, high?): return "\(DiagnosticText.seconds(low))…\(DiagnosticText.seconds(high))"
        case let (low?, nil): return "≥ \(DiagnosticText.seconds(low))"
        case let (nil, high?): return "≤ \(DiagnosticText.seconds(high))"
        default: return "any"
        }
    }
}
