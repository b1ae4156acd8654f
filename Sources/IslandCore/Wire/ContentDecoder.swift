import Foundation

/// Decodes an activity's attributes and content states through its type definition: with a
/// schema, through `SchemaDecoder` exactly as the app's compiled `Codable` types would (the
/// differential tests compare it with Foundation's `JSONDecoder`); without one, kept as the
/// JSON says. Then the checks `Codable` cannot make: control characters, values outside a
/// field's range, the type's consistency rules.
package enum ContentDecoder {
    package static func attributes(_ object: JSONObject, definition: TypeDefinition, now: Date?) -> SchemaDecoder.Result {
        decode(object, schema: definition.schema?.attributes, path: "attributes", typeName: definition.key.name, now: now)
    }

    /// - Parameter timestamp: the push's own time, against which countdowns are checked.
    package static func state(_ object: JSONObject, definition: TypeDefinition, now: Date?, timestamp: Date?) -> SchemaDecoder.Result {
        var result = decode(object, schema: definition.schema?.contentState, path: "content-state",
                            typeName: "\(definition.key.name).ContentState", now: now)
        if let value = result.value, let schema = definition.schema {
            // A date already warned about as wrongly encoded is not warned about again.
            let misencoded = result.warnings.filter { $0.code == .dateLooksLikeUnixEpoch || $0.code == .timestampLooksLikeMilliseconds }
                .compactMap { $0.message.split(separator: " ").first.map(String.init) }
            let range = rangeWarnings(value, schema.contentState, path: "content-state", skipping: Set(misencoded))
            result.warnings += range
            // Against a plausible timestamp, with the dates they compare showable and rightly encoded.
            if let timestamp, DeviceClock.plausible.contains(timestamp.timeIntervalSince1970), range.isEmpty {
                let rules = definition.checks.filter { !misencoded.contains("content-state.\($0.until)") }
                result.warnings += consistencyWarnings(value, rules: rules, at: timestamp)
            }
        }
        return result
    }

    static func decode(_ object: JSONObject, schema: ObjectSchema?, path: String, typeName: String, now: Date?) -> SchemaDecoder.Result {
        var result: SchemaDecoder.Result
        if let schema {
            result = SchemaDecoder.decode(object, as: schema, path: path, typeName: typeName, now: now)
        } else {
            result = SchemaDecoder.Result(value: ContentObject(untyped: object), problems: [], warnings: [])
        }
        let paths = ControlCharacters.paths(in: .object(object), at: path)
        if !paths.isEmpty {
            result.warnings.append(Warning(.controlCharacters,
                "\(SchemaDecoder.list(paths)) \(paths.count == 1 ? "holds" : "hold") control or bidi characters; the screen shows them sanitised"))
        }
        return result
    }

    /// Numbers outside a field's declared range, and dates no clock can show.
    static func rangeWarnings(_ value: ContentObject, _ schema: ObjectSchema, path: String, skipping: Set<String> = []) -> [Warning] {
        var found: [String] = []
        for field in schema.fields {
            guard let decoded = value[field.key] else { continue }
            let fieldPath = KeyPath.child(path, field.key)
            if skipping.contains(fieldPath) { continue }
            switch decoded {
            case .date(let date):
                if !DateRange.showable.contains(date.timeIntervalSinceReferenceDate) {
                    found.append("\(fieldPath) (\(DiagnosticText.seconds(date.timeIntervalSinceReferenceDate)) is not a date a clock can show; shown as —)")
                }
            default:
                if let range = field.display.range, let number = decoded.number, !range.contains(number) {
                    found.append("\(fieldPath) = \(DiagnosticText.seconds(number)) (expected \(range); shown as \(DiagnosticText.seconds(range.clamped(number))))")
                }
            }
        }
        guard !found.isEmpty else { return [] }
        return [Warning(.valueOutOfRange, "\(SchemaDecoder.list(found)): outside what the type shows; the screen clamps it")]
    }

    static func consistencyWarnings(_ value: ContentObject, rules: [ConsistencyRule], at time: Date) -> [Warning] {
        rules.compactMap { rule in
            guard let seconds = FieldResolver.value(of: rule.interval, state: value, attributes: ContentObject())?.number,
                  case .date(let until)? = FieldResolver.value(of: rule.until, state: value, attributes: ContentObject()) else { return nil }
            let expected = until.timeIntervalSince(time)
            guard abs(expected - seconds) > rule.tolerance, expected.isFinite else { return nil }
            return Warning(.inconsistentContent, "content-state.\(rule.interval) = \(DiagnosticText.seconds(seconds)) s but content-state.\(rule.until) is \(DiagnosticText.duration(expected)) after the push's timestamp (\(DiagnosticText.seconds(expected.rounded())) s): they disagree by more than \(DiagnosticText.seconds(rule.tolerance)) s")
        }
    }
}

/// The dates a clock on screen can show: about the years 1 to 9999.
package enum DateRange {
    package static let showable: ClosedRange<Double> = -63_000_000_000...252_000_000_000
}
