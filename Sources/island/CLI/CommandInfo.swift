/// A command as the help text, the man page and the completion scripts see it.
struct CommandInfo: Sendable {
    /// `send`; `run` is also what `island` alone runs.
    let name: String
    /// One line for the overview.
    let summary: String
    /// The usage line after `island NAME`.
    let synopsis: String
    /// What it does, in paragraphs separated by blank lines.
    let about: String
    /// Its options, `--help` last.
    let options: [OptionInfo]
    let operandCompletion: ValueCompletion?
    /// What each exit status means.
    let exitStatus: [(status: Int32, meaning: String)]
    /// The configuration settings it takes (config file, environment).
    let settings: [Setting]

    /// `island send`, or `island [run]` for the default command.
    var invocation: String {
        if name.isEmpty { return "island" }
        return name == CommandInfo.defaultName ? "island [\(name)]" : "island \(name)"
    }

    /// `Usage: island send [OPTIONS] [FILE…|-]`
    var usageLine: String { "Usage: \(invocation) \(synopsis)" }

    /// How errors name the command: `island send`, `island` for the default one.
    var errorPrefix: String { name.isEmpty || name == CommandInfo.defaultName ? "island" : "island \(name)" }

    /// Where the whole help is: `island help send`.
    var helpCommand: String { name.isEmpty ? "island help" : "island help \(name)" }

    static let defaultName = "run"

    /// `island` itself, for its own usage errors (an unknown command, `--version` misused).
    static let island = CommandInfo(
        name: "", summary: "", synopsis: "[COMMAND] [OPTIONS]", about: "", options: [], operandCompletion: nil,
        exitStatus: [], settings: [])
}
