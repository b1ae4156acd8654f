import IslandText

extension RunOptions {
    /// The events pane as NDJSON in a file (`--headless` prints it to standard output).
    static let logOptions: [CommandOption<RunOptions>] = [
        .value("--log", "FILE", help: .cliRunLog) { options, text throws(CommandLineError) in
            options.logPath = try ValueParser.nonEmpty(text, option: "--log")
        },
    ]
}
