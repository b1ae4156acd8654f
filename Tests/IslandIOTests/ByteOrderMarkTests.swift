import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A byte-order mark before the first line is the file's, not the payload's: every source
/// accepts such a first line as `island lint` does (it was rejected as invalid JSON from
/// `--tail` and raw socket clients). A mark anywhere else stays, for the decoder to judge.
@Suite struct ByteOrderMarkTests {
    static let bom = "\u{FEFF}"

    @Test func theSplitterDropsAMarkOnlyBeforeTheStreamsFirstLine() {
        var splitter = LineSplitter()
        var lines: [IncomingLine.Body] = []
        // One byte at a time: the mark may arrive split.
        for byte in Array("\(Self.bom){\"a\":1}\n\(Self.bom){\"a\":2}\n".utf8) { lines += splitter.append([byte]) }
        #expect(lines == [.bytes(Array("{\"a\":1}".utf8)), .bytes(Array("\(Self.bom){\"a\":2}".utf8))])
        // After a reset (a truncated file read again) the stream starts over.
        splitter.reset()
        #expect(splitter.append(Array("\(Self.bom)x\n".utf8)) == [.bytes(Array("x".utf8))])
        // Bytes that begin mid-stream have no first line.
        var middle = LineSplitter(atStreamStart: false)
        #expect(middle.append(Array("\(Self.bom)y\n".utf8)) == [.bytes(Array("\(Self.bom)y".utf8))])
    }

    @Test func aFollowedFileReadFromItsStart() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("bom.ndjson")
        FileWriter.append("\(Self.bom)\(Payloads.start())\n", to: file)
        let follower = try FileFollower(path: file, fromStart: true)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { $0.lines.count == 1 }
        #expect(pump.events.lineTexts == [Payloads.start()])
        #expect(Self.verdict(of: pump.events.lines[0]) == "applied")
    }

    @Test func aSocketClientsFirstLine() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let client = try TestClient(path: dashboard.server.path)
        defer { client.close() }
        var pump = dashboard.pump([client])
        client.send("\(Self.bom)\(Payloads.start())\n\(Self.bom)\(Payloads.update())\n")
        pump.until { _ in client.answers.count == 2 }
        #expect(client.answers.map { $0["verdict"] } == ["applied", "rejected"], "only the first line's mark is the stream's")
    }

    @Test func standardInput() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let reader = StdinReader(descriptor: ends[0])
        defer { reader.close() }
        let bytes = Array("\(Self.bom)\(Payloads.start())\n".utf8)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        close(ends[1])
        var pump = Pump([reader])
        pump.until { $0.statuses.last?.state == .endOfInput }
        #expect(pump.events.lineTexts == [Payloads.start()])
    }

    @Test func islandSendsInput() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let file = dir.path("bom.ndjson")
        FileWriter.append("\(Self.bom)\(Payloads.start())\n", to: file)
        let driver = SendClientDriver(try SendClient(socketPath: dashboard.server.path, inputs: [.file(file)], follow: false))
        var pump = dashboard.pump([driver])
        pump.until { _ in driver.client.isFinished }
        driver.close()
        #expect(driver.client.outcome.applied == 1)
    }

    /// What the lifecycle says of one line, as the dashboard would apply it.
    static func verdict(of line: IncomingLine) -> String {
        var model = AppModel()
        _ = AppReducer.update(&model, .line(line), now: Date())
        return model.system.activities.isEmpty ? "rejected" : "applied"
    }
}
