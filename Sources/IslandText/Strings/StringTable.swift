/// One language's words: every `StringKey` with its text (Languages/<code>.swift, one file per
/// language). The screens, the log, the help and the simulated apps all read their words
/// here; the English table is also the wording of every machine output (`--headless`, `--log`,
/// recordings), so the log's English exists once.
package struct StringTable: Sendable {
    /// The language code, as device preferences write it ("de", "en").
    package let code: String
    /// Which plural form a count takes.
    package let pluralRule: @Sendable (Int) -> PluralCategory
    package let phrases: [StringKey: Phrase]
    /// The same entries read into their parts, for `Sentence.write`.
    private let templates: [StringKey: CompiledPhrase]

    package init(code: String, pluralRule: @escaping @Sendable (Int) -> PluralCategory, phrases: [StringKey: Phrase]) {
        self.code = code
        self.pluralRule = pluralRule
        self.phrases = phrases
        templates = phrases.mapValues(CompiledPhrase.init)
    }

    /// The template of `key`, in the plural form `count` takes when the entry has forms; a key
    /// this table lacks reads in English, as `phrase` does.
    func template(_ key: StringKey, count: () -> Int?) -> Template {
        guard let compiled = templates[key] ?? StringTable.en.templates[key] else { return Template(key.rawValue) }
        switch compiled {
        case .text(let template): return template
        case .forms(let forms):
            let category = count().map(pluralRule) ?? .other
            return forms[category] ?? forms[.other] ?? forms.values.first ?? Template("")
        }
    }

    /// German's and English's rule: one for 1, other for every other count.
    package static let oneOrOther: @Sendable (Int) -> PluralCategory = { $0 == 1 ? .one : .other }

    /// The text of `key` with its placeholders filled. A key this table lacks reads in English
    /// (the test that every table has every key keeps that from happening in a release).
    package func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
        Self.fill(template(key) { nil }, arguments, count: nil)
    }

    /// The plural entry `key` in the form `count` takes, `{count}` and the other placeholders
    /// filled.
    package func text(_ key: StringKey, count: Int, _ arguments: [String: String] = [:]) -> String {
        Self.fill(template(key) { count }, arguments, count: count)
    }

    /// The placeholders a text names, in order: `{id}` → "id". Braces around anything but a
    /// name (letters and digits) are text: `{"title", "body"}`.
    package static func placeholders(_ template: String) -> [String] {
        var names: [String] = []
        var template = template
        template.withUTF8 { utf8 in
            Sentence.scan(utf8, text: { _ in }, placeholder: { names.append(String(decoding: $0, as: UTF8.self)) })
        }
        return names
    }

    /// `template` with each `{name}` replaced by its argument (`{count}` by the count); a text
    /// without placeholders is returned as it is (most are).
    static func fill(_ template: Template, _ arguments: [String: String], count: Int?) -> String {
        guard template.hasPlaceholders else { return template.text }
        var out = ""
        out.reserveCapacity(template.bytes.count + 16)
        template.bytes.withUnsafeBufferPointer { bytes in
            for part in template.parts {
                switch part {
                case .text(let run): out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self)
                case .placeholder(let name):
                    if name == "count", let count {
                        out += String(count)
                    } else if let value = arguments[name] {
                        out += value
                    } else {
                        assertionFailure("no argument for {\(name)} in “\(template.text)”")
                        out += "{\(name)}"
                    }
                }
            }
        }
        return out
    }
}
