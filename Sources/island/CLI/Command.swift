import Foundation
import IslandText

/// One command of `island`, declared in one place: its name and summary, its usage line and
/// description, its option table, its operands, its exit statuses and the configuration
/// settings it takes. Parsing, `--help`, usage errors, the man page and the completion
/// scripts are all made from this value.
///
/// A command's options value starts as `initial`; the configuration file, then the
/// environment, then the command line change it, in that order, each through the same
/// option table (see `Setting`).
struct Command<Options: Sendable>: Sendable {
    let name: String
    let summary: StringKey
    /// After `island NAME`: `[OPTIONS] [FILE…|-]`.
    let synopsis: String
    /// What the command does, in paragraphs separated by blank lines (`\n\n` in the tables).
    let about: StringKey
    let options: [CommandOption<Options>]
    let operand: CommandOperand<Options>?
    let exitStatus: [(status: Int32, meaning: StringKey)]
    /// The settings the command takes from the configuration file and the environment.
    let settings: [Setting]
    let initial: Options
    /// How a setting that is not an option's default reaches the options (the socket path).
    let applySetting: @Sendable (inout Options, Setting, String) -> Void
    /// Told where each setting that stands came from (the command line did not override it),
    /// so a later error about its value can name the file and key or the variable.
    let noteOrigin: @Sendable (inout Options, Setting, String) -> Void
    /// Checks made after everything is parsed (an option that needs another, a missing FILE).
    let validate: @Sendable (inout Options) throws(CommandLineError) -> Void

    init(name: String, summary: StringKey, synopsis: String, about: StringKey, options: [CommandOption<Options>],
         operand: CommandOperand<Options>? = nil, exitStatus: [(status: Int32, meaning: StringKey)],
         settings: [Setting] = [], initial: Options,
         applySetting: @escaping @Sendable (inout Options, Setting, String) -> Void = { _, _, _ in },
         noteOrigin: @escaping @Sendable (inout Options, Setting, String) -> Void = { _, _, _ in },
         validate: @escaping @Sendable (inout Options) throws(CommandLineError) -> Void = { _ throws(CommandLineError) in }) {
        self.name = name
        self.summary = summary
        self.synopsis = synopsis
        self.about = about
        self.options = options
        self.operand = operand
        self.exitStatus = exitStatus
        self.settings = settings
        self.initial = initial
        self.applySetting = applySetting
        self.noteOrigin = noteOrigin
        self.validate = validate
    }

    var info: CommandInfo {
        CommandInfo(name: name, summary: summary, synopsis: synopsis, about: about,
                    options: options.map(\.info) + [OptionInfo.help], operandCompletion: operand?.completion,
                    exitStatus: exitStatus, settings: settings)
    }

    /// Parses a command line. The configuration file is read only for a run (a broken file
    /// never stands between the user and `--help`), and only when the command takes settings.
    func parse(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(CommandLineError) -> Invocation<Options> {
        var scratch = initial
        // The command line alone first: its own mistakes are reported as such.
        guard try OptionParser.parse(arguments, into: &scratch, table: options, operand: operand) else { return .help }
        var parsed = initial
        if !settings.isEmpty {
            let configuration = try Configuration.load(environment: environment)
            for setting in settings {
                guard let value = configuration.values[setting] else { continue }
                do {
                    try apply(setting, value.text, to: &parsed)
                } catch {
                    throw CommandLineError(.cliSettingProblem, ["origin": value.origin], sentences: ["problem": error.sentence])
                }
                if !Self.commandLine(arguments, names: setting.optionNames) { noteOrigin(&parsed, setting, value.origin) }
            }
        }
        _ = try OptionParser.parse(arguments, into: &parsed, table: options, operand: operand)
        try validate(&parsed)
        return .run(parsed)
    }

    /// A setting through the option it is the default of (`theme` is `--theme`), else
    /// through `applySetting` (which leaves alone what the command has no use for).
    private func apply(_ setting: Setting, _ text: String, to options: inout Options) throws(CommandLineError) {
        if let optionName = setting.optionName(for: text), let option = self.options.first(where: { $0.name == optionName }) {
            switch option.info.argument {
            case .none: try option.apply(&options, nil)
            case .required, .optional: try option.apply(&options, text)
            }
        } else {
            applySetting(&options, setting, text)
        }
    }

    /// Whether the command line gives one of these options (before a `--`).
    static func commandLine(_ arguments: [String], names: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if names.contains(where: { argument == $0 || argument.hasPrefix($0 + "=") }) { return true }
        }
        return false
    }

    /// Parses, prints the help or the usage error, or runs. Returns the exit status. The help
    /// and the usage error are in `Console.words`'s language.
    func main(_ arguments: [String], run: (Options) -> Int32) -> Int32 {
        do {
            switch try parse(arguments) {
            case .help:
                Console.out(HelpText.command(info, table: Console.words))
                return 0
            case .run(let options):
                return run(options)
            }
        } catch {
            Console.usageError(error, in: info)
            return 2
        }
    }
}
