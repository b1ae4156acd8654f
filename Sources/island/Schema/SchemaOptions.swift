import IslandText
import IslandCore
import IslandTypes

/// The command line of `island schema [--app BUNDLE] FILE.swift…`.
struct SchemaOptions: Hashable, Sendable {
    var files: [String] = []
    /// `--app BUNDLE`: the app the types belong to.
    var app: String?

    static let table: [CommandOption<SchemaOptions>] = [
        .value("--app", "BUNDLE", help: .cliSchemaApp) { options, text throws(CommandLineError) in
            let bundle = try ValueParser.nonEmpty(text, option: "--app")
            guard TypeFile.isValidBundle(bundle) else {
                throw CommandLineError(.cliSchemaAppForm, ["value": CommandLineError.quote(bundle)])
            }
            options.app = bundle
        },
    ]

    static let operand = CommandOperand<SchemaOptions>("FILE.swift…") { options, file throws(CommandLineError) in
        options.files.append(try ValueParser.nonEmpty(file, operand: .cliOperandSwiftFile))
    }

    @Sendable static func validate(_ options: inout SchemaOptions) throws(CommandLineError) {
        if options.files.isEmpty { throw CommandLineError(.cliSchemaNeedsFile) }
    }
}
