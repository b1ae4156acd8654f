/// Every subcommand, and the dispatch from `island …` to one of them.
///
/// To add a subcommand: write `XCommand.swift` with `static let subcommand = Subcommand(…)`
/// and `static func run(_ arguments: [String]) -> Int32`, and add it to `all`.
enum Subcommands {
    static let all: [Subcommand] = [
        RunCommand.subcommand,
        Subcommand(name: "send", summary: "send payloads to a running dashboard and print its answers", run: SendCommand.run),
        Subcommand(name: "lint", summary: "check payloads the way iOS would, one verdict per payload", run: LintCommand.run),
        Subcommand(name: "simulate", summary: "print the simulators' push payloads as NDJSON", run: SimulateCommand.run),
        ReplayCommand.subcommand,
        RenderCommand.subcommand,
        Subcommand(name: "themes", summary: "list the colour themes with a swatch each", run: ThemesCommand.run),
        TokensCommand.subcommand,
    ]

    /// `island` with no subcommand is `island run`, so `island --seed 1` works.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return RunCommand.run([]) }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = all.first(where: { $0.name == arguments[1] }) {
                return command.run(["--help"])
            }
            Console.out(overview)
            return 0
        }
        if let command = all.first(where: { $0.name == first }) {
            return command.run(Array(arguments.dropFirst()))
        }
        if !first.hasPrefix("-") {
            Console.error("unknown command '\(first)'; commands: \(all.map(\.name).joined(separator: ", ")) (see island --help)")
            return 2
        }
        return RunCommand.run(arguments)
    }

    static var overview: String {
        let width = (all.map(\.name.count).max() ?? 0) + 2
        let commands = all.map { "  \($0.name)" + String(repeating: " ", count: width - $0.name.count) + $0.summary }
        return """
        island — iOS Live Activities (Dynamic Island and Lock Screen) in the terminal

        Usage: island [COMMAND] [OPTIONS]

        Commands (default: run):
        \(commands.joined(separator: "\n"))

        \(RunCommand.help)

        island help COMMAND shows a command's options.
        """
    }
}
