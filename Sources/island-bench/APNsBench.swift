import Foundation
import IslandAPNs
#if canImport(Glibc)
import Glibc
#endif

/// `island-bench apns`: Debian's `h2load` against island's APNs endpoint (Live Activity updates
/// to one activity's token, each applied by the device) and against `nghttpd` serving a small
/// file, in the same run, at `-c10 -m10`: cleartext, and over TLS with a provider token
/// verified against its key. Every push is counted: h2load's 2xx answers, and the `applied`
/// entries of island's `--log`.
enum APNsBench {
    static let topic = "com.example.bench.push-type.liveactivity"

    static func run(options: BenchOptions) {
        let requests = options.quick ? 20_000 : 100_000
        Report.section("APNs endpoint: h2load -n \(requests) -c10 -m10, island --apns against nghttpd serving a small file")
        guard let island = ExternalRun.island(for: "apns") else { return }
        guard let h2load = ExternalRun.find("h2load") else {
            Report.skipped("apns", because: "no h2load (apt install nghttp2-client)")
            return
        }
        let nghttpd = ExternalRun.find("nghttpd") ?? (FileManager.default.isExecutableFile(atPath: "/usr/sbin/nghttpd") ? "/usr/sbin/nghttpd" : nil)
        guard let nghttpd else {
            Report.skipped("apns", because: "no nghttpd (apt install nghttp2-server)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-apns-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            try FileManager.default.createDirectory(atPath: directory + "/www", withIntermediateDirectories: true)
            let now = Int(Date().timeIntervalSince1970)
            let update = #"{"aps":{"timestamp":\#(now),"event":"update","content-state":{"currentStop":"Bismarckplatz","nextStop":"Neuenheim","nextStopTime":\#(now + 180 - 978_307_200),"remainingTime":180,"delay":0,"occupancy":"medium","phase":"inProgress","progress":0.4}}}"#
            let start = #"{"activity-id":"bench","aps":{"timestamp":\#(now - 60),"event":"start","input-push-token":1,"attributes-type":"TripLiveActivityAttributes","attributes":{"tripId":"b","line":"RNV 7","destination":"Schriesheim"},"content-state":{"currentStop":"Bismarckplatz","nextStop":"Neuenheim","nextStopTime":\#(now + 180 - 978_307_200),"remainingTime":180,"delay":0,"occupancy":"medium","phase":"inProgress","progress":0.4},"alert":{"title":"RNV 7","body":"los"}}}"#
            try Data(update.utf8).write(to: URL(fileURLWithPath: directory + "/update.json"))
            try Data(start.utf8).write(to: URL(fileURLWithPath: directory + "/start.json"))
            // The peer serves a file the size of the payload.
            try Data(update.utf8).write(to: URL(fileURLWithPath: directory + "/www/small.json"))
            let key = try ProviderKey.generate()
            try Data(try key.pem()).write(to: URL(fileURLWithPath: directory + "/AuthKey_BENCH12345.p8"))
            let jwt = try ProviderToken.make(keyID: "BENCH12345", teamID: "TEAM123456", issuedAt: Date(), key: key)
            for tls in [false, true] {
                let what = tls ? "TLS, verified token" : "cleartext, no auth"
                guard let subject = measureIsland(island, h2load: h2load, tls: tls, jwt: jwt, requests: requests, in: directory) else { continue }
                guard let peer = measurePeer(nghttpd, h2load: h2load, tls: tls, requests: requests, in: directory) else { continue }
                print("\(what):")
                Report.value("island --apns: updates", "\(Report.format(subject.perSecond, 0)) req/s, \(subject.succeeded) of \(requests) answered 2xx, \(subject.applied) applied")
                Report.value("peer: nghttpd, GET a \(update.utf8.count)-byte file", "\(Report.format(peer.perSecond, 0)) req/s, \(peer.succeeded) of \(requests) answered 2xx")
                // Over TLS a connection has one stream until a request has shown a valid token,
                // as APNs: h2load opens its first ten at once, and the nine refused
                // (REFUSED_STREAM, which h2load does not retry) were never accepted pushes.
                let refused = requests - subject.succeeded
                let note = refused > 0 ? "; \(refused) refused before a token was shown" : ""
                print("  ratio: \(Report.format(subject.perSecond / peer.perSecond, 2))× the peer   (target ≥ 0.5×; every accepted push applied: \(subject.applied == subject.succeeded ? "yes" : "no")\(note))")
                print("")
            }
            print("a key while the endpoint is flooded (the dashboard on a 120×40 pseudo-terminal):")
            APNsKeyBench.run(island: island, h2load: h2load, in: directory, connections: 10, streams: 10, seconds: options.quick ? 5 : 10)
            APNsKeyBench.run(island: island, h2load: h2load, in: directory, connections: 100, streams: 100, seconds: options.quick ? 5 : 10)
            print("")
        } catch {
            Report.skipped("apns", because: "\(error)")
        }
    }

    struct Result {
        let perSecond: Double
        let succeeded: Int
        let applied: Int
    }

    private static func measureIsland(_ island: String, h2load: String, tls: Bool, jwt: String, requests: Int, in directory: String) -> Result? {
        let name = tls ? "tls" : "clear"
        let port = freePort()
        let out = "\(directory)/island-\(name).out", log = "\(directory)/island-\(name).log"
        var arguments = ["run", "--headless", "--apns", "127.0.0.1:\(port)", "--log", log]
        arguments += tls ? ["--apns-key-p8", "\(directory)/AuthKey_BENCH12345.p8"] : ["--apns-cleartext", "--apns-no-auth"]
        guard let process = spawn(island, arguments, output: out, environment: ["XDG_STATE_HOME=\(directory)/state", "HOME=\(directory)"]) else { return nil }
        defer { stop(process) }
        let base = "\(tls ? "https://127.0.0.1" : "http://127.0.0.1"):\(port)"
        guard let pushToStart = announced(kind: "push-to-start", in: out) else {
            Report.skipped("island --apns", because: "the endpoint announced no push-to-start token within 30 s")
            return nil
        }
        var headers = "-H 'apns-push-type: liveactivity' -H 'apns-topic: \(topic)' -H 'apns-priority: 5'"
        if tls { headers += " -H 'authorization: bearer \(jwt)'" }
        _ = ExternalRun.shell("\(h2load) -n 1 -c 1 -d \(directory)/start.json \(headers) \(base)/3/device/\(pushToStart) > /dev/null 2>&1")
        guard let token = announced(kind: "activity", in: out) else {
            Report.skipped("island --apns", because: "the start was not applied (no activity token announced)")
            return nil
        }
        let result = "\(directory)/h2load-island-\(name).txt"
        _ = ExternalRun.shell("\(h2load) -n \(requests) -c 10 -m 10 -d \(directory)/update.json \(headers) \(base)/3/device/\(token) > \(result) 2>&1")
        stop(process)
        let applied = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            .filter { $0.contains(#""kind":"applied""#) && !$0.contains(#""event":"start""#) }.count
        guard let measured = parse(result) else {
            Report.skipped("island --apns", because: "h2load said nothing readable: \(((try? String(contentsOfFile: result, encoding: .utf8)) ?? "").suffix(300))")
            return nil
        }
        // The start was applied too, and is no update.
        return Result(perSecond: measured.perSecond, succeeded: measured.succeeded, applied: max(0, applied - 1))
    }

    private static func measurePeer(_ nghttpd: String, h2load: String, tls: Bool, requests: Int, in directory: String) -> Result? {
        let port = freePort()
        var arguments = ["-d", "\(directory)/www"]
        if tls {
            // island's own certificate, made by the island run before.
            let state = "\(directory)/state/island/apns"
            arguments += ["\(port)", "\(state)/key.pem", "\(state)/cert.pem"]
        } else {
            arguments += ["--no-tls", "\(port)"]
        }
        guard let process = spawn(nghttpd, arguments, output: "\(directory)/nghttpd.out", environment: []) else { return nil }
        defer { stop(process) }
        let url = "\(tls ? "https" : "http")://127.0.0.1:\(port)/small.json"
        // nghttpd is listening once it answers.
        for _ in 0..<100 where ExternalRun.shell("\(h2load) -n 1 -c 1 \(url) 2>&1 | grep -q '1 succeeded'").status != 0 { usleep(50_000) }
        let result = "\(directory)/h2load-nghttpd.txt"
        _ = ExternalRun.shell("\(h2load) -n \(requests) -c 10 -m 10 \(url) > \(result) 2>&1")
        guard let measured = parse(result) else { return nil }
        return Result(perSecond: measured.perSecond, succeeded: measured.succeeded, applied: 0)
    }

    /// "finished in 1.23s, 8123.45 req/s, …" and "status codes: N 2xx, …".
    static func parse(_ path: String) -> (perSecond: Double, succeeded: Int)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var perSecond: Double?
        var succeeded = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("finished in"), let range = line.range(of: " req/s") {
                perSecond = Double(line[..<range.lowerBound].split(separator: " ").last ?? "")
            }
            if line.hasPrefix("status codes:") {
                succeeded = Int(line.split(separator: " ").dropFirst(2).first ?? "") ?? 0
            }
        }
        return perSecond.map { ($0, succeeded) }
    }

    /// The token of the first announcement of `kind` in island's standard output (waits 30 s).
    private static func announced(kind: String, in path: String) -> String? {
        for _ in 0..<600 {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.contains(#""kind":"\#(kind)""#) {
                if let range = line.range(of: #""token":""#) {
                    let rest = line[range.upperBound...]
                    return String(rest.prefix { $0 != "\"" })
                }
            }
            usleep(50_000)
        }
        return nil
    }

    static func freePort() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }

    static func spawn(_ program: String, _ arguments: [String], output: String, environment: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, output + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let inherited = ProcessInfo.processInfo.environment.filter { key, _ in !environment.contains { $0.hasPrefix(key + "=") } }.map { "\($0.key)=\($0.value)" }
        let all = [program] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = (inherited + environment).map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, nil, &argv, &envp) == 0 else { return nil }
        return pid
    }

    /// SIGTERM and wait (once: a second call finds it gone).
    static func stop(_ pid: pid_t) {
        guard kill(pid, 0) == 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }
}
