/// A JSON number with its literal text, so integer and fractional forms stay distinguishable.
package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number as written in the source, e.g. `"3"`, `"3.0"`, `"1e3"`.
    package let literal: String
    package let double: Double

    package init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    package init(_ value: Int) {
        self.literal = String(value)
        self.double = Double(value)
    }

    package init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            self.literal = String(Int64(value))
        } else {
            self.literal = String(value)
        }
        self.double = value
    }

    /// True when the literal has no fraction or exponent part.
    package var isIntegerLiteral: Bool {
        !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    }

    /// The value as an `Int` when it is a whole number in range, as `JSONDecoder` accepts it.
    package var exactInt: Int? {
        if isIntegerLiteral { return Int(literal) }
        guard double.isFinite, double == double.rounded(),
              double >= -9.2e18, double <= 9.2e18 else { return nil }
        return Int(double)
    }

    package var description: String { literal }
}
