import Foundation

/// Decodes JSON against an `ObjectSchema` exactly as synthesized `Codable` with a default
/// `JSONDecoder` decodes the struct it describes: fields in declaration order, the first
/// failure wins; a missing key is `keyNotFound` unless the field is optional; `null` for a
/// non-optional field is `valueNotFound` (for `Bool`, Foundation reports `typeMismatch`); a
/// wrong JSON type is `typeMismatch`; an unknown enum value or a number the type cannot hold is
/// `dataCorrupted`; extra keys are ignored. On success it returns the warnings an applied line
/// carries: unknown keys, and dates that look like Unix seconds or milliseconds.
package struct SchemaDecoder {
    /// The device clock: dates are judged against it.
    package let now: Date
    private var unknownKeys: [String] = []
    private var unixDates: [(path: String, value: Double)] = []
    private var millisecondDates: [(path: String, value: Double)] = []

    package init(now: Date) {
        self.now = now
    }

    package static func decode(_ object: JSONObject, as schema: ObjectSchema, path: String, typeName: String, now: Date) -> Result<[Warning], Rejection> {
        var decoder = SchemaDecoder(now: now)
        do {
            try decoder.decodeObject(object, schema, path: path)
        } catch {
            return .failure(error)
        }
        return .success(decoder.warnings(typeName: typeName))
    }

    // MARK: Decoding

    private mutating func decodeObject(_ object: JSONObject, _ schema: ObjectSchema, path: String) throws(Rejection) {
        for field in schema.fields {
            let fieldPath = KeyPath.child(path, field.name)
            let value = object[field.name]
            if case .optional(let inner) = field.type {
                // decodeIfPresent: absent or null is nil.
                guard let value, value != .null else { continue }
                try decodeValue(value, inner, path: fieldPath)
                continue
            }
            guard let value else {
                throw Rejection(.rejectedKeyNotFound, "\(fieldPath): missing; expected \(field.type.expectation) (the field is not optional)")
            }
            try decodeValue(value, field.type, path: fieldPath)
        }
        let known = Set(schema.fields.map(\.name))
        unknownKeys += object.keys.filter { !known.contains($0) }.map { KeyPath.child(path, $0) }
    }

    private mutating func decodeValue(_ value: JSONValue, _ type: SchemaType, path: String) throws(Rejection) {
        if case .optional(let inner) = type {
            if value == .null { return }
            try decodeValue(value, inner, path: path)
            return
        }
        if value == .null, type != .bool {
            throw Rejection(.rejectedValueNotFound, "\(path): null; expected \(type.expectation) (the field is not optional)")
        }
        switch type {
        case .string:
            guard case .string = value else { throw mismatch(value, type, path) }
        case .bool:
            guard case .bool = value else { throw mismatch(value, type, path) }
        case .int:
            guard case .number(let number) = value else { throw mismatch(value, type, path) }
            guard CodableNumber.int(number.literal) != nil else {
                throw Rejection(.rejectedDataCorrupted, "\(path): \(number.literal) is not a whole number an Int can hold")
            }
        case .double, .timeInterval:
            guard case .number(let number) = value else { throw mismatch(value, type, path) }
            guard CodableNumber.double(number.literal) != nil else {
                throw Rejection(.rejectedDataCorrupted, "\(path): \(number.literal) is not representable as a Double")
            }
        case .date:
            guard case .number(let number) = value else { throw mismatch(value, type, path) }
            guard let seconds = CodableNumber.double(number.literal) else {
                throw Rejection(.rejectedDataCorrupted, "\(path): \(number.literal) is not representable as a Date (a Double of seconds since 2001-01-01)")
            }
            inspectDate(seconds, path: path)
        case .enumeration(let values):
            guard case .string(let text) = value else { throw mismatch(value, type, path) }
            guard values.contains(text) else {
                var message = "\(path): \(DiagnosticText.quote(text)) is not \(type.expectation)"
                if let near = KeySuggestion.nearest(to: text, among: values) { message += " (did you mean \"\(near)\"?)" }
                throw Rejection(.rejectedDataCorrupted, message)
            }
        case .object(let schema):
            guard case .object(let object) = value else { throw mismatch(value, type, path) }
            try decodeObject(object, schema, path: path)
        case .array(let element):
            guard case .array(let elements) = value else { throw mismatch(value, type, path) }
            for (index, item) in elements.enumerated() {
                try decodeValue(item, element, path: KeyPath.element(path, index))
            }
        case .optional:
            break
        }
    }

    private func mismatch(_ value: JSONValue, _ type: SchemaType, _ path: String) -> Rejection {
        var message = "\(path): expected \(type.expectation), got \(DiagnosticText.describe(value))"
        if type == .date {
            if case .string(let text) = value, let date = Self.parseISO8601(text) {
                message += "; send \(DiagnosticText.seconds(date.timeIntervalSinceReferenceDate))"
            }
        } else if type == .int, case .string(let text) = value, Int(text) != nil {
            message += "; send the number without quotes"
        }
        return Rejection(.rejectedTypeMismatch, message)
    }

    static func parseISO8601(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    // MARK: Warnings

    /// A Date that decodes decades ahead but reads as a time near now when taken as Unix
    /// seconds (or milliseconds) was encoded the wrong way round by the backend.
    private mutating func inspectDate(_ seconds: Double, path: String) {
        let window: TimeInterval = 20 * 365 * 86_400
        let decoded = Date(timeIntervalSinceReferenceDate: seconds)
        guard decoded.timeIntervalSince(now) > window else { return }
        if abs(Date(timeIntervalSince1970: seconds).timeIntervalSince(now)) < window {
            unixDates.append((path, seconds))
        } else if abs(Date(timeIntervalSince1970: seconds / 1000).timeIntervalSince(now)) < window {
            millisecondDates.append((path, seconds))
        }
    }

    private func warnings(typeName: String) -> [Warning] {
        var warnings: [Warning] = []
        if !unknownKeys.isEmpty {
            warnings.append(Warning(.unknownKeys, "\(Self.list(unknownKeys)) \(unknownKeys.count == 1 ? "is not a field" : "are not fields") of \(typeName); iOS ignores \(unknownKeys.count == 1 ? "it" : "them")"))
        }
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
    static func list(_ items: [String]) -> String {
        if items.count > 8 { return items.prefix(8).joined(separator: ", ") + " and \(items.count - 8) more" }
        return items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items.first ?? ""
    }
}
