import IslandJSON
import IslandText

/// A sentence as a recording keeps it, so that a replay words it in its own screen's language
/// as the session did: `{"key":"sourceTruncated","arguments":{"path":"feed.ndjson"}}`, an
/// argument that is itself a sentence as such an object.
extension Sentence {
    var json: JSONValue {
        var arguments = JSONObject()
        for argument in self.arguments.sorted(by: { $0.name < $1.name }) {
            switch argument.value {
            case .text(let text): arguments[argument.name] = .string(text)
            case .sentence(let sentence): arguments[argument.name] = sentence.json
            }
        }
        return .object(JSONObject([("key", .string(key.rawValue)), ("arguments", .object(arguments))]))
    }

    /// nil for a key this version of island does not have, or arguments its text does not
    /// fill (a recording of another version, or a hand-made one): the record's English text
    /// stands in for it.
    init?(json: JSONValue) {
        guard let object = json.objectValue, let name = object["key"]?.stringValue, let key = StringKey(rawValue: name) else { return nil }
        var texts: [String: String] = [:]
        var sentences: [String: Sentence] = [:]
        for (argument, value) in (object["arguments"]?.objectValue ?? JSONObject()).entries {
            if let text = value.stringValue {
                texts[argument] = text
            } else if let sentence = Sentence(json: value) {
                sentences[argument] = sentence
            } else {
                return nil
            }
        }
        self.init(key, texts, sentences: sentences)
        // Every placeholder of every language's text must have its argument.
        let given = Set(arguments.map(\.name))
        guard Language.allCases.allSatisfy({ language in
            language.table.phrases[key].map { $0.texts.allSatisfy { Set(StringTable.placeholders($0)).subtracting(["count"]).isSubset(of: given) } } ?? true
        }) else { return nil }
    }
}
