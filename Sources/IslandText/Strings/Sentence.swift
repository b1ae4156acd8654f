/// A sentence of the string tables with its arguments, worded only when it is shown: a source
/// says what went wrong once, and the events pane words it in the screen's language while the
/// machine outputs (`--headless`, `--log`) word it in English. An argument is a name or a
/// path (kept as given), or another sentence (worded in the same language): "client #3" and
/// what happened to it.
package struct Sentence: Hashable, Sendable {
    package var key: StringKey
    package var arguments: [String: Argument]

    package indirect enum Argument: Hashable, Sendable {
        case text(String)
        case sentence(Sentence)
    }

    package init(_ key: StringKey, _ arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments.mapValues(Argument.text)
    }

    package init(_ key: StringKey, _ arguments: [String: String] = [:], sentences: [String: Sentence]) {
        self.init(key, arguments)
        for (name, sentence) in sentences { self.arguments[name] = .sentence(sentence) }
    }

    /// The sentence in `table`'s language.
    package func words(_ table: StringTable) -> String {
        guard !arguments.isEmpty else { return table.text(key) }
        return table.text(key, arguments.mapValues { argument in
            switch argument {
            case .text(let text): return text
            case .sentence(let sentence): return sentence.words(table)
            }
        })
    }

    /// The same sentence with every text argument, nested ones too, passed through `transform`
    /// (sanitising names that came from outside).
    package func mappingTexts(_ transform: (String) -> String) -> Sentence {
        var copy = self
        copy.arguments = arguments.mapValues { argument in
            switch argument {
            case .text(let text): return .text(transform(text))
            case .sentence(let sentence): return .sentence(sentence.mappingTexts(transform))
            }
        }
        return copy
    }

    /// The English wording: what machine outputs write.
    package var english: String { words(.en) }
}
