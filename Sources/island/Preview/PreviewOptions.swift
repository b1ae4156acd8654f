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
        .value("--lang", "CODE", help: .cliOptionLang,
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--now", "TIME", help: Sentence(.cliPreviewNow, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .flag("--ascii", help: .cliOptionAscii) { $0.ascii = true },
        .flag("--all", help: .cliPreviewAll) { $0.all = true },
    ]
}
