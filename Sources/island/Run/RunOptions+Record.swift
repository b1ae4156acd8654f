import IslandText
import Foundation

extension RunOptions {
    /// Recording a session, and where the app clock starts (for streams with past timestamps,
    /// such as the demo scenarios).
    static let recordOptions: [CommandOption<RunOptions>] = [
        .value("--record", "FILE", help: .cliRunRecord) { options, text throws(CommandLineError) in
            options.recordPath = try ValueParser.nonEmpty(text, option: "--record")
        },
        .value("--start", "TIME", help: Sentence(.cliRunStart, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.start = try ValueParser.time(text, option: "--start")
        },
    ]
}
