import IslandUI

extension RunOptions {
    /// The options of the dashboard itself.
    static let coreOptions: [CommandOption<RunOptions>] = [
        .value("--speed", "N", help: "run the app clock N times as fast (default: 1, and 10 for the demo trip; e.g. 10, 0.5)", complete: .free) { options, text throws(CommandLineError) in
            options.speed = try ValueParser.speed(text, option: "--speed")
            options.speedIsExplicit = true
        },
        .value("--seed", "N", help: "fix the simulator's randomness (delays, occupancy)") { options, text throws(CommandLineError) in
            options.seed = try ValueParser.unsigned(text, option: "--seed")
        },
        .value("--lang", "CODE", help: "the device language, e.g. de or en (default: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--intents", "FILE", help: "append intents and lifecycle changes to FILE as NDJSON") { options, text throws(CommandLineError) in
            options.intentsPath = try ValueParser.nonEmpty(text, option: "--intents")
        },
        .value("--theme", "NAME|FILE", help: "colour theme (t cycles themes at run time)", complete: .theme) { options, text throws(CommandLineError) in
            options.theme = try ValueParser.nonEmpty(text, option: "--theme")
        },
        .flag("--ascii", help: "draw with ASCII characters only") { $0.ascii = true },
        .flag("--no-mouse", help: "do not take mouse clicks (keeps the terminal's text selection)") { $0.mouse = false },
        .flag("--mouse", help: "take mouse clicks (the default, unless the configuration says \"mouse\": false)") { $0.mouse = true },
        .flag("--bell", help: "ring the terminal bell on alerts") { $0.bell = true },
        .flag("--headless", help: "run sources, lifecycle and intents without a screen, printing the events pane as NDJSON (stop with SIGINT/SIGTERM)") { $0.headless = true },
    ]
}
