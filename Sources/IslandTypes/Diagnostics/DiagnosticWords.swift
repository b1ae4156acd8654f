import Foundation
import IslandJSON
import IslandText

/// The pieces of diagnostic messages that are words, as sentences of the string tables (so the
/// events pane says them in the screen's language): what a JSON value is, a list of names, a
/// span of time. Values as a developer sent them (numbers, quoted texts, UTC times) stay as
/// they are in every language: `DiagnosticText` writes those.
package enum DiagnosticWords {
    /// What a JSON value is, for "got …": `a string "3"`, `the number 2.5`, `null`, `an object`.
    package static func describe(_ value: JSONValue) -> Sentence {
        switch value {
        case .null: return Sentence(.diagnosticValueNull)
        case .bool(let flag): return Sentence(.diagnosticValueLiteral, ["literal": flag ? "true" : "false"])
        case .number(let number): return Sentence(.diagnosticValueNumber, ["literal": number.literal])
        case .string(let text): return Sentence(.diagnosticValueString, ["text": DiagnosticText.quote(text, limit: 40)])
        case .array: return Sentence(.diagnosticValueArray)
        case .object: return Sentence(.diagnosticValueObject)
        }
    }

    /// What kind of JSON value a value is, for "got …": "a number", "an object".
    package static func kind(_ kind: JSONKind) -> Sentence {
        switch kind {
        case .null: return Sentence(.loadKindNull)
        case .bool: return Sentence(.loadKindBool)
        case .number: return Sentence(.loadKindNumber)
        case .string: return Sentence(.loadKindString)
        case .array: return Sentence(.loadKindArray)
        case .object: return Sentence(.loadKindObject)
        }
    }

    /// The same for a parsed value; a container is described without being built.
    package static func describe(_ node: JSONNode) -> Sentence {
        switch node.kind {
        case .array: return Sentence(.diagnosticValueArray)
        case .object: return Sentence(.diagnosticValueObject)
        default: return describe(node.value)
        }
    }

    /// `a, b and c`, at most eight named (`a, …, h and 3 more`): one name is itself.
    package static func list(_ items: [String]) -> Sentence.Argument {
        list(arguments: items.map(Sentence.Argument.text))
    }

    /// The same for items that are words themselves ("aps.evnt (did you mean aps.event?)").
    package static func list(arguments items: [Sentence.Argument]) -> Sentence.Argument {
        if items.count > 8 {
            return .sentence(Sentence(.diagnosticListMore, arguments: [Sentence.Named("list", sequence(items.prefix(8))), .text("count", String(items.count - 8))]))
        }
        guard items.count > 1, let last = items.last else { return items.first ?? .text("") }
        return .sentence(Sentence(.diagnosticList, arguments: [Sentence.Named("list", sequence(items.dropLast())), Sentence.Named("last", last)]))
    }

    /// Items one after another, `a, b, c`.
    private static func sequence(_ items: ArraySlice<Sentence.Argument>) -> Sentence.Argument {
        let texts = items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
        if texts.count == items.count { return .text(texts.joined(separator: ", ")) }
        guard let last = items.last else { return .text("") }
        return items.dropLast().reversed().reduce(last) { tail, head in
            .sentence(Sentence(.expectSequence, arguments: [Sentence.Named("head", head), Sentence.Named("tail", tail)]))
        }
    }

    /// `path (did you mean near?)`, or the path when nothing is near.
    package static func meant(_ shown: String, _ near: String?) -> Sentence.Argument {
        guard let near else { return .text(shown) }
        return .sentence(Sentence(.diagnosticKeyMeant, ["key": shown, "near": near]))
    }

    /// The sentence every message about a `Date` carries: backends get this wrong all the time.
    package static let dateEncoding = Sentence(.diagnosticDateEncoding)

    /// A span of time, `9 h 12 min`, `45 s`, `3 days`: the units below a day are the same in
    /// island's languages (written as text, as `DiagnosticText.duration` writes them), days
    /// and more are words.
    package static func duration(_ interval: TimeInterval) -> Sentence.Argument {
        guard abs(interval) < 1e12 else { return .sentence(Sentence(.diagnosticDurationMillennia)) }
        let hours = Int(abs(interval).rounded()) / 3600
        if hours >= 48 { return .sentence(Sentence(.diagnosticDurationDays, ["count": String(hours / 24)])) }
        return .text(DiagnosticText.duration(interval))
    }
}
