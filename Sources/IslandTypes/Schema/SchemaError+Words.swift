import IslandJSON
import IslandText

/// The pieces the type-file readers' sentences share: a suggestion for a misspelt name, what
/// kind of JSON value was given, a list of the keys that were.
extension SchemaError {
    /// `problem (did you mean "near"?)`, or the problem alone when no name is near.
    package static func meant(_ problem: Sentence, _ near: String?) -> Sentence {
        guard let near else { return problem }
        return Sentence(.loadMeant, ["near": near], sentences: ["problem": problem])
    }

    /// What kind of JSON value was given, for "got …": "an object", "a string".
    package static func kind(_ value: JSONValue) -> Sentence {
        DiagnosticWords.kind(value.kind)
    }

    /// Names quoted and separated by commas: `"a", "b", "c"` (keys of the file, not words).
    package static func quoted(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The keys found where exactly one was wanted: `"a" and "b"`, or none.
    package static func found(_ keys: [String]) -> Sentence {
        guard let last = keys.last else { return Sentence(.loadFoundNone) }
        return keys.dropLast().reversed().reduce(Sentence(.diagnosticText, ["text": "\"\(last)\""])) { tail, head in
            Sentence(.loadFoundAnd, ["head": "\"\(head)\""], sentences: ["tail": tail])
        }
    }

    /// `expected one of "a", "b", got …`, with the nearest name when the value is a misspelt one.
    package static func expectedOneOf(_ value: JSONValue, _ names: [String]) -> Sentence {
        let problem = Sentence(.loadExpectedOneOf, ["names": quoted(names)], sentences: ["got": DiagnosticWords.describe(value)])
        return meant(problem, value.stringValue.flatMap { KeySuggestion.nearest(to: $0, among: names) })
    }
}
