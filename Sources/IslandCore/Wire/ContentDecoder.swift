import Foundation
import IslandText
import IslandJSON
import IslandTypes

/// Decodes an activity's attributes and content states — object nodes of the line's one parse —
/// through its type definition: with a schema, through `SchemaDecoder` exactly as the app's
/// compiled `Codable` types would (the differential tests compare it with Foundation's
/// `JSONDecoder`); without one, kept as the JSON says. Then the checks `Codable` cannot make:
/// control characters, values outside a field's range, the type's consistency rules.
package enum ContentDecoder {
    package static func attributes(_ object: JSONNode, definition: TypeDefinition, now: Date?) -> SchemaDecoder.Result {
        decode(object, schema: definition.schema?.attributes, path: "attributes", typeName: definition.key.name, now: now)
    }

    /// - Parameter timestamp: the push's own time, against which countdowns are checked.
    package static func state(_ object: JSONNode, definition: TypeDefinition, now: Date?, timestamp: Date?) -> SchemaDecoder.Result {
        state(object, schema: definition.schema?.contentState, checks: definition.checks, typeName: definition.key.name,
              now: now, timestamp: timestamp)
    }

    /// The same with the parts of the definition it reads (the content state's schema, the
    /// checks, the type's name), for a caller that holds them where they are stored: a copy of
    /// a whole definition costs more than the decoding.
    package static func state(_ object: JSONNode, schema: ObjectSchema?, checks: [ConsistencyRule], typeName: String,
                              now: Date?, timestamp: Date?) -> SchemaDecoder.Result {
        var result = decode(object, schema: schema, path: "content-state", typeName: "\(typeName).ContentState", now: now)
        if let value = result.value, let schema {
            // A date already warned about as wrongly encoded is not warned about again.
            let misencoded = result.warnings.filter { $0.code == .dateLooksLikeUnixEpoch || $0.code == .timestampLooksLikeMilliseconds }
                .compactMap { warning -> String? in if case .text(let path)? = warning.message["path"] { return path } else { return nil } }
            let range = rangeWarnings(value, schema, path: "content-state", skipping: Set(misencoded))
            result.warnings += range
            // Against a plausible timestamp, with the dates they compare showable and rightly encoded.
            if let timestamp, DeviceClock.plausible.contains(timestamp.timeIntervalSince1970), range.isEmpty, !checks.isEmpty {
                let rules = misencoded.isEmpty ? checks : checks.filter { !misencoded.contains("content-state.\($0.until)") }
                result.warnings += consistencyWarnings(value, rules: rules, at: timestamp)
            }
        }
        return result
    }

    static func decode(_ object: JSONNode, schema: ObjectSchema?, path: String, typeName: @autoclosure () -> String,
                       now: Date?) -> SchemaDecoder.Result {
        var result: SchemaDecoder.Result
        if let schema {
            result = SchemaDecoder.decode(object, as: schema, path: path, typeName: typeName(), now: now)
        } else {
            result = SchemaDecoder.Result(value: ContentObject(untyped: object), problems: [], warnings: [])
        }
        let paths = ControlCharacters.paths(in: object, at: path)
        if !paths.isEmpty {
            result.warnings.append(Warning(.controlCharacters, Sentence(.diagnosticControlCharacters, arguments: [
                Sentence.Named("paths", DiagnosticWords.list(paths)), .text("count", String(paths.count)),
            ])))
        }
        return result
    }

    /// Numbers outside a field's declared range, and dates no clock can show.
    static func rangeWarnings(_ value: ContentObject, _ schema: ObjectSchema, path: String, skipping: Set<String> = []) -> [Warning] {
        var found: [Sentence.Argument] = []
        let fields = schema.fields
        // By position (a field is a large value); the path is written only for a value out of range.
        for position in fields.indices {
            guard let decoded = value[fields[position].key] else { continue }
            func fieldPath() -> String { KeyPath.child(path, fields[position].key) }
            switch decoded {
            case .date(let date):
                if !DateRange.showable.contains(date.timeIntervalSinceReferenceDate), !skipping.contains(fieldPath()) {
                    found.append(.sentence(Sentence(.contentDateNotShowable, ["path": fieldPath(), "seconds": DiagnosticText.seconds(date.timeIntervalSinceReferenceDate)])))
                }
            default:
                if let range = fields[position].display.range, let number = decoded.number, !range.contains(number), !skipping.contains(fieldPath()) {
                    found.append(.sentence(Sentence(.contentValueOutside, [
                        "path": fieldPath(), "value": DiagnosticText.seconds(number), "range": "\(range)", "clamped": DiagnosticText.seconds(range.clamped(number)),
                    ])))
                }
            }
        }
        guard !found.isEmpty else { return [] }
        return [Warning(.valueOutOfRange, Sentence(.contentOutOfRange, arguments: [Sentence.Named("values", DiagnosticWords.list(arguments: found))]))]
    }

    static func consistencyWarnings(_ value: ContentObject, rules: [ConsistencyRule], at time: Date) -> [Warning] {
        rules.compactMap { rule in
            guard let seconds = FieldResolver.value(of: rule.interval, state: value, attributes: ContentObject())?.number,
                  case .date(let until)? = FieldResolver.value(of: rule.until, state: value, attributes: ContentObject()) else { return nil }
            let expected = until.timeIntervalSince(time)
            guard abs(expected - seconds) > rule.tolerance, expected.isFinite else { return nil }
            // The numbers as short texts (no heap for these), the sentence's arguments in one
            // small array, worded only when written: a stream whose countdowns drift says this
            // on every line.
            return Warning(.inconsistentContent, Sentence(expected < 0 ? .contentInconsistentBefore : .contentInconsistentAfter, arguments: [
                .text("interval", rule.intervalName),
                .text("seconds", DiagnosticText.seconds(seconds)),
                .text("until", rule.untilName),
                Sentence.Named("span", DiagnosticWords.duration(expected)),
                .text("difference", DiagnosticText.seconds(expected.rounded())),
                .text("tolerance", DiagnosticText.seconds(rule.tolerance)),
            ]))
        }
    }
}
