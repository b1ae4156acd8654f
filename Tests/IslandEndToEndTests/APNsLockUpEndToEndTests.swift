import Foundation
import IslandTestSupport
import IslandAPNs
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Nobody can lock the endpoint up: connections that never send a byte, a process out of
/// descriptors, a client hoarding streams without a token, an HTTP/1.1 client, a TLS client
/// that closes without close_notify. Each against `island run --headless --apns` in its own
/// process, with a normal client answered throughout; bounds are counts (CPU clock ticks, log
/// lines, answers), not timings.
@Suite(.serialized, .enabled(if: Curl.hasHTTP2, "curl with HTTP/2 is needed"))
struct APNsLockUpEndToEndTests {
    /// A TCP connection to the endpoint that sends nothing.
    static func idleConnection(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else {
            close(fd)
            throw ChildProcessFailure(message: "connect: \(String(cString: strerror(errno)))")
        }
        return fd
    }

    /// A push APNs refuses at once (no body): an answer without touching the device.
    func probe(_ harness: APNsHarness) throws -> Int {
        let answers = try Curl.run(["--http2-prior-knowledge", "-X", "POST", "-H", "apns-push-type: liveactivity",
                                    "-H", "apns-topic: \(harness.topic)", "http://127.0.0.1:\(harness.port)/3/device/00"])
        return answers.first?.status ?? 0
    }

    /// User plus system CPU of `pid` in clock ticks (`/proc/PID/stat` fields 14 and 15).
    static func cpuTicks(of pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    static func lines(_ text: String?) -> [Substring] {
        (text ?? "").split(separator: "\n")
    }

    @Test func idleConnectionsHoldingEverySlotDoNotKeepANormalClientOut() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        _ = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        // More silent connections than the table holds (128).
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<160 { idle.append(try Self.idleConnection(port: harness.port)) }
        var answered = 0
        for _ in 0..<10 where try probe(harness) == 400 { answered += 1 }
        #expect(answered == 10, "\(answered) of 10 requests answered while 160 silent connections are held")
        // Said once at most, not once per connection.
        let said = Self.lines(harness.directory.read("out")).filter { $0.contains("busy") || $0.contains("sent nothing usable") }
        #expect(said.count <= 1, "\(said)")
    }

    @Test func outOfDescriptorsTheEndpointRestsSaysSoOnceAndStillAnswers() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"], descriptorLimit: 64)
        defer { harness.stop() }
        _ = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<200 { idle.append(try Self.idleConnection(port: harness.port)) }
        let before = Self.cpuTicks(of: harness.process.pid)
        // A client whose fresh connection was closed to make room for the crowd reconnects, as
        // APNs clients do after a GOAWAY or a reset: each request gets three tries.
        var answered = 0
        for _ in 0..<5 {
            for _ in 0..<3 where try probe(harness) == 400 {
                answered += 1
                break
            }
        }
        Thread.sleep(forTimeInterval: 2)
        let spent = Self.cpuTicks(of: harness.process.pid) - before
        #expect(answered == 5, "\(answered) of 5 requests answered with 200 connections at a limit of 64 descriptors")
        // It once spun at 100 % and wrote 231 696 lines in 8 s.
        #expect(spent < 100, "\(spent) clock ticks of CPU in about 2 s")
        let out = Self.lines(harness.directory.read("out")) + Self.lines(harness.directory.read("err"))
        #expect(out.count < 60, "\(out.count) lines of output")
        #expect(out.filter { $0.contains("Too many open files") }.count <= 1)
    }

    @Test(.enabled(if: APNsPython.executable != nil, "Python with h2 is needed (.ci/run installs it)"))
    func oneStreamUntilAValidTokenThenTheAdvertisedLimit() throws {
        let harness = try APNsHarness(["--apns-cleartext"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        let script = """
            import socket, sys, h2.connection, h2.config, h2.events, h2.settings
            port, token, jwt, topic = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
            s = socket.create_connection(("127.0.0.1", port))
            c = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
            c.initiate_connection(); s.sendall(c.data_to_send())
            def pump(until):
                while not until():
                    data = s.recv(65536)
                    if not data: raise SystemExit("closed")
                    for event in c.receive_data(data):
                        if isinstance(event, h2.events.ResponseReceived): answers.append(dict(event.headers)[b":status"])
                    s.sendall(c.data_to_send())
            answers = []
            pump(lambda: c.remote_settings.max_concurrent_streams != 2**32 - 1 and c.remote_settings.max_concurrent_streams < 1000)
            print("before", c.remote_settings.max_concurrent_streams)
            headers = [(":method", "POST"), (":scheme", "http"), (":authority", "x"), (":path", "/3/device/" + token),
                       ("apns-push-type", "liveactivity"), ("apns-topic", topic), ("authorization", jwt)]
            c.send_headers(1, headers, end_stream=True); s.sendall(c.data_to_send())
            pump(lambda: len(answers) == 1 and c.remote_settings.max_concurrent_streams > 1)
            print("after", c.remote_settings.max_concurrent_streams, answers[0].decode())
            """
        let result = try ProcessResult.run(URL(fileURLWithPath: APNsPython.executable!),
                                           ["-c", script, String(harness.port), pushToStart, try APNsHarness.jwt(), harness.topic])
        #expect(result.output.contains("before 1"), "\(result.output) \(result.error)")
        #expect(result.output.contains("after 256"), "\(result.output) \(result.error)")
    }

    @Test func anHTTP11ClientIsToldInWordsThatAPNsSpeaksHTTP2() throws {
        let harness = try APNsHarness(["--apns-cleartext"])
        defer { harness.stop() }
        _ = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        let result = try ProcessResult.run(URL(fileURLWithPath: Curl.executable!),
                                           ["-s", "-i", "--http1.1", "--max-time", "30", "-d", "{}", "http://127.0.0.1:\(harness.port)/3/device/00"])
        #expect(result.output.hasPrefix("HTTP/1.1 505"), "\(result.output)")
        #expect(result.output.contains("speaks HTTP/2 only"), "\(result.output)")
        #expect(result.output.contains("--http2-prior-knowledge"), "\(result.output)")
    }

    /// curl closes TLS without close_notify: a clean close, not an error entry; and its connect
    /// and disconnect are the status line's count, not events-pane entries.
    @Test func aTLSClientClosingWithoutCloseNotifyLeavesNoErrorEntry() throws {
        let harness = try APNsHarness([])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        let jwt = try APNsHarness.jwt()
        for _ in 0..<3 {
            let answers = try Curl.run(["--http2", "--cacert", harness.certificate, "-H", "apns-push-type: liveactivity",
                                        "-H", "apns-topic: \(harness.topic)", "-H", "authorization: \(jwt)",
                                        "--data-binary", APNsHarness.trip("start"), "https://localhost:\(harness.port)/3/device/\(pushToStart)"])
            #expect(answers.first?.status == 200)
        }
        // The next request's entry is written after the last curl's close was handled.
        _ = try probe(harness) == 0
        let out = harness.directory.read("out") ?? ""
        #expect(!out.contains("unexpected eof"), "\(out)")
        #expect(!out.contains("apns: 1 client"), "connects are counted in the status line, not logged")
    }
    /// Resident memory of `pid` in KiB (`VmRSS` in `/proc/PID/status`).
    static func residentKiB(of pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// 413 as byte 4 097 of a body arrives, while the client has not ended its body; and 100
    /// clients holding a stream of 7.7 KB headers each cost a bounded amount of memory, which
    /// goes back when they leave.
    @Test(.enabled(if: APNsPython.executable != nil, "Python with h2 is needed (.ci/run installs it)"))
    func anOversizedBodyIsAnsweredAtOnceAndHoardersCostBoundedMemory() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "no endpoint: \(harness.directory.read("err") ?? "")")
        let script = """
            import socket, sys, time, h2.connection, h2.config, h2.events
            port, token, topic, mode = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
            def connect():
                s = socket.create_connection(("127.0.0.1", port))
                c = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
                c.initiate_connection(); s.sendall(c.data_to_send())
                return s, c
            headers = lambda pad: [(":method", "POST"), (":scheme", "http"), (":authority", "x"), (":path", "/3/device/" + token),
                                   ("apns-push-type", "liveactivity"), ("apns-topic", topic)] + ([("x-pad", "p" * pad)] if pad else [])
            if mode == "oversize":
                s, c = connect()
                c.send_headers(1, headers(0))
                c.send_data(1, b"x" * 4097)  # no END_STREAM: the body goes on
                s.sendall(c.data_to_send())
                status = None
                while status is None:
                    for event in c.receive_data(s.recv(65536)):
                        if isinstance(event, h2.events.ResponseReceived): status = dict(event.headers)[b":status"].decode()
                        if isinstance(event, h2.events.DataReceived): pass
                    s.sendall(c.data_to_send())
                print("status", status)
            else:
                held = []
                for _ in range(100):
                    s, c = connect()
                    c.send_headers(1, headers(7700)); s.sendall(c.data_to_send())
                    held.append((s, c))
                time.sleep(1)
                print("holding", flush=True)
                sys.stdin.readline()
                for s, c in held: s.close()
                print("left", flush=True)
            """
        let python = URL(fileURLWithPath: APNsPython.executable!)
        let oversize = try ProcessResult.run(python, ["-c", script, String(harness.port), pushToStart, harness.topic, "oversize"])
        #expect(oversize.output.contains("status 413"), "\(oversize.output) \(oversize.error)")

        let before = Self.residentKiB(of: harness.process.pid)
        let input = Pipe()
        let output = Pipe()
        let hoarder = Process()
        hoarder.executableURL = python
        hoarder.arguments = ["-c", script, String(harness.port), pushToStart, harness.topic, "hoard"]
        hoarder.standardInput = input
        hoarder.standardOutput = output
        try hoarder.run()
        let reader = output.fileHandleForReading
        let first = String(decoding: reader.availableData, as: UTF8.self)
        #expect(first.contains("holding"))
        let during = Self.residentKiB(of: harness.process.pid)
        input.fileHandleForWriting.write(Data("go\n".utf8))
        hoarder.waitUntilExit()
        // The next request is answered after the hoarders' closes were handled.
        _ = try probe(harness)
        let after = Self.residentKiB(of: harness.process.pid)
        #expect(during - before < 48 * 1024, "\(before) KiB before, \(during) KiB while 100 clients hold a stream")
        #expect(after - before < 16 * 1024, "\(before) KiB before, \(after) KiB after they left")
    }
}
