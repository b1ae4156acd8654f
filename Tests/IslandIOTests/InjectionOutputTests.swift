import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandJSON
#endif

/// The classic injection vectors (`InjectionVectors`) through every output of the built
/// binary, checked byte by byte (`RawControls`): a dashboard's socket replies and broadcasts,
/// its `--intents` and `--record` files and its stderr; `island send`'s stdout and stderr,
/// against that dashboard and against a squatter that answers with raw controls; every view
/// of `island render`, plain and in colour; and the error messages that quote a name.
@Suite(.serialized) struct InjectionOutputTests {
    /// For each vector: a start whose ids, keys, strings and alert carry it (valid JSON, the
    /// controls escaped in the line), an update for an unknown activity whose id carries the
    /// vector's C1 and bidi characters raw (valid JSON too: JSON strings may hold them raw),
    /// and a broken line with the vector raw in it.
    static func lines() -> [[UInt8]] {
        var lines: [[UInt8]] = []
        for (index, (_, text)) in InjectionVectors.all.enumerated() {
            let aps = JSONObject([
                ("event", .string("start")),
                ("attributes-type", .string("Pizza\(index)Attributes")),
                ("attributes", .object(JSONObject([("name", .string(text)), (text, .string(text))]))),
                ("content-state", .object(JSONObject([("status", .string(text)), ("minutes", 5), (text, .string(text))]))),
                ("alert", .object(JSONObject([("title", .string(text)), ("body", .string(text))]))),
            ])
            let start = JSONObject([("activity-id", .string("v\(index)\(text)")), (text, .string(text)), ("aps", .object(aps))])
            lines.append(Array(JSONWriter.string(.object(start)).utf8))
            let raw = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }.map(Character.init))
            lines.append(Array(#"{"activity-id":"none\#(index)\#(raw)","aps":{"event":"update","content-state":{"status":"x"}}}"#.utf8))
            lines.append(Array(#"{"activity-id":"broken\#(index)"#.utf8) + Array(text.utf8))
        }
        return lines
    }

    @Test func aDashboardSessionWritesNoRawControlAnywhere() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let socket = dir.file("s.sock")
        let intents = dir.file("intents.ndjson")
        let record = dir.file("record.ndjson")
        let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket, "--intents", intents, "--record", record])
        defer { dashboard.stop() }
        try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60),
                     "no dashboard: \(dashboard.readAllErrors(timeout: 1))")

        // A raw client: every byte it receives is checked.
        let lines = Self.lines()
        #expect(lines.count >= 3 * 32)
        let client = try TestClient(path: socket)
        defer { client.close() }
        for line in lines { client.send(line + [0x0A]) }
        var pump = Pump([client])
        // A vector with a line feed makes its broken line two.
        let expected = (Array(lines.joined(separator: [0x0A])) + [0x0A]).filter { $0 == 0x0A }.count
        pump.until(timeout: 60) { _ in client.answers.count >= expected }
        #expect(client.answers.count == expected)
        #expect(RawControls.find(in: client.receivedBytes) == [], "socket replies")
        #expect(client.messages.contains { $0["verdict"] == "applied" }, "the starts were applied")

        // island send with the same lines: its stdout (the answers) and stderr.
        let file = dir.file("vectors.ndjson")
        FileWriter.append(Array(lines.joined(separator: [0x0A])) + [0x0A], to: file)
        let send = try IslandProcess(island: ["send", "--socket", socket, file])
        #expect(send.waitForExit(timeout: 60) == 1, "some lines are rejected")
        let sent = send.readAllOutput(timeout: 10)
        #expect(sent.split(separator: "\n").count >= lines.count)
        #expect(RawControls.find(in: sent) == [], "island send stdout")
        #expect(RawControls.find(in: send.readAllErrors(timeout: 10)) == [], "island send stderr")

        dashboard.signal(SIGTERM)
        #expect(dashboard.waitForExit(timeout: 30) == 128 + SIGTERM)
        let intentBytes = Array(FileManager.default.contents(atPath: intents) ?? Data())
        let recordBytes = Array(FileManager.default.contents(atPath: record) ?? Data())
        #expect(intentBytes.count > 1000, "the intents file has the started activities")
        #expect(recordBytes.count > 10000, "the record has every line")
        #expect(RawControls.find(in: intentBytes) == [], "--intents")
        #expect(RawControls.find(in: recordBytes) == [], "--record")
        #expect(RawControls.find(in: dashboard.readAllErrors(timeout: 10)) == [], "dashboard stderr")
    }

    /// Whatever answers on the socket decides what it sends: a process of the same user that
    /// writes raw escape sequences back gets them printed as escapes.
    @Test func islandSendEscapesWhatASquatterAnswers() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("fake.sock")
        let listener = try SocketServer.listen(at: path)
        var answer = InjectionVectors.all.enumerated().map { index, vector in
            Array(#"{"type":"\#(index == 0 ? "reply" : "lifecycle")","line":1,"reason":""#.utf8) + Array(vector.text.utf8) + Array(#""}"#.utf8) + [0x0A]
        }.joined().map { $0 }
        answer += Array(InjectionVectors.combined.utf8) + [0x9B, 0x32, 0x4A, 0x0A]
        let finished = DispatchSemaphore(value: 0)
        let reply = answer
        Thread.detachNewThread {
            defer { finished.signal() }
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 30_000) == 1, case .success(let fd?) = UnixSocket.accept(listener) else { return }
            // Hear the client's line first: closing with it unread would reset the connection.
            var heard: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !heard.contains(0x0A) {
                var readable = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&readable, 1, 30_000) == 1 else { break }
                let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                heard += chunk[0..<count]
            }
            var sent = 0
            while sent < reply.count {
                let count = reply[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count > 0 { sent += count } else if errno != EAGAIN && errno != EINTR { break } else {
                    var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&writable, 1, 1000)
                }
            }
            Descriptor.close(fd)
        }
        defer {
            _ = finished.wait(timeout: .now() + 30)
            Descriptor.close(listener)
        }
        let file = dir.file("one.ndjson")
        FileWriter.append(Payloads.start() + "\n", to: file)
        let send = try IslandProcess(island: ["send", "--socket", path, file])
        _ = send.waitForExit(timeout: 30)
        let printed = send.readAllOutput(timeout: 10)
        let errors = send.readAllErrors(timeout: 10)
        #expect(printed.split(separator: "\n").count >= InjectionVectors.all.count, "stdout: \(printed)\nstderr: \(errors)")
        #expect(RawControls.find(in: printed) == [], "island send stdout")
        #expect(RawControls.find(in: errors) == [], "island send stderr")
    }

    @Test func everyViewOfIslandRenderIsFreeOfRawControls() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.file("vectors.ndjson")
        let starts = Self.lines().enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        // Stamped, so render has a moment to draw at.
        let stamped = starts.map { line -> [UInt8] in
            var text = String(decoding: line, as: UTF8.self)
            text = text.replacingOccurrences(of: #""aps":{"event":"start""#, with: #""aps":{"timestamp":1764421200,"event":"start""#)
            return Array(text.utf8)
        }
        FileWriter.append(Array(stamped.joined(separator: [0x0A])) + [0x0A], to: file)
        var checked = 0
        for view in ["minimal", "compact", "expanded", "lock", "dashboard", "phone", "standby"] {
            for colored in [false, true] {
                let render = try IslandProcess(island: ["render", "--view", view, "--activity", "v1\u{1B}[2J\u{1B}[H"] + (colored ? ["--ansi"] : []) + [file])
                #expect(render.waitForExit(timeout: 30) == 0, "render --view \(view): \(render.readAllErrors(timeout: 1))")
                var output = render.readAllOutput(timeout: 10)
                #expect(!output.isEmpty)
                if colored {
                    // island's own colours, and nothing else, may be escape sequences.
                    output = output.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
                }
                #expect(RawControls.find(in: output) == [], "render --view \(view)\(colored ? " --ansi" : "")")
                checked += 1
            }
        }
        #expect(checked == 14)
    }

    @Test func errorMessagesQuoteNamesWithoutRawControls() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}x\ny"
        let runs: [[String]] = [
            ["render", dir.file("missing \(hostile).ndjson")],
            ["send", "--socket", dir.file("\(hostile).sock"), "/dev/null"],
            ["send", "--socket", dir.file("s.sock"), dir.file("missing \(hostile)")],
            ["run", "--headless", "--intents", dir.file("no-dir \(hostile)/intents.ndjson")],
            ["run", "--headless", "--record", dir.file("no-dir \(hostile)/record.ndjson")],
            ["render", "--view", hostile],
            ["--no-such-option-\(hostile)"],
            ["simulate", hostile],
            ["lint", dir.file("missing \(hostile)")],
            ["lint", "--schema", dir.file("missing \(hostile)"), "/dev/null"],
        ]
        var checked = 0
        for arguments in runs {
            let process = try IslandProcess(island: arguments)
            let status = process.waitForExit(timeout: 30)
            #expect(status != 0 && status != nil, "\(arguments)")
            let errors = process.readAllErrors(timeout: 10)
            #expect(errors.contains("\\u{1B}]0;pwned"), "the name is shown, escaped: \(errors)")
            #expect(RawControls.find(in: errors) == [], "island \(arguments.joined(separator: " ")): \(errors)")
            #expect(RawControls.find(in: process.readAllOutput(timeout: 10)) == [])
            checked += 1
        }
        #expect(checked == runs.count)
    }
}
