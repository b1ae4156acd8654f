import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `island lint` reads on one thread and checks and prints on another; these hold the command
/// to what a user sees: a verdict per payload as soon as its line arrives on a pipe that stays
/// open (`tail -f log | island lint -`), files in order as one stream, and an input that cannot
/// be read stopping the run after everything before it was printed.
@Suite struct LintStreamingEndToEndTests {
    static let demo = IslandBinary.packageRoot.appendingPathComponent("demo/trip.ndjson").path

    static func demoLines() throws -> [String] {
        try String(contentsOfFile: demo, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func eachLineOnAnOpenPipeIsAnsweredBeforeTheNextArrives() throws {
        let binary = try IslandBinary.url()
        let directory = TemporaryDirectory("island-lint-stream")
        defer { directory.remove() }
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so no child (lint itself, or one a parallel test starts) holds the
        // write end open: closing it here must be the end of lint's input.
        guard pipe(&ends) == 0 else { throw ChildProcessFailure(message: "pipe failed") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let output = open(directory.path("out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errors = open(directory.path("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let child = try ChildProcess(binary.path, ["lint", "-"], stdin: ends[0], stdout: output, stderr: errors)
        close(ends[0])
        close(output)
        close(errors)
        var writeEnd = ends[1]
        defer {
            if writeEnd >= 0 { close(writeEnd) }
            var status: Int32 = 0
            if !child.hasEnded(status: &status) {
                child.signal(SIGKILL)
                _ = child.wait()
            }
        }
        let lines = Array(try Self.demoLines().prefix(5))
        #expect(lines.count == 5)
        for (index, line) in lines.enumerated() {
            let written = (line + "\n").utf8CString.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, $0.count - 1) }
            #expect(written == line.utf8.count + 1)
            // The pipe stays open: this verdict is printed while lint waits for more.
            let answered = Eventually.wait(timeout: 30) {
                Self.verdictLines(directory.read("out") ?? "").count == index + 1
            }
            #expect(answered, "line \(index + 1) not answered while the pipe is open; output:\n\(directory.read("out") ?? "")")
            let verdicts = Self.verdictLines(directory.read("out") ?? "")
            #expect(verdicts.last?.hasPrefix("-:\(index + 1): applied ") == true, "\(verdicts)")
        }
        var status: Int32 = -1
        #expect(!child.hasEnded(status: &status), "lint ended while its input was still open")
        close(writeEnd)
        writeEnd = -1
        #expect(Eventually.wait(timeout: 30) { child.hasEnded(status: &status) })
        #expect(status == 0, "stderr: \(directory.read("err") ?? "")")
        #expect((directory.read("out") ?? "").hasSuffix("5 payloads: 5 applied, 0 ignored, 0 rejected\n"))
    }

    @Test func filesAreOneStreamInOrder() throws {
        let binary = try IslandBinary.url()
        let directory = TemporaryDirectory("island-lint-files")
        defer { directory.remove() }
        let lines = try Self.demoLines()
        // The trip in two files: the second's updates are for the first's activity.
        try (lines[..<100].joined(separator: "\n") + "\n").write(toFile: directory.path("a.ndjson"), atomically: true, encoding: .utf8)
        try (lines[100...].joined(separator: "\n") + "\n").write(toFile: directory.path("b.ndjson"), atomically: true, encoding: .utf8)
        let split = try ProcessResult.run(binary, ["lint", directory.path("a.ndjson"), directory.path("b.ndjson")])
        let whole = try ProcessResult.run(binary, ["lint", Self.demo])
        #expect(split.status == whole.status)
        let splitVerdicts = Self.verdictLines(split.output)
        let wholeVerdicts = Self.verdictLines(whole.output)
        #expect(splitVerdicts.count == lines.count)
        // The same verdicts, line for line, with each file's name and line numbers.
        for (index, (got, expected)) in zip(splitVerdicts, wholeVerdicts).enumerated() {
            let file = index < 100 ? directory.path("a.ndjson") : directory.path("b.ndjson")
            let line = index < 100 ? index + 1 : index - 99
            #expect(got == "\(file):\(line):" + expected.drop { $0 != ":" }.dropFirst().drop { $0 != ":" }.dropFirst())
        }
        #expect(split.output.split(separator: "\n").last == whole.output.split(separator: "\n").last)
    }

    @Test func anUnreadableInputStopsTheRunAfterEverythingBeforeIt() throws {
        let binary = try IslandBinary.url()
        let directory = TemporaryDirectory("island-lint-missing")
        defer { directory.remove() }
        let missing = directory.path("missing.ndjson")
        let result = try ProcessResult.run(binary, ["lint", Self.demo, missing, Self.demo])
        #expect(result.status == 2)
        let lines = try Self.demoLines()
        let verdicts = Self.verdictLines(result.output)
        #expect(verdicts.count == lines.count, "every payload of the first file, none of the third")
        #expect(verdicts.allSatisfy { $0.hasPrefix(Self.demo + ":") })
        #expect(!result.output.contains(" payloads: "), "no summary after a failure")
        #expect(result.error.contains("cannot read \"\(missing)\": No such file or directory"), "\(result.error)")
    }

    /// The lines that begin a payload's verdict (not its indented problems and warnings, not
    /// the summary).
    static func verdictLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") && !$0.contains(" payloads: ") && !$0.contains(" payload: ") }
    }
}
