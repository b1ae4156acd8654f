import IslandCore
import IslandTypes

/// "; did you mean send?" for a mistyped command name, with the same edit distance the
/// payload keys and option names use.
enum CommandSuggestion {
    static func forCommand(_ word: String, among names: [String]) -> String {
        if let near = KeySuggestion.nearest(to: word, among: names) { return "; did you mean \(near)?" }
        return "; commands: \(names.joined(separator: ", "))"
    }
}
