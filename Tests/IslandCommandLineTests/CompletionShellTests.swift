import Foundation
import IslandTestSupport
import Testing
@testable import island

/// The completion scripts in the shells themselves: bash completes real command lines; zsh
/// and fish parse their scripts. `scripts/setup` installs zsh and fish; without them these fail,
/// saying so, rather than passing unchecked.
@Suite struct CompletionShellTests {
    let commands = Subcommands.infos

    /// Runs `shell arguments…` with `input` on stdin; its standard output and status.
    func run(_ shell: String, _ arguments: [String], input: String = "") throws -> (output: String, status: Int32) {
        let candidates = ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CommandLineError("\(shell) is not installed (scripts/setup installs it): cannot check its completion script")
        }
        // Its two streams together, as a shell shows them: a parse error is on standard error.
        let result = try ProcessResult.run(URL(fileURLWithPath: path), arguments, input: input)
        return (result.output + result.error, result.status)
    }

    /// What bash offers for the words of `line` (the last word is the one being completed).
    func bashCompletes(_ words: [String], in directory: String? = nil) throws -> [String] {
        let script = CompletionScript.render(.bash, commands: commands)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            \(directory.map { "cd '\($0)'" } ?? "")
            \(script)
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _island
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try run("bash", ["--norc", "--noprofile", "-s"], input: program)
        #expect(result.status == 0, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(try bashCompletes(["island", "s"]) == ["schema", "send", "simulate"])
        #expect(try bashCompletes(["island", "send", "--so"]) == ["--socket"])
        #expect(try bashCompletes(["island", "send", "-"]).contains("-f"))
        #expect(try bashCompletes(["island", "--la"]) == ["--lang"], "no command: the dashboard's options")
        #expect(try bashCompletes(["island", "run", "--lang", ""]) == ["de", "en"])
        #expect(try bashCompletes(["island", "--simulate", "d"]) == ["delivery"])
        #expect(try bashCompletes(["island", "simulate", "w"]) == ["workout"])
        #expect(try bashCompletes(["island", "render", "--view", "st"]) == ["standby"])
        #expect(try bashCompletes(["island", "help", "com"]) == ["completions"])
        #expect(try bashCompletes(["island", "completions", ""]) == ["bash", "fish", "zsh"])
        #expect(try bashCompletes(["island", "replay", "--speed", ""]) == [], "a number: nothing to offer")
    }

    /// `--theme <TAB>` once offered file names, `--ios <TAB>` nothing.
    @Test func bashCompletesThemeNamesAndIOSVersions() throws {
        let names = CompletionScript.themeNames()
        #expect(names.contains("default") && names.contains("mono"))
        #expect(try bashCompletes(["island", "--theme", ""]) == names)
        #expect(try bashCompletes(["island", "render", "--theme", "mo"]) == ["mono"])
        #expect(try bashCompletes(["island", "themes", "def"]) == ["default"])
        #expect(try bashCompletes(["island", "run", "--ios", "1"]) == ["17.0", "17.2", "18"])
        #expect(try bashCompletes(["island", "lint", "--ios", "2"]) == ["26"])
    }

    @Test func bashCompletesFileNames() throws {
        let temporary = TemporaryDirectory("island-completion")
        defer { temporary.remove() }
        let directory = temporary.path
        #expect(FileManager.default.createFile(atPath: directory + "/trip.ndjson", contents: Data()))
        #expect(FileManager.default.createFile(atPath: directory + "/two-apps.ndjson", contents: Data()))
        #expect(try bashCompletes(["island", "send", "t"], in: directory) == ["trip.ndjson", "two-apps.ndjson"])
        #expect(try bashCompletes(["island", "--tail", "tr"], in: directory) == ["trip.ndjson"])
        #expect(try bashCompletes(["island", "--socket", "tw"], in: directory) == ["two-apps.ndjson"])
    }

    @Test func zshParsesItsScript() throws {
        let script = CompletionScript.render(.zsh, commands: commands)
        let result = try run("zsh", ["-n"], input: script)
        #expect(result.status == 0, "\(result.output)")
        // Loaded for real: compinit, then the function is defined for island.
        let loaded = try run("zsh", ["-f", "-c", "autoload -Uz compinit && compinit -u -D && source /dev/stdin && print ${_comps[island]}"], input: script)
        #expect(loaded.output.trimmingCharacters(in: .whitespacesAndNewlines) == "_island", "\(loaded.output)")
    }

    @Test func fishParsesItsScriptAndOffersTheOptions() throws {
        let script = CompletionScript.render(.fish, commands: commands)
        let result = try run("fish", ["--no-execute"], input: script)
        #expect(result.status == 0, "\(result.output)")
        let completed = try run("fish", ["--no-config", "-c", "source; complete -C 'island send --so'"], input: script)
        #expect(completed.output.hasPrefix("--socket"), "\(completed.output)")
        let commandsOffered = try run("fish", ["--no-config", "-c", "source; complete -C 'island '"], input: script)
        let offered = commandsOffered.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(Set(offered).isSuperset(of: commands.map(\.name)), "\(commandsOffered.output)")
    }
}
