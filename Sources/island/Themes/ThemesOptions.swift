import IslandText
import IslandUI

/// The command line of `island themes [NAME|FILE …] [--ascii] [--color auto|always|never]`.
struct ThemesOptions: Hashable, Sendable {
    var requests: [String] = []
    var ascii = false
    var color = "auto"
    /// The theme the dashboard starts with by configuration (`theme`, ISLAND_THEME): the `*`.
    var configuredTheme: String?
    /// Where `configuredTheme` is named (the file and key, or ISLAND_THEME).
    var configuredThemeOrigin: String?

    static let table: [CommandOption<ThemesOptions>] = [
        .flag("--ascii", help: .cliThemesAscii) { $0.ascii = true },
        .value("--color", "auto|always|never", help: .cliThemesColor) { options, text throws(CommandLineError) in
            options.color = try ValueParser.choice(text, option: "--color", from: [("auto", "auto"), ("always", "always"), ("never", "never")])
        },
    ]

    static let operand = CommandOperand<ThemesOptions>("[NAME|FILE…]", complete: .theme) { options, request throws(CommandLineError) in
        options.requests.append(try ValueParser.nonEmpty(request, operand: .cliOperandTheme))
    }
}
