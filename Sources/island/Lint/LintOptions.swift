import IslandText
import IslandCore
import IslandSimulator

/// The option table of `island lint`; it fills `LintArguments`.
enum LintOptions {
    static let table: [CommandOption<LintArguments>] = [
        .value("--type", "FILE|NAME", help: .cliLintType) { options, text throws(CommandLineError) in
            let value = try ValueParser.nonEmpty(text, option: "--type")
            if isFile(value) {
                options.typeFiles.append(value)
            } else {
                guard options.loneType == nil else { throw CommandLineError(.cliLintTypeNameOnce) }
                options.loneType = value
            }
        },
        .value("--schema", "FILE", help: .cliOptionSchema) { options, text throws(CommandLineError) in
            options.typeFiles.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--attributes", "FILE.swift", help: .cliLintAttributes) { options, text throws(CommandLineError) in
            options.attributesFiles.append(try ValueParser.nonEmpty(text, option: "--attributes"))
        },
        .value("--now", "TIME", help: Sentence(.cliLintNow, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .value("--ios", "VERSION", help: .cliLintIos,
               complete: .choices(IOSVersion.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.ios = try ValueParser.choice(text, option: "--ios", from: IOSVersion.allCases.map { ($0.rawValue, $0) })
        },
        .flag("--frequent-updates", help: .cliOptionFrequentUpdates) { $0.frequentUpdates = true },
        .flag("--json", help: .cliLintJson) { $0.json = true },
    ]

    static let operand = CommandOperand<LintArguments>("[FILE…|-]") { options, file throws(CommandLineError) in
        if file == "-", options.inputs.contains("-") { throw CommandLineError(.cliStdinOnce) }
        options.inputs.append(file)
    }

    @Sendable static func validate(_ options: inout LintArguments) throws(CommandLineError) {
        if options.inputs.isEmpty { options.inputs = ["-"] }
    }

    /// A `--type` value that names a file rather than a type.
    static func isFile(_ value: String) -> Bool {
        value.contains("/") || value.hasSuffix(".json")
    }
}
