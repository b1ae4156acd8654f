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
    /// `--json`: the activity's device surfaces as one JSON object instead of a frame.
    var json = false
    var activityID: String?
    var typePaths: [String] = []
    var attributesPaths: [String] = []
    var files: [String] = []
    /// Where the settings that stand came from (for messages about their values).
    var settingOrigins: [Setting: String] = [:]

    static let table: [CommandOption<RenderOptions>] = [
        .value("--view", "NAME", help: "minimal, compact, expanded, lock, watch, carplay, menubar, landscape, dashboard (default), phone, standby or always-on",
               complete: .choices(StillView.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.view = try ValueParser.choice(text, option: "--view", from: StillView.allCases.map { ($0.rawValue, $0) })
        },
        .value("--size", "WxH", help: "the screen size (default 100x30); for one presentation its width") { options, text throws(CommandLineError) in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (1...1000).contains(width), (1...1000).contains(height) else {
                throw CommandLineError("--size needs WIDTHxHEIGHT, each 1 to 1000 (e.g. 100x30), not \(CommandLineError.quote(text))")
            }
            options.width = width
            options.height = height
        },
        .value("--at", "TIME", help: "the moment to draw (\(ValueParser.timeForms); default: the last payload's)") { options, text throws(CommandLineError) in
            options.at = try ValueParser.time(text, option: "--at")
        },
        .value("--activity", "ID", help: "the activity to draw or select (default: the one the island shows)") { options, text throws(CommandLineError) in
            options.activityID = try ValueParser.nonEmpty(text, option: "--activity")
        },
        .value("--theme", "NAME|FILE", help: "colour theme for --ansi (and the theme the status line names)", complete: .theme) { options, text throws(CommandLineError) in
            options.theme = try ValueParser.nonEmpty(text, option: "--theme")
        },
        .flag("--ansi", help: "colour the output with ANSI escapes (256 colours)") { options in
            if options.colors == nil { options.colors = .ansi256 }
        },
        .value("--colors", "N", help: "with ANSI escapes in 8, 16, 256 or truecolor colours",
               complete: .choices(["8", "16", "256", "truecolor"])) { options, text throws(CommandLineError) in
            options.colors = try ValueParser.choice(text, option: "--colors", from: [
                ("8", ANSIColorMode.ansi8), ("16", .ansi16), ("256", .ansi256), ("truecolor", .truecolor),
            ])
        },
        .value("--lang", "CODE", help: "the device language, e.g. de or en (default: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--now", "TIME", help: "the device clock at the first payload (default: each payload's timestamp)") { options, text throws(CommandLineError) in
            options.now = try ValueParser.time(text, option: "--now")
        },
        .flag("--ascii", help: "draw with ASCII characters only") { $0.ascii = true },
        .flag("--json", help: "print the activity's surfaces as one JSON object: \"watch\", \"carplay\", \"menubar\", \"landscape\", each {\"rows\", \"symbols\"}") { $0.json = true },
        .value("--type", "FILE", help: "a type file: an app's type and its presentation (repeatable; docs/types.md)") { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--type"))
        },
        .value("--schema", "FILE", help: "a schema file (repeatable; docs/schema.md)") { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--attributes", "FILE.swift", help: "your ActivityAttributes Swift file: its types (repeatable; docs/schema.md)") { options, text throws(CommandLineError) in
            options.attributesPaths.append(try ValueParser.nonEmpty(text, option: "--attributes"))
        },
    ]
}
