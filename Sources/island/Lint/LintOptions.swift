import IslandCore
import IslandSimulator

/// The option table of `island lint`; it fills `LintArguments`.
enum LintOptions {
    static let table: [CommandOption<LintArguments>] = [
        .value("--type", "FILE|NAME", help: "a type file (repeatable; docs/types.md); or the NAME of the type that updates and ends without a start in front are checked against") { options, text throws(CommandLineError) in
            let value = try ValueParser.nonEmpty(text, option: "--type")
            if isFile(value) {
                options.typeFiles.append(value)
            } else {
                guard options.loneType == nil else { throw CommandLineError("--type NAME can be given once") }
                options.loneType = value
            }
        },
        .value("--schema", "FILE", help: "a schema file: a type file without presentation (repeatable; docs/schema.md)") { options, text throws(CommandLineError) in
            options.typeFiles.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--attributes", "FILE.swift", help: "your ActivityAttributes Swift file: its types as your app decodes them (repeatable; docs/schema.md); with one type in it and no --type NAME, updates and ends without a start are checked against it") { options, text throws(CommandLineError) in
            options.attributesFiles.append(try ValueParser.nonEmpty(text, option: "--attributes"))
        },
        .value("--now", "TIME", help: "the device clock at the first payload (\(ValueParser.timeForms))") { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .value("--ios", "VERSION", help: "behave like iOS 17.0, 17.2, 18 or 26 (default 26)",
               complete: .choices(IOSVersion.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.ios = try ValueParser.choice(text, option: "--ios", from: IOSVersion.allCases.map { ($0.rawValue, $0) })
        },
        .flag("--frequent-updates", help: "treat every app as declaring NSSupportsLiveActivitiesFrequentUpdates") { $0.frequentUpdates = true },
        .flag("--json", help: "one JSON object per payload: file, line, verdict, code, message, problems, warnings, activity-id, state") { $0.json = true },
    ]

    static let operand = CommandOperand<LintArguments>("[FILE…|-]") { options, file throws(CommandLineError) in
        if file == "-", options.inputs.contains("-") { throw CommandLineError("standard input (-) can be read only once") }
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
