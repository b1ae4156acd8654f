import Foundation

/// A check a hand-written `init(from:)` makes on a decoded value before it keeps it
/// (`guard progress >= 0 else { throw DecodingError.dataCorruptedError(…) }`): a value that
/// fails it is `dataCorrupted`, at the field's key path or, when the error names the
/// container rather than the key, at the object's.
package struct ValueCheck: Hashable, Sendable, CustomStringConvertible {
    package enum Test: Hashable, Sendable {
        case atLeast(Double)
        case above(Double)
        case atMost(Double)
        case below(Double)
        case notEqual(Double)
        /// A string or an array that is not empty.
        case notEmpty
    }

    package var test: Test
    /// The error's path is the object's (`dataCorruptedError(in: container, …)`), not the key's.
    package var atObject: Bool

    package init(_ test: Test, atObject: Bool = false) {
        self.test = test
        self.atObject = atObject
    }

    /// Whether a decoded value passes; a value the test does not apply to passes.
    package func passes(_ value: ContentValue) -> Bool {
        switch test {
        case .notEmpty:
            switch value {
            case .string(let text): return !text.isEmpty
            case .array(let elements): return !elements.isEmpty
            case .object(let object), .dictionary(let object): return !object.entries.isEmpty
            default: return true
            }
        case .atLeast(let bound): return number(value).map { $0 >= bound } ?? true
        case .above(let bound): return number(value).map { $0 > bound } ?? true
        case .atMost(let bound): return number(value).map { $0 <= bound } ?? true
        case .below(let bound): return number(value).map { $0 < bound } ?? true
        case .notEqual(let bound): return number(value).map { $0 != bound } ?? true
        }
    }

    private func number(_ value: ContentValue) -> Double? {
        if case .date(let date) = value { return date.timeIntervalSinceReferenceDate }
        return value.number
    }

    /// As the schema file writes it: `>= 0`, `< 100`, `!isEmpty`.
    package var description: String {
        switch test {
        case .atLeast(let bound): return ">= \(DiagnosticText.seconds(bound))"
        case .above(let bound): return "> \(DiagnosticText.seconds(bound))"
        case .atMost(let bound): return "<= \(DiagnosticText.seconds(bound))"
        case .below(let bound): return "< \(DiagnosticText.seconds(bound))"
        case .notEqual(let bound): return "!= \(DiagnosticText.seconds(bound))"
        case .notEmpty: return "!isEmpty"
        }
    }

    /// The schema file's form back (`>= 0`); nil when it is not one.
    package static func parse(_ text: String) -> Test? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "!isEmpty" { return .notEmpty }
        for (prefix, make) in [(">=", Test.atLeast), ("<=", Test.atMost), ("!=", Test.notEqual), (">", Test.above), ("<", Test.below)]
            where trimmed.hasPrefix(prefix) {
            guard let bound = Double(trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)), bound.isFinite else { return nil }
            return make(bound)
        }
        return nil
    }
}
