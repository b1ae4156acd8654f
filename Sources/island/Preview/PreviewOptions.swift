import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation

/// What `island preview` was asked to show.
struct PreviewOptions: Sendable {
    var files: [String] = []
    var language: String?
    var ascii = false
    /// `--now TIME`: the moment the previews are drawn at (default: now).
    var now: Date?
    /// `--all`: every state one after another, without waiting for keys.
    var all = false
    var settingOrigins: [Setting: String] = [:]

    static let table: [CommandOption<PreviewOptions>] = [
        .value("--lang", "CODE", help: "the device language, e.g. de or en (default: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--now", "TIME", help: "the moment to draw the previews at (\(ValueParser.timeForms); default: now)") { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .flag("--ascii", help: "draw with ASCII characters only") { $0.ascii = true },
        .flag("--all", help: "print every state of every #Preview one after another (the default when output is not a terminal)") { $0.all = true },
    ]
}
