import Foundation
import IslandTestSupport
import Testing

/// The binary in German: the help and the usage errors follow `--lang` and the locale as the
/// dashboard does; the manual page stays English unless `--lang` asks; machine outputs stay
/// English whatever the locale.
@Suite struct GermanCommandLineEndToEndTests {
    let german = ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "ISLAND_LANG": ""]
    let neutral = ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "ISLAND_LANG": ""]

    func run(_ arguments: [String], _ environment: [String: String]) throws -> ProcessResult {
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        merged = merged.filter { !$0.value.isEmpty }
        return try ProcessResult.run(try IslandBinary.url(), arguments, environment: merged)
    }

    @Test func theOverviewInGerman() throws {
        for (arguments, environment) in [(["--help"], german), (["--help", "--lang", "de"], neutral), (["help"], german)] {
            let result = try run(arguments, environment)
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("island — iOS Live Activities (Dynamic Island und Sperrbildschirm) im Terminal\n\nAufruf: island [COMMAND] [OPTIONS]\n"), "\(arguments)")
            #expect(result.output.contains("\n  run          das Live-Dashboard zeigen (der Standard)\n"))
        }
        let english = try run(["--help"], neutral)
        #expect(english.output.hasPrefix("island — iOS Live Activities (Dynamic Island and Lock Screen) in the terminal\n\nUsage: island [COMMAND] [OPTIONS]\n"))
    }

    @Test func aCommandsHelpInGerman() throws {
        for (arguments, environment) in [(["help", "run", "--lang", "de"], neutral), (["help", "run"], german), (["run", "--help"], german)] {
            let result = try run(arguments, environment)
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("Aufruf: island [run] [OPTIONS]\n\nDas Live-Dashboard: "), "\(arguments)")
            #expect(result.output.contains("\nOptionen:\n  --speed N "))
            #expect(result.output.contains("\n\nExit-Status:\n  0     mit q beendet\n"))
        }
        let lint = try run(["help", "lint"], german)
        #expect(lint.output.contains("\n  --json                   ein JSON-Objekt pro Payload: file, line, verdict,\n"), "\(lint.output)")
    }

    @Test func aUsageErrorInGerman() throws {
        let unknown = try run(["--sped", "3"], german)
        #expect(unknown.status == 2)
        #expect(unknown.error == "island: unbekannte Option \"--sped\"; meintest du --speed?\nAufruf: island [run] [OPTIONS]\nSiehe island help run.\n")
        let send = try run(["send", "--socket"], german)
        #expect(send.error == "island send: --socket braucht einen Wert: --socket PATH\nAufruf: island send [OPTIONS] [FILE…|-]\nSiehe island help send.\n")
        let command = try run(["frobnicate", "--lang", "de"], neutral)
        #expect(command.error.hasPrefix("island: unbekannter Befehl \"frobnicate\"; Befehle: run, send,"))
        // --lang en wins over the locale.
        let english = try run(["--sped", "--lang", "en"], german)
        #expect(english.error.hasPrefix("island: unknown option \"--sped\""))
    }

    @Test func theManPageStaysEnglishUnlessAsked() throws {
        let page = try run(["help", "--man"], german)
        #expect(page.status == 0)
        #expect(page.output.contains("\n.SH NAME\n"))
        #expect(!page.output.contains("BEZEICHNUNG"))
        let asked = try run(["help", "--man", "--lang", "de"], neutral)
        #expect(asked.output.contains("\n.SH BEZEICHNUNG\n"))
        let fish = try run(["completions", "fish"], german)
        #expect(fish.output.contains("-d 'show the live dashboard (the default)'"))
        let germanFish = try run(["completions", "fish", "--lang", "de"], neutral)
        #expect(germanFish.output.contains("-d 'das Live-Dashboard zeigen (der Standard)'"))
    }

    @Test func lintSpeaksGermanButItsJSONStaysEnglish() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("p.ndjson")
        try Data("{\"aps\":{\"event\":\"update\",\"timestamp\":1764421200,\"content-state\":{}}}\nnot json\n".utf8).write(to: URL(fileURLWithPath: file))
        let text = try run(["lint", file], german)
        #expect(text.status == 1)
        #expect(text.output.contains(":2: abgelehnt REJECTED_INVALID_JSON"), "\(text.output)")
        #expect(text.output.hasSuffix("2 Payloads: 0 angewendet, 0 ignoriert, 2 abgelehnt\n"), "\(text.output)")
        let json = try run(["lint", "--json", file], german)
        let english = try run(["lint", "--json", file], neutral)
        #expect(json.output == english.output)
        #expect(json.output.contains("\"verdict\":\"rejected\""))
    }
}
