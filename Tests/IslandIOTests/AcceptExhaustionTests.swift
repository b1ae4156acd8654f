import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Out of descriptors, the dashboard's socket rests instead of spinning: a dashboard started
/// with a low RLIMIT_NOFILE (in its own process) is sent more clients than it can hold. It says
/// so once, uses next to no CPU while it cannot accept (it once spun at 100 % writing 122 000
/// "cannot accept" records in 5 s), and serves a new client once descriptors are free again.
@Suite(.serialized) struct AcceptExhaustionTests {
    @Test func atTheDescriptorLimitTheListenerRestsAndComesBack() throws {
        let binary = try IslandBinary.url()
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let socket = dir.path("s.sock")
        let record = dir.path("record.ndjson")
        let dashboard = try IslandProcess(URL(fileURLWithPath: "/bin/sh"),
                                          ["-c", "ulimit -n 40 && exec \"$0\" \"$@\"", binary.path,
                                           "run", "--headless", "--socket", socket, "--record", record])
        defer { dashboard.stop() }
        try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60),
                     "no dashboard: \(dashboard.readAllErrors(timeout: 1))")

        // More clients than descriptors: the kernel queues those island cannot accept.
        var clients: [Int32] = []
        defer { clients.forEach(Descriptor.close) }
        for _ in 0..<60 { clients.append(try UnixSocket.connect(path: socket)) }
        let trouble = "cannot accept a client: Too many open files"
        try #require(Eventually.wait(timeout: 30) { Self.count(trouble, in: record) >= 1 }, "the dashboard never ran out")

        // Three pauses long: a spinning listener would burn this whole time and say it again.
        let before = try Self.cpuTicks(of: dashboard.pid)
        Thread.sleep(forTimeInterval: 3 * Double(SocketServer.acceptPauseMilliseconds) / 1000)
        let spent = try Self.cpuTicks(of: dashboard.pid) - before
        #expect(spent < 30, "\(spent) clock ticks of CPU in 1.5 s while out of descriptors")
        #expect(Self.count(trouble, in: record) == 1)

        // Descriptors free again: a new client is accepted and answered.
        clients.forEach(Descriptor.close)
        clients = []
        let client = try TestClient(path: socket)
        defer { client.close() }
        client.send(Payloads.start() + "\n")
        var pump = Pump([client])
        pump.until(timeout: 30) { _ in client.answers.count == 1 }
        #expect(client.answers.first?["verdict"] == "applied")
        #expect(Eventually.wait(timeout: 10) { Self.count("accepting clients again", in: record) == 1 })
        #expect(Self.count(trouble, in: record) == 1)
    }

    static func count(_ text: String, in path: String) -> Int {
        let content = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return content.components(separatedBy: text).count - 1
    }

    /// User plus system CPU time of `pid`, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    static func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) may hold spaces: count fields after its closing paren.
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        return try #require(Int(fields[11])) + (try #require(Int(fields[12])))
    }
}
