import Foundation
import IslandText
import IslandJSON

/// Decodes JSON against an `ObjectSchema` exactly as synthesized `Codable` with a default
/// `JSONDecoder` decodes the struct it describes, into the typed values the app would hold:
/// fields in declaration order under their JSON keys (`CodingKeys`), the first failure is the
/// verdict; a missing key is `keyNotFound` unless the field is optional; `null` for a
/// non-optional field is `valueNotFound` (for `Bool`, Foundation reports `typeMismatch`); a
/// wrong JSON type is `typeMismatch`; an unknown enum value, a number the type cannot hold, a
/// malformed URL or UUID is `dataCorrupted`; extra keys are ignored.
///
/// Unlike `JSONDecoder` it does not stop at the first failure: the other fields are decoded
/// too, so a payload's every problem can be reported at once (the first is the verdict). On
/// success it also returns the warnings an applied line carries: unknown keys, and dates that
/// look like Unix seconds or milliseconds.
package struct SchemaDecoder {
    /// The outcome: the decoded value when nothing failed, every failure in decoding order,
    /// and the warnings.
    package struct Result: Sendable {
        package var value: ContentObject?
        package var problems: [Rejection]
        package var warnings: [Warning]

        package init(value: ContentObject?, problems: [Rejection], warnings: [Warning]) {
            self.value = value
            self.problems = problems
            self.warnings = warnings
        }

        /// The verdict: the value, or the first failure.
        package var verdict: Swift.Result<ContentObject, Rejection> {
            if let first = problems.first { return .failure(first) }
            return .success(value ?? ContentObject())
        }
    }

    /// The device clock dates are judged against; nil when it is unknown (lint of payloads
    /// without timestamps), which silences the date heuristics.
    package let now: Date?
    private var problems: [Rejection] = []
    private var unknownKeys: [String] = []
    private var unixDates: [(path: String, value: Double)] = []
    private var millisecondDates: [(path: String, value: Double)] = []

    package init(now: Date?) {
        self.now = now
    }

    /// Decodes `object` (an object node: a content state, attributes) as `schema`.
    /// `typeName` names the type in a message about unknown keys (and is only written then).
    package static func decode(_ object: JSONNode, as schema: ObjectSchema, path: String, typeName: @autoclosure () -> String,
                               now: Date?) -> Result {
        var decoder = SchemaDecoder(now: now)
        let value = decoder.decodeObject(object, schema, path: { path })
        return Result(value: decoder.problems.isEmpty ? value : nil, problems: decoder.problems,
                      warnings: decoder.warnings(typeName: typeName))
    }

    // MARK: Decoding

    // Key paths are only for messages: they are passed as closures and written out only when
    // a message needs one, so a valid payload builds none.

    private mutating func decodeObject(_ object: JSONNode, _ schema: ObjectSchema, path: () -> String) -> ContentObject {
        let fields = schema.fields
        var result = ContentObject()
        result.reserveCapacity(fields.count)
        var unknown: [Int] = []
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, fields.count)) { slots in
            // One walk over the members: each goes to the fields it is the key of (`==` on
            // `String`, as a dictionary lookup has it; a repeated key has its last value).
            slots.initialize(repeating: -1)
            schema.keys.match(object, matched: { field, _, value in slots[field] = value }, unmatched: { key, _ in unknown.append(key) })
            // By position, not by copies of the fields: a field is a large value. Through a
            // buffer pointer, which the path closure below captures without a retain (it
            // is made for every field, and only a message ever calls it).
            fields.withUnsafeBufferPointer { fields in
                for position in fields.indices {
                    func fieldPath() -> String { KeyPath.child(path(), fields[position].key) }
                    let value = slots[position] < 0 ? nil : object.child(at: slots[position])
                    if case .optional(let inner) = fields[position].type {
                        // decodeIfPresent: absent or null is nil.
                        guard let value, !value.isNull else { continue }
                        if let decoded = decodeValue(value, inner, path: fieldPath) { result.append(fields[position].key, decoded) }
                        continue
                    }
                    guard let value else {
                        problems.append(Rejection(.rejectedKeyNotFound, "\(fieldPath()): missing; expected \(fields[position].type.expectation) (the field is not optional)"))
                        continue
                    }
                    if let decoded = decodeValue(value, fields[position].type, path: fieldPath) { result.append(fields[position].key, decoded) }
                }
            }
        }
        if !unknown.isEmpty {
            let parent = path()
            unknownKeys += unknown.map { KeyPath.child(parent, object.key(at: $0).string) }
        }
        return result
    }

    /// The decoded value, or nil after recording why it failed.
    private mutating func decodeValue(_ value: JSONNode, _ type: SchemaType, path: () -> String) -> ContentValue? {
        do {
            return try decodeOrThrow(value, type, path: path)
        } catch {
            problems.append(error)
            return nil
        }
    }

    private mutating func decodeOrThrow(_ value: JSONNode, _ type: SchemaType, path: () -> String) throws(Rejection) -> ContentValue? {
        if case .optional(let inner) = type {
            if value.isNull { return .null }
            return try decodeOrThrow(value, inner, path: path)
        }
        // (A pattern, not `!=`: comparing an indirect enum builds and walks a value.)
        if value.isNull, !type.isBool {
            throw Rejection(.rejectedValueNotFound, "\(path()): null; expected \(type.expectation) (the field is not optional)")
        }
        switch type {
        case .string:
            guard let text = value.string else { throw mismatch(value, type, path) }
            return .string(text)
        case .bool:
            guard let flag = value.bool else { throw mismatch(value, type, path) }
            return .bool(flag)
        case .int:
            return .int(try integer(value, type, path: path))
        case .sizedInt(let width):
            guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
            if width.isUnsigned64, let unsigned = CodableNumber.uint64(literal) {
                return unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(Double(unsigned))
            }
            guard let whole = CodableNumber.integer(literal, width: width) else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(literal) is not a whole number a \(width.rawValue) can hold (\(width.rangeDescription))")
            }
            return .int(whole)
        case .double, .timeInterval:
            return .double(try double(value, type, path: path))
        case .float:
            guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
            guard let float = CodableNumber.float(literal) else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(literal) is not representable as a Float")
            }
            return .double(Double(float))
        case .decimal:
            guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
            guard CodableNumber.isDecimal(literal) else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(literal) is not representable as a Decimal (about 1e-128 to 1e127)")
            }
            return .decimal(literal)
        case .date:
            guard let number = value.double else { throw mismatch(value, type, path) }
            guard let seconds = CodableNumber.double(number, literal: { value.numberLiteral ?? "" }) else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(value.numberLiteral ?? "") is not representable as a Date (a Double of seconds since 2001-01-01)")
            }
            inspectDate(seconds, path: path)
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case .url:
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard !text.isEmpty, URL(string: text) != nil else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(DiagnosticText.quote(text)) is not a valid URL (Swift's URL(string:) rejects it)")
            }
            return .url(text)
        case .uuid:
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard UUID(uuidString: text) != nil else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(DiagnosticText.quote(text)) is not a UUID (8-4-4-4-12 hex digits)")
            }
            return .uuid(text)
        case .enumeration(let values):
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard values.contains(text) else {
                var message = "\(path()): \(DiagnosticText.quote(text)) is not \(type.expectation)"
                if let near = KeySuggestion.nearest(to: text, among: values) { message += " (did you mean \"\(near)\"?)" }
                throw Rejection(.rejectedDataCorrupted, message)
            }
            return .enumCase(text)
        case .integerEnumeration(let values):
            let whole = try integer(value, type, path: path)
            guard values.contains(whole) else {
                throw Rejection(.rejectedDataCorrupted, "\(path()): \(whole) is not \(type.expectation)")
            }
            return .enumCase(String(whole))
        case .object(let schema):
            guard value.kind == .object else { throw mismatch(value, type, path) }
            return .object(decodeObject(value, schema, path: path))
        case .array(let element):
            guard value.kind == .array else { throw mismatch(value, type, path) }
            var decoded: [ContentValue] = []
            decoded.reserveCapacity(value.count)
            for (index, item) in value.elements.enumerated() {
                decoded.append(decodeValue(item, element, path: { KeyPath.element(path(), index) }) ?? .null)
            }
            return .array(decoded)
        case .dictionary(let key, let valueType):
            guard value.kind == .object else { throw mismatch(value, type, path) }
            var decoded = ContentObject()
            for (entryKey, entryValue) in value.members {
                let name = entryKey.string
                func entryPath() -> String { KeyPath.child(path(), name) }
                if key == .int, Int(name) == nil {
                    problems.append(Rejection(.rejectedTypeMismatch, "\(entryPath()): expected a whole-number key (the dictionary is keyed by Int), got \(DiagnosticText.quote(name))"))
                    continue
                }
                decoded.append(name, decodeValue(entryValue, valueType, path: entryPath) ?? .null)
            }
            return .dictionary(decoded)
        case .optional:
            return nil
        }
    }

    private func integer(_ value: JSONNode, _ type: SchemaType, path: () -> String) throws(Rejection) -> Int {
        // A plain integer literal is the common case; it reads without a second look (and
        // without its text).
        if value.isIntegerLiteral, let whole = value.exactInt { return whole }
        guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
        guard let whole = CodableNumber.int(literal) else {
            throw Rejection(.rejectedDataCorrupted, "\(path()): \(literal) is not a whole number an Int can hold")
        }
        return whole
    }

    private func double(_ value: JSONNode, _ type: SchemaType, path: () -> String) throws(Rejection) -> Double {
        guard let number = value.double else { throw mismatch(value, type, path) }
        guard let double = CodableNumber.double(number, literal: { value.numberLiteral ?? "" }) else {
            throw Rejection(.rejectedDataCorrupted, "\(path()): \(value.numberLiteral ?? "") is not representable as a Double")
        }
        return double
    }

    private func mismatch(_ value: JSONNode, _ type: SchemaType, _ path: () -> String) -> Rejection {
        var message = "\(path()): expected \(type.expectation), got \(DiagnosticText.describe(value))"
        if type == .date {
            if let text = value.string, let date = ISO8601Text.date(from: text) {
                message += "; send \(DiagnosticText.seconds(date.timeIntervalSinceReferenceDate))"
            }
        } else if type.isNumeric, let text = value.string, Double(text) != nil {
            message += "; send the number without quotes"
        }
        return Rejection(.rejectedTypeMismatch, message)
    }

    // MARK: Warnings

    /// A Date that decodes decades ahead but reads as a time near now when taken as Unix
    /// seconds (or milliseconds) was encoded the wrong way round by the backend. Without a
    /// device clock there is nothing to compare with, and nothing is said.
    private mutating func inspectDate(_ seconds: Double, path: () -> String) {
        guard let now else { return }
        let window: TimeInterval = 20 * 365 * 86_400
        let decoded = Date(timeIntervalSinceReferenceDate: seconds)
        guard decoded.timeIntervalSince(now) > window else { return }
        if abs(Date(timeIntervalSince1970: seconds).timeIntervalSince(now)) < window {
            unixDates.append((path(), seconds))
        } else if abs(Date(timeIntervalSince1970: seconds / 1000).timeIntervalSince(now)) < window {
            millisecondDates.append((path(), seconds))
        }
    }

    private func warnings(typeName: () -> String) -> [Warning] {
        var warnings: [Warning] = []
        if !unknownKeys.isEmpty {
            warnings.append(Warning(.unknownKeys, "\(Self.list(unknownKeys)) \(unknownKeys.count == 1 ? "is not a field" : "are not fields") of \(typeName()); iOS ignores \(unknownKeys.count == 1 ? "it" : "them")"))
        }
        guard let now else { return warnings }
        for (path, seconds) in unixDates {
            let decoded = Date(timeIntervalSinceReferenceDate: seconds)
            warnings.append(Warning(.dateLooksLikeUnixEpoch,
                "\(path) = \(DiagnosticText.seconds(seconds)) decodes to \(DiagnosticText.utc(decoded)), ~\(Self.years(decoded.timeIntervalSince(now))) years ahead: it looks like Unix seconds. \(DiagnosticText.dateEncoding): send \(DiagnosticText.seconds(seconds - DiagnosticText.referenceDateOffset))"))
        }
        for (path, seconds) in millisecondDates {
            let decoded = Date(timeIntervalSinceReferenceDate: seconds)
            warnings.append(Warning(.timestampLooksLikeMilliseconds,
                "\(path) = \(DiagnosticText.seconds(seconds)) decodes to a date \(DiagnosticText.utc(decoded)): it looks like Unix milliseconds. \(DiagnosticText.dateEncoding): send \(DiagnosticText.seconds((seconds / 1000).rounded() - DiagnosticText.referenceDateOffset))"))
        }
        return warnings
    }

    static func years(_ interval: TimeInterval) -> Int {
        Int((interval / (365.25 * 86_400)).rounded())
    }

    /// `a, b and c`, at most eight named.
    package static func list(_ items: [String]) -> String {
        if items.count > 8 { return items.prefix(8).joined(separator: ", ") + " and \(items.count - 8) more" }
        return items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items.first ?? ""
    }
}
