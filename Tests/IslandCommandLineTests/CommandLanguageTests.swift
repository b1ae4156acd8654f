import IslandText
import Testing
@testable import island

/// The help and the command line's messages speak the dashboard's language: `--lang`, the
/// `lang` setting, the locale, English when nothing names one; the manual page and the
/// completion scripts only with `--lang`.
@Suite struct CommandLanguageTests {
    let commands = Subcommands.infos

    @Test(arguments: [
        (["--help"], [String: String](), "en"),
        (["--help"], ["LANG": "de_DE.UTF-8"], "de"),
        (["--help"], ["LANG": "de_DE.UTF-8", "LC_ALL": "en_GB.UTF-8"], "en"),
        (["--help"], ["LANG": "C.UTF-8"], "en"),
        (["--help"], ["LANG": "fr_FR.UTF-8"], "en"),
        (["--help", "--lang", "de"], ["LANG": "C.UTF-8"], "de"),
        (["--lang=de-AT", "--help"], [:], "de"),
        (["--lang", "en", "--help"], ["LANG": "de_DE.UTF-8"], "en"),
        (["--help"], ["ISLAND_LANG": "de", "LANG": "en_US.UTF-8"], "de"),
        (["help", "run", "--lang", "de"], [:], "de"),
        (["render", "--lang", "de", "--help"], [:], "de"),
        // A command without --lang: the option is a mistake, said in the locale's language.
        (["send", "--lang", "de"], ["LANG": "C.UTF-8"], "en"),
        (["send", "--help"], ["LANG": "de_DE.UTF-8"], "de"),
        // After --, --lang is an operand.
        (["lint", "--", "--lang", "de"], [:], "en"),
    ])
    func theDashboardsRuleChoosesTheLanguage(arguments: [String], environment: [String: String], expected: String) {
        #expect(Subcommands.language(of: arguments, environment: environment).code == expected, "\(arguments) \(environment)")
    }

    @Test func everyHelpIsGermanAndFitsEightyColumns() {
        for command in commands {
            let help = HelpText.command(command, table: .de)
            #expect(help.hasPrefix("Aufruf: \(command.invocation) \(command.synopsis)\n"), "\(command.name)")
            #expect(help.contains("\nOptionen:\n"), "\(command.name)")
            #expect(help.contains("  -h, --help"), "\(command.name)")
            #expect(help.contains("diese Hilfe zeigen"), "\(command.name)")
            for option in command.options {
                #expect(help.contains("  \(option.synopsis)"), "\(command.name): \(option.synopsis) missing")
            }
            for line in help.split(separator: "\n") {
                #expect(line.count <= HelpText.width, "\(command.name): \(line)")
            }
        }
        let overview = HelpText.overview(commands, table: .de)
        #expect(overview.hasPrefix("island — iOS Live Activities (Dynamic Island und Sperrbildschirm) im Terminal\n\nAufruf: island [COMMAND] [OPTIONS]\n\nBefehle (Standard: run):\n  run "))
        for line in overview.split(separator: "\n") {
            #expect(line.count <= HelpText.width, "overview: \(line)")
        }
    }

    /// English stays what it was: the tables' English is the old text, word for word.
    @Test func theEnglishHelpIsTheDefault() {
        for command in commands {
            #expect(HelpText.command(command) == HelpText.command(command, table: .en))
        }
        let run = HelpText.command(RunCommand.command.info)
        #expect(run.hasPrefix("Usage: island [run] [OPTIONS]\n\nThe live dashboard: the Dynamic Island (minimal, compact, expanded) and the Lock\nScreen card"))
        #expect(run.contains("\n  --speed N                   run the app clock N times as fast (default: 1, and\n"))
        let unwrapped = run.replacingOccurrences(of: "\n                              ", with: " ")
        #expect(unwrapped.contains("\n  --start TIME                start the app clock at TIME (Unix seconds or ISO 8601 with a zone) instead of now\n"))
        #expect(run.contains("\n\nExit status:\n  0     quit with q\n"))
        #expect(HelpText.overview(commands).contains("\nOptions of island itself:\n  --version    print the version and the commit island was built from\n  -h, --help   show this help\n"))
    }

    @Test func theManPageIsEnglishUnlessTold() {
        let english = ManPage.render(commands, version: "9.9.9")
        #expect(english.contains("\n.SH NAME\nisland \\- iOS Live Activities (Dynamic Island and Lock Screen) in the terminal\n"))
        #expect(english.contains("\n.SH SEE ALSO\n"))
        #expect(!english.contains("BEZEICHNUNG"))
        let german = ManPage.render(commands, version: "9.9.9", table: .de)
        #expect(german.hasPrefix(".TH ISLAND 1 \"\" \"island 9.9.9\" \"Dienstprogramme für Benutzer\"\n.SH BEZEICHNUNG\n"))
        #expect(german.contains("\n.SH UMGEBUNG\n"))
        #expect(german.contains("die App\\-Uhr N\\-mal so schnell laufen lassen"))
        for line in german.split(separator: "\n") where line.hasPrefix(".") {
            #expect(["TH", "SH", "SS", "PP", "TP", "B ", "I ", "br"].contains { line.dropFirst().hasPrefix($0) }, "\(line)")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func completionScriptsAreEnglishUnlessTold(shell: CompletionScript.Shell) {
        let english = CompletionScript.render(shell, commands: commands)
        let german = CompletionScript.render(shell, commands: commands, table: .de)
        #expect(!english.contains("Dashboard zeigen"))
        if shell == .bash {
            #expect(english == german, "bash shows no descriptions")
        } else {
            #expect(english.contains("show the live dashboard (the default)"))
            #expect(german.contains("das Live-Dashboard zeigen (der Standard)"))
        }
    }

    @Test func parserErrorsAreWordedInTheChosenLanguage() throws {
        func error(_ arguments: [String]) -> CommandLineError? {
            do {
                _ = try RunCommand.command.parse(arguments, environment: [:])
                return nil
            } catch {
                return error
            }
        }
        let unknown = try #require(error(["--sped", "3"]))
        #expect(unknown.message == "unknown option \"--sped\"; did you mean --speed?")
        #expect(unknown.message(.de) == "unbekannte Option \"--sped\"; meintest du --speed?")
        #expect(error(["--zzzzzzzz"])?.message(.de) == "unbekannte Option \"--zzzzzzzz\"")
        #expect(error(["--speed", "fast"])?.message(.de) == "--speed braucht eine Zahl von 0.001 bis 1000000, nicht \"fast\"")
        #expect(error(["--lang"])?.message(.de) == "--lang braucht einen Wert: --lang CODE")
        #expect(error(["--start", "gestern"])?.message(.de)
            == "--start braucht Unix-Sekunden oder ISO 8601 mit Zeitzone (2025-11-29T14:00:00Z), nicht \"gestern\"")
        // Another layer's words stay as they are, in any language.
        let verbatim = CommandLineError("something the system said")
        #expect(verbatim.message(.de) == "something the system said")
        #expect(verbatim == CommandLineError(Sentence(.cliVerbatim, ["text": "something the system said"])))
    }

    @Test func theSuggestionForACommandIsWorded() {
        #expect(CommandSuggestion.forCommand("sned", among: ["run", "send"]).words(.de) == "; meintest du send?")
        #expect(CommandSuggestion.forCommand("zzzz", among: ["run", "send"]).words(.de) == "; Befehle: run, send")
    }
}
