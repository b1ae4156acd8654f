import IslandText
/// A text an app provides per language ("Beenden" / "End"), or one text for every language.
/// Which language is shown is decided by `LanguageResolver`, not here.
package struct LocalizedText: Hashable, Sendable {
    /// Language code ("de", "en", "pt-BR") → text. The empty code holds a text for every language.
    package private(set) var texts: [String: String]

    package init(_ text: String) {
        texts = ["": text]
    }

    package init(_ texts: [String: String]) {
        self.texts = texts
    }

    /// One of island's own words in each language island has (its string tables).
    package init(_ key: StringKey) {
        texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, $0.table.text(key)) })
    }

    /// The text for `language`, else its base language ("pt" for "pt-BR"), else the text for
    /// every language, else the one for `fallback`.
    package func text(for language: String, fallback: String? = nil) -> String? {
        if let exact = texts[language] { return exact }
        if let dash = language.firstIndex(of: "-"), let text = texts[String(language[..<dash])] { return text }
        if let any = texts[""] { return any }
        if let fallback, let text = texts[fallback] { return text }
        return texts.sorted { $0.key < $1.key }.first?.value
    }

    /// The languages it has a text for (empty for a text for every language).
    package var languages: [String] { texts.keys.filter { !$0.isEmpty }.sorted() }
}
