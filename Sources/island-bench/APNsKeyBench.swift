import Foundation
import IslandAPNs
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `island-bench apns`, its last part: a key while the endpoint is flooded. The dashboard on a
/// 120×40 pseudo-terminal with `--apns` (cleartext), one activity started by push-to-start,
/// `h2load` sending it updates over `connections` × `streams`, and `?` pressed again and again:
/// each key timed from its byte written to the terminal until the help's words come back.
enum APNsKeyBench {
    static let opened = Array("this help".utf8)
    static let closed = Array("help".utf8)

    static func run(island: String, h2load: String, in directory: String, connections: Int, streams: Int, seconds: Int) {
        let name = "a key (?) while h2load -c\(connections) -m\(streams) floods it"
        guard let (master, slave) = StartupBench.openPseudoTerminal() else {
            return Report.skipped(name, because: "no pseudo-terminal")
        }
        defer { close(master) }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let port = APNsBench.freePort()
        guard let pid = StartupBench.spawn([island, "--apns", "127.0.0.1:\(port)", "--apns-cleartext", "--apns-no-auth"], terminal: slave,
                                           environment: ["XDG_STATE_HOME=\(directory)/key-state"]) else {
            return Report.skipped(name, because: "cannot start island")
        }
        defer { APNsBench.stop(pid) }
        var screen = TerminalOutput(master: master)
        guard screen.wait(for: Array("Lock Screen".utf8), timeout: 10) != nil else {
            return Report.skipped(name, because: "no first frame within 10 s")
        }
        let base = "http://127.0.0.1:\(port)"
        let now = Int(Date().timeIntervalSince1970)
        let state = #""currentStop":"Bismarckplatz","nextStop":"Neuenheim","nextStopTime":\#(now + 180 - 978_307_200),"remainingTime":180,"delay":0,"occupancy":"medium","phase":"inProgress","progress":0.4"#
        let start = #"{"activity-id":"key","aps":{"timestamp":\#(now - 60),"event":"start","input-push-token":1,"attributes-type":"TripLiveActivityAttributes","attributes":{"tripId":"k","line":"RNV 7","destination":"Schriesheim"},"content-state":{\#(state)},"alert":{"title":"RNV 7","body":"los"}}}"#
        let update = #"{"aps":{"timestamp":\#(now),"event":"update","content-state":{\#(state)}}}"#
        let headers = [("apns-push-type", "liveactivity"), ("apns-topic", APNsBench.topic), ("apns-priority", "5")]
        let token: String
        do {
            let client = try APNsClient(url: base, caFile: nil)
            _ = try client.exchange([("POST", "/3/device/\(PushToken.pushToStart(in: .sandbox))", headers, Array(start.utf8))])
            let tokens = try client.exchange([("GET", "/island/tokens", [], [])]).first?.body ?? ""
            guard let line = tokens.split(separator: "\n").first(where: { $0.contains(#""activity-id":"key""#) }),
                  let range = line.range(of: #""token":""#) else {
                return Report.skipped(name, because: "the start was not applied (no token)")
            }
            token = String(line[range.upperBound...].prefix { $0 != "\"" })
            try Data(update.utf8).write(to: URL(fileURLWithPath: "\(directory)/key-update.json"))
        } catch {
            return Report.skipped(name, because: "\(error)")
        }
        let flood = APNsBench.spawn(h2load, ["-D", "\(seconds)", "-c", "\(connections)", "-m", "\(streams)", "-d", "\(directory)/key-update.json",
                                             "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(APNsBench.topic)", "\(base)/3/device/\(token)"],
                                    output: "\(directory)/key-h2load.txt", environment: [])
        guard let flood else { return Report.skipped(name, because: "cannot start h2load") }
        defer { APNsBench.stop(flood) }
        // The flood's first second goes by before the first key.
        _ = screen.wait(for: [0xFF, 0xFE], timeout: 1)
        var latencies: [Double] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds - 1) * 1_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let pressed = screen.press("?")
            guard let shown = screen.wait(for: opened, timeout: 5) else { break }
            latencies.append(shown - pressed)
            _ = screen.press("?")
            guard screen.wait(for: closed, timeout: 5) != nil else { break }
            // Keys a person's pace apart, not back to back.
            _ = screen.wait(for: [0xFF, 0xFE], timeout: 0.1)
        }
        var status: Int32 = 0
        _ = waitpid(flood, &status, 0)
        let measured = APNsBench.parse("\(directory)/key-h2load.txt")
        guard !latencies.isEmpty else { return Report.skipped(name, because: "no key came back") }
        let sorted = latencies.sorted()
        Report.value(name, "median \(Report.milliseconds(sorted[sorted.count / 2])), p90 \(Report.milliseconds(sorted[sorted.count * 9 / 10])), max \(Report.milliseconds(sorted[sorted.count - 1])) over \(sorted.count) keys; the flood \(Report.format(measured?.perSecond ?? 0, 0)) req/s, \(measured?.succeeded ?? 0) answered 2xx")
        print("  target: every key within 50 ms: \(sorted.last! <= 0.05 ? "yes" : "no")")
    }

    /// What the program writes to its terminal, read as it comes.
    struct TerminalOutput {
        let master: Int32
        private var seen: [UInt8] = []
        private var buffer = [UInt8](repeating: 0, count: 65_536)

        init(master: Int32) { self.master = master }

        /// Types `text`; the moment, in seconds (monotonic).
        mutating func press(_ text: String) -> Double {
            seen = []
            let bytes = Array(text.utf8)
            let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
            _ = write(master, bytes, bytes.count)
            return now
        }

        /// The moment `marker` has come since the last press (or the start); nil after `timeout`.
        mutating func wait(for marker: [UInt8], timeout: Double) -> Double? {
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
            while true {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else { return nil }
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return nil }
                let arrived = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
                // Only the tail that could hold a marker split across reads is kept.
                seen = Array(seen.suffix(marker.count)) + buffer[0..<count]
                if StartupBench.contains(seen, marker) { return arrived }
            }
        }
    }
}
