/// A table's text read once into its runs and its placeholders, when the table is made: a
/// sentence worded on every line of a drifting stream walks these parts, not the text's
/// bytes, and finds each argument by one comparison of names (small strings compare as two
/// words).
package struct Template: Sendable {
    enum Part: Sendable {
        /// A run of the text, as a range of `bytes`.
        case text(Range<Int>)
        /// `{name}`: the argument's name.
        case placeholder(String)
    }

    /// The text as the table gives it.
    let text: String
    let bytes: [UInt8]
    let parts: [Part]
    /// Whether any part is a placeholder (most texts have none, and are used as they are).
    let hasPlaceholders: Bool

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var parts: [Part] = []
        bytes.withUnsafeBufferPointer { utf8 in
            guard let base = utf8.baseAddress else { return }
            Sentence.scan(utf8, text: { run in
                let start = run.baseAddress! - base
                parts.append(.text(start ..< start + run.count))
            }, placeholder: { name in
                parts.append(.placeholder(String(decoding: name, as: UTF8.self)))
            })
        }
        self.bytes = bytes
        self.parts = parts
        hasPlaceholders = parts.contains { if case .placeholder = $0 { true } else { false } }
    }
}

/// A table entry's templates: one, or one per plural form.
enum CompiledPhrase: Sendable {
    case text(Template)
    case forms([PluralCategory: Template])

    init(_ phrase: Phrase) {
        switch phrase {
        case .text(let text): self = .text(Template(text))
        case .forms(let forms): self = .forms(forms.mapValues(Template.init))
        }
    }
}
