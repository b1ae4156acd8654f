import IslandText
import Foundation
import IslandCore
import IslandUI
import IslandSimulator

/// What `island render` was asked to draw.
struct RenderOptions: Sendable {
    var view: StillView = .dashboard
    /// `--size WxH`: the screen, or a presentation's width (and StandBy's height).
    var width: Int?
    var height: Int?
    /// `--at TIME`; nil: the last payload's arrival.
    var at: Date?
    var theme: String?
    /// `--ansi` / `--colors N`: colour the output; nil: plain text.
    var colors: ANSIColorMode?
    /// `--lang CODE`: the device language.
    var language: String?
    /// `--now TIME`: the device clock from the first payload on.
    var now: Date?
    var ascii = false
    /// `--json`: every presentation and device surface of the activity as one JSON object.
    var json = false
    /// `--preview NAME`: a `#Preview` block of the `--attributes` files instead of payloads.
    var preview: String?
    var activityID: String?
    var typePaths: [String] = []
    var attributesPaths: [String] = []
    var files: [String] = []
    /// Where the settings that stand came from (for messages about their values).
    var settingOrigins: [Setting: String] = [:]

    static let table: [CommandOption<RenderOptions>] = [
        .value("--view", "NAME", help: .cliRenderView,
               complete: .choices(StillView.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.view = try ValueParser.choice(text, option: "--view", from: StillView.allCases.map { ($0.rawValue, $0) })
        },
        .value("--size", "WxH", help: .cliRenderSize) { options, text throws(CommandLineError) in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (1...1000).contains(width), (1...1000).contains(height) else {
                throw CommandLineError(.cliRenderSizeForm, ["value": CommandLineError.quote(text)])
            }
            options.width = width
            options.height = height
        },
        .value("--at", "TIME", help: Sentence(.cliRenderAt, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.at = try ValueParser.time(text, option: "--at")
        },
        .value("--activity", "ID", help: .cliRenderActivity) { options, text throws(CommandLineError) in
            options.activityID = try ValueParser.nonEmpty(text, option: "--activity")
        },
        .value("--theme", "NAME|FILE", help: .cliRenderTheme, complete: .theme) { options, text throws(CommandLineError) in
            options.theme = try ValueParser.nonEmpty(text, option: "--theme")
        },
        .flag("--ansi", help: .cliRenderAnsi) { options in
            if options.colors == nil { options.colors = .ansi256 }
        },
        .value("--colors", "N", help: .cliRenderColors,
               complete: .choices(["8", "16", "256", "truecolor"])) { options, text throws(CommandLineError) in
            options.colors = try ValueParser.choice(text, option: "--colors", from: [
                ("8", ANSIColorMode.ansi8), ("16", .ansi16), ("256", .ansi256), ("truecolor", .truecolor),
            ])
        },
        .value("--lang", "CODE", help: .cliOptionLang,
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--now", "TIME", help: .cliRenderNow) { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .flag("--ascii", help: .cliOptionAscii) { $0.ascii = true },
        .flag("--json", help: .cliRenderJson) { $0.json = true },
        .value("--preview", "NAME", help: .cliRenderPreview) { options, text throws(CommandLineError) in
            options.preview = try ValueParser.nonEmpty(text, option: "--preview")
        },
        .value("--type", "FILE", help: .cliRenderType) { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--type"))
        },
        .value("--schema", "FILE", help: .cliRenderSchema) { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--attributes", "FILE.swift", help: .cliRenderAttributes) { options, text throws(CommandLineError) in
            options.attributesPaths.append(try ValueParser.nonEmpty(text, option: "--attributes"))
        },
    ]
}
