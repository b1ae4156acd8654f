import IslandText
import IslandSimulator
extension RunOptions {
    /// The app's own Swift files as type definitions (docs/schema.md).
    static let attributesOptions: [CommandOption<RunOptions>] = [
        .value("--attributes", "FILE.swift", help: .cliRunAttributes) { options, text throws(CommandLineError) in
            options.attributesPaths.append(try ValueParser.nonEmpty(text, option: "--attributes"))
        },
    ]
}
