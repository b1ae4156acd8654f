import IslandCore

/// The option table of `island lint`. It fills the core's `LintArguments` (whose own parser
/// is no longer used by the command; the lint rewrite moves that type here).
enum LintOptions {
    static let table: [CommandOption<LintArguments>] = [
        .value("--schema", "FILE", help: "describe your ActivityAttributes types (see docs/schema.md); repeatable") { options, text throws(CommandLineError) in
            options.schemaFiles.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .flag("--json", help: "one JSON object per payload: file, line, verdict, code, message, warnings, activity-id, state") { $0.json = true },
    ]

    static let operand = CommandOperand<LintArguments>("[FILE…|-]") { options, file throws(CommandLineError) in
        if file == "-", options.inputs.contains("-") { throw CommandLineError("standard input (-) can be read only once") }
        options.inputs.append(file)
    }

    @Sendable static func validate(_ options: inout LintArguments) throws(CommandLineError) {
        if options.inputs.isEmpty { options.inputs = ["-"] }
    }
}
