import IslandText

/// Why a type, schema or presentation file cannot be used, naming the key where the problem
/// is. What is wrong is a sentence of the string tables: the command line and the events pane
/// word it in the user's language, machine outputs (`description`, lint's JSON) in English.
package struct SchemaError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    /// The key path inside the schema document, e.g. `types.Delivery.content-state.eta`.
    package var path: String
    /// What is wrong at `path`.
    package var problem: Sentence
    /// The schema file's name, when it came from one.
    package var file: String?

    package init(path: String, _ problem: Sentence, file: String? = nil) {
        self.path = path
        self.problem = problem
        self.file = file
    }

    package init(path: String, _ key: StringKey, _ arguments: [String: String] = [:], sentences: [String: Sentence] = [:],
                 file: String? = nil) {
        self.init(path: path, Sentence(key, arguments, sentences: sentences), file: file)
    }

    /// What is wrong, in English.
    package var message: String { problem.english }

    /// The file and the key, then what is wrong there.
    package var sentence: Sentence {
        let location = [file, path.isEmpty ? nil : path].compactMap { $0 }.joined(separator: ": ")
        return location.isEmpty ? problem : Sentence(.loadAt, ["location": location], sentences: ["problem": problem])
    }

    package var description: String { sentence.english }
}
