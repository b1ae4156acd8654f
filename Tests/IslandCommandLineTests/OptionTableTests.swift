import Foundation
import IslandTestSupport
import Testing
@testable import island

/// Every command's help, man page entry and completions come from its one option table:
/// each option of each table shows up in all of them.
@Suite struct OptionTableTests {
    let commands = Subcommands.infos

    @Test func everyCommandIsThere() {
        #expect(commands.map(\.name) == ["run", "send", "lint", "simulate", "replay", "render", "schema", "tokens", "channels", "apns", "themes", "help", "completions"])
        CaseCount.expect(commands.flatMap(\.options), atLeast: 40, "options")
    }

    @Test func helpNamesEveryOptionOfItsTable() {
        var checked = 0
        for command in commands {
            let help = HelpText.command(command)
            #expect(help.hasPrefix("Usage: \(command.invocation) \(command.synopsis)\n"))
            for option in command.options {
                #expect(help.contains("  \(option.synopsis)"), "\(command.name): \(option.synopsis) missing from its help")
                checked += 1
            }
            #expect(help.contains("-h, --help"), "\(command.name) has no -h, --help")
        }
        CaseCount.expect(checked, atLeast: 40, "options")
    }

    @Test func helpLinesFitEightyColumns() {
        for command in commands {
            for line in HelpText.command(command).split(separator: "\n") {
                #expect(line.count <= HelpText.width, "\(command.name): \(line)")
            }
        }
    }

    @Test func theManPageHasEveryCommandAndOption() {
        let page = ManPage.render(commands, version: "9.9.9")
        #expect(page.hasPrefix(".TH ISLAND 1 \"\" \"island 9.9.9\""))
        var checked = 0
        for command in commands {
            #expect(page.contains(".SS \"\(ManPage.escape(command.invocation))"), "\(command.name) missing")
            for option in command.options {
                #expect(page.contains(ManPage.synopsis(option)), "\(command.name) \(option.name) missing from the man page")
                checked += 1
            }
        }
        CaseCount.expect(checked, atLeast: 40, "options")
        for setting in Setting.allCases {
            #expect(page.contains(".B \(ManPage.escape(setting.key))"))
        }
        // No line starts like a roff request by accident.
        for line in page.split(separator: "\n") where line.hasPrefix(".") {
            #expect(["TH", "SH", "SS", "PP", "TP", "B ", "I ", "br"].contains { line.dropFirst().hasPrefix($0) }, "\(line)")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func everyCompletionScriptHasEveryOption(shell: CompletionScript.Shell) {
        let script = CompletionScript.render(shell, commands: commands)
        var checked = 0
        for command in commands {
            #expect(script.contains(command.name))
            for option in command.options {
                let spelt = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(spelt), "\(shell): \(command.name) \(option.name) missing")
                checked += 1
            }
        }
        CaseCount.expect(checked, atLeast: 40, "options")
    }

    @Test func theShellsAreAllThere() {
        CaseCount.expect(CompletionScript.Shell.allCases, atLeast: 3, "shells")
    }

    /// Every time option reads the same forms: ISO 8601 with a zone and Unix seconds.
    @Test func everyTimeOptionTakesISO8601AndUnixSeconds() throws {
        let expected = Date(timeIntervalSince1970: 1_764_421_200)
        var checked: [String] = []
        func check<Options>(_ command: Command<Options>, _ read: (Options) -> Date?) throws {
            for option in command.options where option.info.argument == .required("TIME") {
                for form in ["1764421200", "2025-11-29T13:00:00Z", "2025-11-29T14:00:00+01:00", "2025-11-29T13:00:00.000Z"] {
                    var options = command.initial
                    try option.apply(&options, form)
                    #expect(read(options) == expected, "\(command.name) \(option.name) \(form)")
                }
                #expect(throws: CommandLineError.self) {
                    var options = command.initial
                    try option.apply(&options, "2025-11-29 13:00")
                }
                checked.append("\(command.name) \(option.name)")
            }
        }
        try check(RunCommand.command) { $0.start }
        try check(ReplayCommand.command) { $0.replayFrom }
        try check(SimulateCommand.command) { $0.start }
        try check(RenderCommand.command) { $0.at ?? $0.now }
        try check(LintCommand.command) { $0.now }
        #expect(checked == ["run --start", "replay --from", "simulate --start", "render --at", "render --now", "lint --now"])
        // No other option names a time without being one of these.
        let timeOptions = commands.flatMap { command in command.options.filter { $0.argument == .required("TIME") }.map { "\(command.name) \($0.name)" } }
        #expect(Set(timeOptions) == Set(checked))
    }
}
