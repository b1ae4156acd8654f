import IslandText
import IslandTypes

/// Which language the help and the command line's messages are in: the dashboard's rule, so
/// `island --help` speaks as the dashboard would — `--lang CODE` on the command line (for a
/// command that takes it), else the `lang` setting (`ISLAND_LANG`, the configuration file),
/// else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`), and English when none of
/// them names a language island has a table for.
///
/// The manual page and the completion scripts are files that get installed for every user
/// of the machine (`make install`): they are English unless `--lang` asks for another
/// language (island's choice).
enum CommandLanguage {
    /// The table for a command line. `takesLanguage`: whether the command has a `--lang`
    /// option (another command's `--lang` is a mistake, reported in the locale's language).
    static func table(_ arguments: [String], takesLanguage: Bool, environment: [String: String]) -> StringTable {
        let explicit = takesLanguage ? option(in: arguments) : nil
        let preferences = LanguagePreferences.from(explicit: explicit ?? setting(environment), environment: environment)
        return Language.table(for: LanguageResolver.chrome(preferences))
    }

    /// The table `--lang` alone names: nil without one (the man page, the completion scripts).
    static func explicitTable(_ arguments: [String]) -> StringTable? {
        guard let code = option(in: arguments).flatMap(LanguagePreferences.code(fromLocale:)) else { return nil }
        return Language.table(for: LanguageResolver.chrome(LanguagePreferences([code])))
    }

    /// The value of `--lang CODE` or `--lang=CODE` before a `--` (the last one wins, as in
    /// the parser).
    static func option(in arguments: [String]) -> String? {
        var found: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            if argument == "--lang", index < arguments.count {
                found = arguments[index]
                index += 1
            } else if argument.hasPrefix("--lang=") {
                found = String(argument.dropFirst("--lang=".count))
            }
        }
        return found
    }

    /// The `lang` setting, from the environment or the configuration file; a file that cannot
    /// be read names no language here (the command says what is wrong with it, if it reads it).
    static func setting(_ environment: [String: String]) -> String? {
        (try? Configuration.load(environment: environment))?.values[.language]?.text
    }
}
