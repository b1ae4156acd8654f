/// The fixed-width integer types a `Codable` field can have besides `Int`; `JSONDecoder`
/// rejects a number outside the type's range as `dataCorrupted`.
package enum IntegerWidth: String, Hashable, Sendable, CaseIterable {
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"

    /// The range as `Int` bounds; `UInt` and `UInt64` go beyond `Int.max`, checked separately.
    package var range: ClosedRange<Int> {
        switch self {
        case .int8: return Int(Int8.min)...Int(Int8.max)
        case .int16: return Int(Int16.min)...Int(Int16.max)
        case .int32: return Int(Int32.min)...Int(Int32.max)
        case .int64: return Int.min...Int.max
        case .uint, .uint64: return 0...Int.max
        case .uint8: return 0...Int(UInt8.max)
        case .uint16: return 0...Int(UInt16.max)
        case .uint32: return 0...Int(UInt32.max)
        }
    }

    /// Whether values above `Int.max` fit (`UInt`, `UInt64`).
    package var isUnsigned64: Bool { self == .uint || self == .uint64 }

    package var rangeDescription: String {
        isUnsigned64 ? "0…18446744073709551615" : "\(range.lowerBound)…\(range.upperBound)"
    }
}
