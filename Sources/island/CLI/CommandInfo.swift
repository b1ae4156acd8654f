import IslandText

/// A command as the help text, the man page and the completion scripts see it. Its words are
/// keys of the string tables, worded in the language the help is shown in (`CommandLanguage`).
struct CommandInfo: Sendable {
    /// `send`; `run` is also what `island` alone runs.
    let name: String
    /// One line for the overview.
    let summary: StringKey
    /// The usage line after `island NAME`.
    let synopsis: String
    /// What it does, in paragraphs separated by blank lines.
    let about: StringKey
    /// Its options, `--help` last.
    let options: [OptionInfo]
    let operandCompletion: ValueCompletion?
    /// What each exit status means.
    let exitStatus: [(status: Int32, meaning: StringKey)]
    /// The configuration settings it takes (config file, environment).
    let settings: [Setting]

    /// `island send`, or `island [run]` for the default command.
    var invocation: String {
        if name.isEmpty { return "island" }
        return name == CommandInfo.defaultName ? "island [\(name)]" : "island \(name)"
    }

    /// `Usage: island send [OPTIONS] [FILE…|-]`
    var usageLine: String { usageLine(.en) }

    func usageLine(_ table: StringTable) -> String {
        table.text(.cliUsage, ["usage": "\(invocation) \(synopsis)"])
    }

    /// How errors name the command: `island send`, `island` for the default one.
    var errorPrefix: String { name.isEmpty || name == CommandInfo.defaultName ? "island" : "island \(name)" }

    /// Where the whole help is: `island help send`.
    var helpCommand: String { name.isEmpty ? "island help" : "island help \(name)" }

    static let defaultName = "run"

    /// `island` itself, for its own usage errors (an unknown command, `--version` misused).
    static let island = CommandInfo(
        name: "", summary: .cliIslandSummary, synopsis: "[COMMAND] [OPTIONS]", about: .cliIslandAbout, options: [], operandCompletion: nil,
        exitStatus: [], settings: [])
}
