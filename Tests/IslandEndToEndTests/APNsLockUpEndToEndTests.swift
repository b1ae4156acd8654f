import Foundation
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
        var answered = 0
        for _ in 0..<5 where try probe(harness) == 400 { answered += 1 }
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
}
