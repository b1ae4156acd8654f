import IslandIO
import IslandText
import IslandUI

/// `island completions SHELL`: a completion script for bash, zsh or fish, made from the
/// command tables — every option of every command, with what its value completes to.
enum CompletionScript {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The descriptions (zsh's and fish's) are worded from `table`; bash shows none.
    static func render(_ shell: Shell, commands: [CommandInfo], table: StringTable = .en) -> String {
        switch shell {
        case .bash: return BashCompletion.render(commands)
        case .zsh: return ZshCompletion.render(commands, table: table)
        case .fish: return FishCompletion.render(commands, table: table)
        }
    }

    /// The words a choice-like completion offers (nil for files or free values).
    static func words(_ completion: ValueCompletion, commands: [CommandInfo]) -> [String]? {
        switch completion {
        case .choices(let words): return words
        case .command: return commands.map(\.name)
        case .theme: return themeNames()
        case .free, .file: return nil
        }
    }

    /// Every theme name `--theme` takes by name: built in, or a file on the search path.
    static func themeNames(locator: ThemeLocator = .forCurrentProcess()) -> [String] {
        let found = locator.discover().themes.map(\.location.name)
        return Array(Set(ThemeCatalog.builtIn().names + found)).sorted()
    }
}
