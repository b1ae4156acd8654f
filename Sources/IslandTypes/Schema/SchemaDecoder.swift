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
                    if !fields[position].isPlain {
                        if let other = fields[position].unlessPresent, let slot = fields.firstIndex(where: { $0.key == other }).map({ slots[$0] }),
                           slot >= 0, !object.child(at: slot).isNull {
                            continue
                        }
                        decodeField(fields[position], value, path: fieldPath, objectPath: path, into: &result)
                        continue
                    }
                    if case .optional(let inner) = fields[position].type {
                        // decodeIfPresent: absent or null is nil.
                        guard let value, !value.isNull else { continue }
                        if let decoded = decodeValue(value, inner, path: fieldPath) { result.append(fields[position].key, decoded) }
                        continue
                    }
                    guard let value else {
                        problems.append(Rejection(.rejectedKeyNotFound, .decodeMissing, ["path": fieldPath()], sentences: ["expected": fields[position].type.expectation]))
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

    /// A field with a default, a lenient decode or checks (what a hand-written `init(from:)`
    /// or a property wrapper does).
    private mutating func decodeField(_ field: SchemaField, _ value: JSONNode?, path: () -> String, objectPath: () -> String,
                                      into result: inout ContentObject) {
        switch (value == nil, field.absence) {
        case (true, .rejected):
            problems.append(Rejection(.rejectedKeyNotFound, .decodeMissing, ["path": path()], sentences: ["expected": field.type.expectation]))
            return
        case (true, .allowed):
            return
        case (true, .null):
            if field.defaultValue == nil, !field.type.isOptional, !field.lenient {
                problems.append(Rejection(.rejectedValueNotFound, .decodeMissingAsNull, ["path": path()], sentences: ["expected": field.type.expectation]))
                return
            }
        default:
            break
        }
        if value == nil || value?.isNull == true {
            if let fallback = field.defaultValue {
                result.append(field.key, Self.content(fallback, field.type))
                return
            }
            if field.type.isOptional || field.lenient || field.type == .unchecked { return }
        }
        guard let value else {
            problems.append(Rejection(.rejectedKeyNotFound, .decodeMissing, ["path": path()], sentences: ["expected": field.type.expectation]))
            return
        }
        let before = problems.count
        let decoded = decodeValue(value, field.type, path: path)
        if problems.count > before {
            guard field.lenient else { return }
            problems.removeSubrange(before...)
            if let fallback = field.defaultValue { result.append(field.key, Self.content(fallback, field.type)) }
            return
        }
        guard let decoded else { return }
        for check in field.checks where !check.passes(decoded) {
            let at = check.atObject ? objectPath() : path()
            problems.append(Rejection(.rejectedDataCorrupted, .decodeFailsCheck, ["path": at, "check": "\(field.name) \(check)"], sentences: ["value": DiagnosticWords.describe(value)]))
            return
        }
        result.append(field.key, decoded)
    }

    /// A default value as the app holds it.
    static func content(_ value: JSONValue, _ type: SchemaType) -> ContentValue {
        var decoder = SchemaDecoder(now: nil)
        return decoder.decodeValue(JSONNode(value), type, path: { "" }) ?? ContentValue(untyped: JSONNode(value))
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
        if case .unchecked = type { return ContentValue(untyped: value) }
        // (A pattern, not `!=`: comparing an indirect enum builds and walks a value.)
        if value.isNull, !type.isBool {
            throw Rejection(.rejectedValueNotFound, .decodeNull, ["path": path()], sentences: ["expected": type.expectation])
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
                throw Rejection(.rejectedDataCorrupted, .decodeIntegerWidth, ["path": path(), "literal": literal, "width": width.rawValue, "range": width.rangeDescription])
            }
            return .int(whole)
        case .double, .timeInterval:
            return .double(try double(value, type, path: path))
        case .float:
            guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
            guard let float = CodableNumber.float(literal) else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotFloat, ["path": path(), "literal": literal])
            }
            return .double(Double(float))
        case .decimal:
            guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
            guard CodableNumber.isDecimal(literal) else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotDecimal, ["path": path(), "literal": literal])
            }
            return .decimal(literal)
        case .date:
            guard let number = value.double else { throw mismatch(value, type, path) }
            guard let seconds = CodableNumber.double(number, literal: { value.numberLiteral ?? "" }) else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotDate, ["path": path(), "literal": value.numberLiteral ?? ""])
            }
            inspectDate(seconds, path: path)
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case .url:
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard !text.isEmpty, URL(string: text) != nil else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotURL, ["path": path(), "text": DiagnosticText.quote(text)])
            }
            return .url(text)
        case .uuid:
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard UUID(uuidString: text) != nil else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotUUID, ["path": path(), "text": DiagnosticText.quote(text)])
            }
            return .uuid(text)
        case .enumeration(let values):
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard values.contains(text) else {
                var arguments = ["path": path(), "value": DiagnosticText.quote(text)]
                let near = KeySuggestion.nearest(to: text, among: values)
                if let near { arguments["near"] = "\"\(near)\"" }
                throw Rejection(.rejectedDataCorrupted, near == nil ? .decodeNotExpected : .decodeNotExpectedMeant, arguments,
                                sentences: ["expected": type.expectation])
            }
            return .enumCase(text)
        case .integerEnumeration(let values):
            let whole = try integer(value, type, path: path)
            guard values.contains(whole) else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotExpected, ["path": path(), "value": String(whole)], sentences: ["expected": type.expectation])
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
                    problems.append(Rejection(.rejectedTypeMismatch, .decodeDictionaryIntKey, ["path": entryPath(), "key": DiagnosticText.quote(name)]))
                    continue
                }
                decoded.append(name, decodeValue(entryValue, valueType, path: entryPath) ?? .null)
            }
            return .dictionary(decoded)
        case .optional, .unchecked:
            return nil
        case .data:
            guard let text = value.string else { throw mismatch(value, type, path) }
            guard Data(base64Encoded: text) != nil else {
                throw Rejection(.rejectedDataCorrupted, .decodeNotBase64, ["path": path(), "text": DiagnosticText.quote(text)])
            }
            return .string(text)
        case .range(let bound, let closed):
            guard value.kind == .array else { throw mismatch(value, type, path) }
            let bounds = try sequence(value, [bound, bound], path: path)
            if let lower = bounds.first, let upper = bounds.last, Self.isAbove(lower, upper) {
                throw Rejection(.rejectedDataCorrupted, .decodeRangeInverted, ["path": path(), "range": closed ? "ClosedRange" : "Range"])
            }
            return .array(bounds)
        case .tuple(let elements, _):
            guard value.kind == .array else { throw mismatch(value, type, path) }
            return .array(try sequence(value, elements, path: path))
        case .cases(let cases):
            guard value.kind == .object else { throw mismatch(value, type, path) }
            var found: [(EnumCaseSchema, JSONNode)] = []
            for (key, member) in value.members {
                let name = key.string
                if let match = cases.first(where: { $0.key == name }), !found.contains(where: { $0.0.key == name }) {
                    found.append((match, member))
                }
            }
            guard found.count == 1, let (match, payload) = found.first else {
                throw Rejection(.rejectedTypeMismatch, found.isEmpty ? .decodeNoCaseKeys : .decodeCaseKeys, ["path": path(), "count": String(found.count)],
                                sentences: ["expected": type.expectation])
            }
            func casePath() -> String { KeyPath.child(path(), match.key) }
            if payload.isNull {
                throw Rejection(.rejectedValueNotFound, .decodeCaseNull, ["path": casePath()])
            }
            guard payload.kind == .object else { throw mismatch(payload, .object(match.payload), casePath) }
            let before = problems.count
            let decoded = decodeObject(payload, match.payload, path: casePath)
            if problems.count > before { return nil }
            if match.payload.fields.isEmpty { return .enumCase(match.key) }
            return .object(ContentObject([ContentObject.Entry(key: match.key, value: .object(decoded))]))
        }
    }

    /// An unkeyed container's values in order: a missing one is `valueNotFound` at its index.
    private mutating func sequence(_ value: JSONNode, _ types: [SchemaType], path: () -> String) throws(Rejection) -> [ContentValue] {
        let elements = Array(value.elements)
        var decoded: [ContentValue] = []
        for (index, type) in types.enumerated() {
            func elementPath() -> String { KeyPath.element(path(), index) }
            guard index < elements.count else {
                throw Rejection(.rejectedValueNotFound, .decodeArrayEndsEarly, ["path": elementPath()], sentences: ["expected": type.expectation])
            }
            guard let element = try decodeOrThrow(elements[index], type, path: elementPath) else { throw Rejection(.rejectedDataCorrupted, .decodeNotDecoded, ["path": elementPath()]) }
            decoded.append(element)
        }
        return decoded
    }

    /// Whether a range's lower bound is above its upper one.
    static func isAbove(_ lower: ContentValue, _ upper: ContentValue) -> Bool {
        switch (lower, upper) {
        case (.date(let a), .date(let b)): return a > b
        case (.string(let a), .string(let b)): return a > b
        case (.decimal(let a), .decimal(let b)): return (Decimal(string: a) ?? 0) > (Decimal(string: b) ?? 0)
        default:
            guard let a = lower.number, let b = upper.number else { return false }
            return a > b
        }
    }

    private func integer(_ value: JSONNode, _ type: SchemaType, path: () -> String) throws(Rejection) -> Int {
        // A plain integer literal is the common case; it reads without a second look (and
        // without its text).
        if value.isIntegerLiteral, let whole = value.exactInt { return whole }
        guard let literal = value.numberLiteral else { throw mismatch(value, type, path) }
        guard let whole = CodableNumber.int(literal) else {
            throw Rejection(.rejectedDataCorrupted, .decodeNotInt, ["path": path(), "literal": literal])
        }
        return whole
    }

    private func double(_ value: JSONNode, _ type: SchemaType, path: () -> String) throws(Rejection) -> Double {
        guard let number = value.double else { throw mismatch(value, type, path) }
        guard let double = CodableNumber.double(number, literal: { value.numberLiteral ?? "" }) else {
            throw Rejection(.rejectedDataCorrupted, .decodeNotDouble, ["path": path(), "literal": value.numberLiteral ?? ""])
        }
        return double
    }

    private func mismatch(_ value: JSONNode, _ type: SchemaType, _ path: () -> String) -> Rejection {
        var key = StringKey.decodeExpectedGot
        var arguments = ["path": path()]
        if type == .date {
            if let text = value.string, let date = ISO8601Text.date(from: text) {
                key = .decodeExpectedGotSendSeconds
                arguments["seconds"] = DiagnosticText.seconds(date.timeIntervalSinceReferenceDate)
            }
        } else if type.isNumeric, let text = value.string, Double(text) != nil {
            key = .decodeExpectedGotUnquoted
        }
        return Rejection(.rejectedTypeMismatch, key, arguments, sentences: ["expected": type.expectation, "got": DiagnosticWords.describe(value)])
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
            warnings.append(Warning(.unknownKeys, Sentence(.decodeUnknownFields, arguments: [
                Sentence.Named("keys", DiagnosticWords.list(unknownKeys)), .text("type", typeName()), .text("count", String(unknownKeys.count)),
            ])))
        }
        guard let now else { return warnings }
        for (path, seconds) in unixDates {
            let decoded = Date(timeIntervalSinceReferenceDate: seconds)
            warnings.append(Warning(.dateLooksLikeUnixEpoch, .decodeUnixSecondsDate, [
                "path": path, "seconds": DiagnosticText.seconds(seconds), "date": DiagnosticText.utc(decoded),
                "years": String(Self.years(decoded.timeIntervalSince(now))),
                "corrected": DiagnosticText.seconds(seconds - DiagnosticText.referenceDateOffset),
            ], sentences: ["encoding": DiagnosticWords.dateEncoding]))
        }
        for (path, seconds) in millisecondDates {
            let decoded = Date(timeIntervalSinceReferenceDate: seconds)
            warnings.append(Warning(.timestampLooksLikeMilliseconds, .decodeMillisecondsDate, [
                "path": path, "seconds": DiagnosticText.seconds(seconds), "date": DiagnosticText.utc(decoded),
                "corrected": DiagnosticText.seconds((seconds / 1000).rounded() - DiagnosticText.referenceDateOffset),
            ], sentences: ["encoding": DiagnosticWords.dateEncoding]))
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
