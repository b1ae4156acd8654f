import Foundation

extension RunOptions {
    /// Recording a session, and where the app clock starts (for streams with past timestamps,
    /// such as the demo scenarios).
    static let recordOptions: [CommandOption<RunOptions>] = [
        .value("--record", "FILE", help: "append every input with its arrival time to FILE, for island replay") { options, text throws(CommandLineError) in
            options.recordPath = try ValueParser.nonEmpty(text, option: "--record")
        },
        .value("--start", "TIME", help: "start the app clock at TIME (\(ValueParser.timeForms)) instead of now") { options, text throws(CommandLineError) in
            options.start = try ValueParser.time(text, option: "--start")
        },
    ]
}
