import IslandText
import IslandUI

extension RunOptions {
    /// The options of the dashboard itself.
    static let coreOptions: [CommandOption<RunOptions>] = [
        .value("--speed", "N", help: .cliRunSpeed, complete: .free) { options, text throws(CommandLineError) in
            options.speed = try ValueParser.speed(text, option: "--speed")
            options.speedIsExplicit = true
        },
        .value("--seed", "N", help: .cliRunSeed) { options, text throws(CommandLineError) in
            options.seed = try ValueParser.unsigned(text, option: "--seed")
        },
        .value("--lang", "CODE", help: .cliOptionLang,
               complete: .languages) { options, text throws(CommandLineError) in
            options.language = try ValueParser.language(text, option: "--lang")
        },
        .value("--intents", "FILE", help: .cliRunIntents) { options, text throws(CommandLineError) in
            options.intentsPath = try ValueParser.nonEmpty(text, option: "--intents")
        },
        .value("--theme", "NAME|FILE", help: .cliRunTheme, complete: .theme) { options, text throws(CommandLineError) in
            options.theme = try ValueParser.nonEmpty(text, option: "--theme")
        },
        .flag("--ascii", help: .cliOptionAscii) { $0.ascii = true },
        .flag("--no-mouse", help: .cliRunNoMouse) { $0.mouse = false },
        .flag("--mouse", help: .cliRunMouse) { $0.mouse = true },
        .flag("--bell", help: .cliRunBell) { $0.bell = true },
        .flag("--headless", help: .cliRunHeadless) { $0.headless = true },
    ]
}
