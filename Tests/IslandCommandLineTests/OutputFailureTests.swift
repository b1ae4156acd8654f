import Foundation
import IslandTestSupport
import Testing
@testable import island
#if canImport(Glibc)
import Glibc
#endif

/// Every command of the command table, when its standard output's reader is gone or its
/// standard output is closed: 141 quietly for the first (as a Unix filter), 74 with one line
/// on stderr for the second — never a trap in a writer (132), never silence with 0.
@Suite(.serialized) struct OutputFailureTests {
    /// What every command prints: its help, from the table itself; and the top level's.
    static var invocations: [[String]] {
        Subcommands.all.map { [$0.name, "--help"] } + [["--help"], ["--version"], ["help", "--man"]]
    }

    func errorFile() -> String {
        NSTemporaryDirectory() + "island-output-\(UUID().uuidString).err"
    }

    @Test func everyCommandEndsWith141WhenItsReaderIsGone() throws {
        #expect(Self.invocations.count == Subcommands.all.count + 3)
        for arguments in Self.invocations {
            let file = errorFile()
            defer { unlink(file) }
            let ended = try SpawnedIsland.run(arguments, output: .readerGone, errorFile: file)
            #expect(ended.status == 141, "island \(arguments.joined(separator: " ")): \(ended.status) \(ended.errors)")
            #expect(ended.errors.isEmpty, "island \(arguments.joined(separator: " ")): \(ended.errors)")
        }
    }

    @Test func everyCommandSaysSoWhenItsOutputIsClosed() throws {
        for arguments in Self.invocations {
            let file = errorFile()
            defer { unlink(file) }
            let ended = try SpawnedIsland.run(arguments, output: .closed, errorFile: file)
            #expect(ended.status == ProcessOutput.unwritableStatus, "island \(arguments.joined(separator: " ")): \(ended.status) \(ended.errors)")
            #expect(ended.errors == "island: cannot write to standard output: Bad file descriptor\n", "island \(arguments.joined(separator: " "))")
        }
    }

    /// `lint FILE >&-` once printed nothing and said 0.
    @Test func lintWithItsOutputClosedIsAnError() throws {
        let demo = SpawnedIsland.packageRoot.appendingPathComponent("demo/trip.ndjson").path
        let file = errorFile()
        defer { unlink(file) }
        let ended = try SpawnedIsland.run(["lint", demo], output: .closed, errorFile: file)
        #expect(ended.status == ProcessOutput.unwritableStatus, "\(ended.errors)")
        #expect(ended.errors.hasSuffix("island: cannot write to standard output: Bad file descriptor\n"))
    }

    /// With descriptor 1 closed, the record file was opened as descriptor 1 and the headless
    /// event stream was written into it. Now every line of the record is a record line.
    @Test func aClosedOutputNeverBecomesTheRecordFile() throws {
        let directory = NSTemporaryDirectory() + "island-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let record = directory + "/session.ndjson"
        let errors = directory + "/err"
        // A headless dashboard playing a trip fast, for two seconds: the experiment's length.
        let run = try SpawnedIsland.run(
            ["run", "--headless", "--simulate", "trip", "--speed", "3600", "--record", record],
            output: .closed, errorFile: errors, terminateAfter: 2)
        #expect(run.status == 128 + SIGTERM, "\(run.errors)")
        let lines = ((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.hasPrefix("{\"arrival\""), "not a record line: \(line.prefix(80))") }
    }
}
