import IslandCore
import IslandText
import IslandTypes

/// A mistake on the command line (or in the configuration it reads): printed as one line
/// under the command's name, with its usage line, exit status 2. It is a sentence of the
/// string tables, worded when it is printed (`Console.words`); two errors are the same when
/// their English is.
struct CommandLineError: Error, WordedError, Hashable, CustomStringConvertible, Sendable {
    let sentence: Sentence

    init(_ sentence: Sentence) {
        self.sentence = sentence
    }

    init(_ key: StringKey, _ arguments: [String: String] = [:], sentences: [String: Sentence] = [:]) {
        self.init(Sentence(key, arguments, sentences: sentences))
    }

    /// Words that are not island's to translate: another layer's description of what went
    /// wrong (a parser's, the system's), kept as it is in every language.
    init(_ message: String) {
        self.init(.cliVerbatim, ["text": message])
    }

    /// The English wording (what tests and machine outputs compare).
    var message: String { sentence.english }

    /// The wording in `table`'s language.
    func message(_ table: StringTable) -> String { sentence.words(table) }

    var description: String { message }

    static func == (left: CommandLineError, right: CommandLineError) -> Bool {
        left.message == right.message
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(message)
    }

    /// Something the user typed, as every message shows it: in double quotes, with controls
    /// and bidi characters escaped.
    static func quote(_ text: String) -> String {
        DiagnosticText.quote(text, limit: 200)
    }
}
