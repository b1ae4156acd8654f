/// Everything island knows about one `ActivityAttributes` type of one app: how its payloads
/// decode (the schema), the texts its widget shows per language, and where its content goes
/// (the presentation). Built-in types are files too (`types/`).
package struct TypeDefinition: Hashable, Sendable {
    package var key: TypeKey
    /// nil: the type is known by name only and its content is not validated.
    package var schema: ActivitySchema?
    /// The type's own texts ("@endButton" in the presentation) per language.
    package var strings: [String: LocalizedText]
    /// nil: laid out from the schema's field types (`DefaultPresentation`).
    package var presentation: PresentationSpec?
    /// Rules between fields the payloads should keep (warned, not rejected).
    package var checks: [ConsistencyRule]
    /// Where the definition came from ("types/rnv-trip.json", "built-in", a Swift file), for messages.
    package var origin: String

    package init(key: TypeKey, schema: ActivitySchema?, strings: [String: LocalizedText] = [:],
                 presentation: PresentationSpec? = nil, checks: [ConsistencyRule] = [], origin: String) {
        self.key = key
        self.schema = schema
        self.strings = strings
        self.presentation = presentation
        self.checks = checks
        self.origin = origin
    }

    /// The type's text for `key` in `language` (see `LocalizedText.text(for:)`).
    package func string(_ key: String, language: String, fallback: String? = nil) -> String? {
        strings[key]?.text(for: language, fallback: fallback)
    }

    /// Every language some string of the type is written in.
    package var languages: [String] {
        Array(Set(strings.values.flatMap(\.languages))).sorted()
    }
}

/// Types are told apart by app and name: two apps may both call theirs `LiveActivityAttributes`.
package struct TypeKey: Hashable, Sendable, CustomStringConvertible {
    /// The app's bundle identifier; nil for a type any app may use.
    package var app: String?
    package var name: String

    package init(app: String?, name: String) {
        self.app = app
        self.name = name
    }

    package var description: String { app.map { "\($0)/\(name)" } ?? name }
}
