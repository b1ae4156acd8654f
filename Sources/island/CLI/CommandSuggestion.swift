import IslandCore
import IslandText
import IslandTypes

/// "; did you mean send?" for a mistyped command name, with the same edit distance the
/// payload keys and option names use.
enum CommandSuggestion {
    static func forCommand(_ word: String, among names: [String]) -> Sentence {
        if let near = KeySuggestion.nearest(to: word, among: names) { return Sentence(.cliDidYouMean, ["name": near]) }
        return Sentence(.cliCommandsAre, ["names": names.joined(separator: ", ")])
    }
}
