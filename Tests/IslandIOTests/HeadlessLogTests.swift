import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandJSON
#endif

/// `--headless` prints the events pane as NDJSON; `--log FILE` keeps the same lines.
@Suite struct HeadlessLogTests {
    static let keys = ["time", "timestamp", "level", "kind", "code", "activity-id", "source", "file", "client", "line", "message", "problems"]

    func objects(_ text: String) throws -> [JSONObject] {
        try text.split(separator: "\n").map { line in
            guard case .object(let object) = try JSONParser.parse(String(line)) else {
                Issue.record("not an object: \(line)")
                return JSONObject()
            }
            return object
        }
    }

    /// The writer as the run loop drives it: the session's first entries with the first event,
    /// then each entry the reducer adds, once.
    @Test func theWriterWritesEveryEntryOnce() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("log.ndjson")
        let writer = try LogLineWriter(path: path)
        defer { writer.close() }
        var model = AppModel(system: BuiltInTypes.system())
        model.log.append(LogEntry(time: FaultyBackendSession.start, level: .info, text: "listening"))
        for line in FaultyBackendSession.lines {
            let now = FaultyBackendSession.time(ofLine: line.number)
            writer.willApply(.line(line), to: model, now: now)
            let before = model
            _ = AppReducer.update(&model, .line(line), now: now)
            writer.didApply(.line(line), from: before, to: model, now: now)
            writer.finishTurn()
        }
        let written = try objects(String(contentsOfFile: path, encoding: .utf8))
        #expect(written.count == model.log.total && writer.count == model.log.total && written.count >= 30)
        #expect(written.allSatisfy { $0.keys == Self.keys })
        #expect(written.first?["message"] == "listening")
        #expect(written.map { $0["message"]?.stringValue ?? "" } == model.log.entries.map(\.message.english))
        let rejected = written.filter { $0["kind"] == "not-applied" }
        #expect(rejected.count >= 10 && rejected.allSatisfy { $0["file"] == "demo/faulty-backend.ndjson" && $0["code"] != .null })
    }

    @Test func entriesDroppedFromTheLogBeforeTheyWereWrittenAreNotInvented() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let writer = try LogLineWriter(path: dir.path("log.ndjson"))
        defer { writer.close() }
        var model = AppModel()
        model.log = EventLog(capacity: 2)
        let now = FaultyBackendSession.start
        writer.willApply(.tick, to: model, now: now)
        let before = model
        for index in 0..<5 { model.log.append(LogEntry(time: now, level: .info, text: "\(index)")) }
        writer.didApply(.tick, from: before, to: model, now: now)
        writer.finishTurn()
        let written = try objects(String(contentsOfFile: dir.path("log.ndjson"), encoding: .utf8))
        // Only what the log still held: the reducer never adds more than it keeps in one event.
        #expect(written.map { $0["message"]?.stringValue } == ["3", "4"])
    }

    @Test func aFailedWriteIsSaidOnceInTheEventsPane() throws {
        // /dev/full takes the open and refuses every write (ENOSPC).
        let writer = try LogLineWriter(path: "/dev/full")
        defer { writer.close() }
        var model = AppModel()
        for index in 0..<3 {
            let before = model
            model.log.append(LogEntry(time: FaultyBackendSession.start, level: .info, text: "\(index)"))
            writer.didApply(.tick, from: before, to: model, now: FaultyBackendSession.start)
            writer.finishTurn()
        }
        let events = writer.takeEvents()
        #expect(events.count == 1)
        guard case .sourceError(let name, let message) = events.first else {
            Issue.record("no source error: \(events)")
            return
        }
        #expect(name == "log /dev/full" && message.english.contains("No space left"))
        #expect(writer.count == 0)
    }

    @Test func aLogFileThatCannotBeOpenedIsAClearError() {
        do {
            _ = try LogLineWriter(path: "/nonexistent-dir/log.ndjson")
            Issue.record("opened a file in a directory that does not exist")
        } catch {
            #expect(error.description == "cannot open the log file /nonexistent-dir/log.ndjson: No such file or directory")
        }
    }

    /// The real binary: headless on a socket, `island send` the faulty backend, every entry on
    /// standard output as NDJSON and the same lines in the `--log` file.
    @Test func headlessPrintsTheEventsPaneAndTheLogFileKeepsIt() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let socket = dir.path("island.sock")
        let log = dir.path("log.ndjson")
        let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket, "--log", log])
        defer { dashboard.stop() }
        try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60),
                     "no dashboard on \(socket): \(dashboard.readAllErrors(timeout: 1))")
        let sent = try IslandProcess(island: ["send", "--socket", socket, FaultyBackendSession.url.path])
        #expect(sent.waitForExit(timeout: 60) == 1, "some lines are not applied")
        // The last line of the file is ignored after the end: its entry is the last one printed.
        #expect(dashboard.readLine(timeout: 60) { $0.contains(#""code":"IGNORED_AFTER_END""#) } != nil)
        dashboard.signal(SIGTERM)
        #expect(dashboard.waitForExit(timeout: 30) == 128 + SIGTERM)
        let printed = try objects(dashboard.readAllOutput(timeout: 10))
        #expect(printed.last?["kind"] == "quitting")
        let kept = try objects(String(contentsOfFile: log, encoding: .utf8))
        // The file also has everything printed before the line that was read above.
        #expect(kept.count >= 30 && kept.allSatisfy { $0.keys == Self.keys })
        #expect(kept.contains { $0["kind"] == "not-applied" && $0["source"] == "socket" && $0["code"] == "REJECTED_TYPE_MISMATCH" })
        #expect(kept.last?["kind"] == "quitting" && kept.last == printed.last)
    }
}
