import Foundation
import IslandCore
import Testing
#if canImport(Glibc)
import Glibc
import IslandSimulator
#endif

/// The built `island` binary's `render` (no terminal needed) and the command-line mistakes of
/// `render`, `replay` and `run --start`.
@Suite(.enabled(if: IslandProcess.islandBinary != nil, "needs the built island binary"))
struct RenderCommandProcessTests {
    static let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    struct Run {
        let status: Int32?
        let output: String
        let errors: String
    }

    static func island(_ arguments: [String], input: String? = nil) throws -> Run {
        var standardInput: FileHandle?
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        if let input {
            let path = directory.file("stdin")
            FileWriter.append(input, to: path)
            standardInput = FileHandle(forReadingAtPath: path)
        }
        let process = try IslandProcess(island: arguments, environment: ["TZ": "UTC", "NO_COLOR": ""], standardInput: standardInput)
        defer { process.stop() }
        let status = process.waitForExit(timeout: 30)
        return Run(status: status, output: process.readAllOutput(timeout: 10), errors: process.readAllErrors(timeout: 10))
    }

    static func tripText(through index: Int) -> String {
        let trip = TripSimulator(seed: 42, start: t0)
        return (0...index).map { PushEncoder.line(trip.push(at: $0)) + "\n" }.joined()
    }

    @Test func rendersAPresentationFromAFileAndFromStandardInput() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("trip.ndjson")
        FileWriter.append(Self.tripText(through: 3), to: file)
        let run = try Self.island(["render", "--view", "compact", "--lang", "en", file])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "( 🚋 RNV 5 ──────────── 5 min )\n")
        let piped = try Self.island(["render", "--view", "compact", "--lang", "en", "-"], input: Self.tripText(through: 3))
        #expect(piped.output == run.output)
        // Six minutes later the tram leaves: "now".
        let later = try Self.island(["render", "--view", "compact", "--lang", "en", "--at", "2025-11-29T13:06:00Z", file])
        #expect(later.output.contains("now"), "\(later.output)")
    }

    @Test func rendersTheDashboardWithColours() throws {
        let run = try Self.island(["render", "--ansi", "--theme", "default", "--size", "80x24", "-"], input: Self.tripText(through: 3))
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[0;") && $0.hasSuffix("\u{1B}[0m") })
        #expect(run.output.contains("38;5;"), "256 colours by default")
    }

    @Test func saysWhatIsWrong() throws {
        let view = try Self.island(["render", "--view", "island", "-"], input: "")
        #expect(view.status == 2)
        #expect(view.errors.contains("--view is one of minimal, compact, expanded, lock, dashboard, phone, standby"), "\(view.errors)")
        let size = try Self.island(["render", "--size", "80", "-"], input: "")
        #expect(size.status == 2)
        let empty = try Self.island(["render", "-"], input: "")
        #expect(empty.status == 1)
        #expect(empty.errors.contains("no payload has a timestamp"), "\(empty.errors)")
        let nothing = try Self.island(["render", "--view", "lock", "--at", "1764421200", "-"], input: "")
        #expect(nothing.status == 1)
        #expect(nothing.errors.contains("no activity to draw"), "\(nothing.errors)")
        let at = try Self.island(["render", "--at", "yesterday", "-"], input: "")
        #expect(at.status == 2)
        #expect(at.errors.contains("--at needs Unix seconds or ISO 8601 with a zone"), "\(at.errors)")
    }

    @Test func replayAndStartSayWhatIsWrongBeforeTheScreenStarts() throws {
        let none = try Self.island(["replay"])
        #expect(none.status == 2)
        #expect(none.errors.contains("replay needs a FILE"), "\(none.errors)")
        let missing = try Self.island(["replay", "/nonexistent/rec.ndjson"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("cannot read"), "\(missing.errors)")
        let source = try Self.island(["replay", "--socket", "x.ndjson"])
        #expect(source.status == 2, "a replay has no other sources")
        let start = try Self.island(["run", "--start", "1764421200000"])
        #expect(start.status == 2)
        #expect(start.errors.contains("milliseconds are too large"), "\(start.errors)")
        let help = try Self.island(["help", "replay"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: island replay FILE"))
    }
}
