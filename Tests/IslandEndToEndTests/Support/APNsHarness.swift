import Foundation
import IslandTestSupport
import IslandAPNs
#if canImport(Glibc)
import Glibc
import IslandSimulator
#endif

/// `island run --headless --apns …` in the background for the APNs end-to-end tests: its state
/// directory (and so its certificate) in a temporary directory, its stdout (the token
/// announcements) in a file, stopped with SIGTERM.
final class APNsHarness {
    let directory: TemporaryDirectory
    let port: UInt16
    let process: ChildProcess
    private var stopped = false

    /// A port nobody listens on now (the kernel's choice, released at once).
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0 else { throw ChildProcessFailure(message: "no free port") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }

    /// - Parameter descriptorLimit: runs island under `ulimit -n` (the fd-exhaustion cases).
    init(_ arguments: [String], descriptorLimit: Int? = nil) throws {
        directory = TemporaryDirectory("island-apns")
        port = try Self.freePort()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = directory.path("state")
        let nothing = open("/dev/null", O_RDONLY)
        let output = open(directory.path("out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errors = open(directory.path("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(nothing)
            close(output)
            close(errors)
        }
        let island = ["run", "--headless", "--apns", "127.0.0.1:\(port)", "--intents", directory.path("intents.ndjson")] + arguments
        if let descriptorLimit {
            process = try ChildProcess("/bin/sh", ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", try IslandBinary.url().path] + island,
                                       environment: environment, stdin: nothing, stdout: output, stderr: errors)
        } else {
            process = try ChildProcess(try IslandBinary.url().path, island, environment: environment, stdin: nothing, stdout: output, stderr: errors)
        }
    }

    deinit { stop() }

    var certificate: String { directory.path("state") + "/island/apns/cert.pem" }
    var topic: String { "com.example.rnv.push-type.liveactivity" }

    /// The announced tokens so far, from island's stdout (which carries the headless log too).
    func announcements() -> [[String: Any]] {
        (directory.read("out") ?? "").split(separator: "\n").compactMap {
            guard let line = try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] else { return nil }
            return line["type"] as? String == "token" ? line : nil
        }
    }

    /// Waits for the push-to-start token (the endpoint is listening once it is out).
    func pushToStartToken() -> String? {
        Eventually.value(timeout: 60) { self.announcements().first { $0["kind"] as? String == "push-to-start" }?["token"] as? String }
    }

    func activityToken(_ id: String) -> String? {
        Eventually.value(timeout: 30) { self.announcements().last { $0["activity-id"] as? String == id }?["token"] as? String }
    }

    /// SIGTERM, and the exit status.
    @discardableResult
    func stop() -> Int32 {
        guard !stopped else { return 0 }
        stopped = true
        process.signal(SIGTERM)
        let status = process.wait()
        directory.remove()
        return status
    }

    /// A provider token of the right shape, made now.
    static func jwt(issuedAt: Date = Date()) throws -> String {
        "bearer " + (try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: issuedAt, key: try ProviderKey.generate()))
    }

    /// A provider token with exactly these claims, signed by a key of its own; its signature
    /// as DER when `der` (as Pushy and apnotic send it).
    static func jwt(claims: String, der: Bool) throws -> String {
        let input = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let raw = try ProviderKey.generate().sign(Array(input.utf8))
        let signature = der ? try ES256Signature.der(fromRaw: raw).orThrow() : raw
        return "bearer " + input + "." + Base64URL.encode(signature)
    }

    /// A trip payload stamped now.
    static func trip(_ event: String, id: String = "apns-trip", stop: String = "Bismarckplatz") -> String {
        let now = Int(Date().timeIntervalSince1970)
        var aps = #""timestamp":\#(now),"event":"\#(event)""#
        if event != "end" {
            aps += #","content-state":{"currentStop":"\#(stop)","nextStop":"Neuenheim","nextStopTime":\#(now + 180 - 978_307_200),"remainingTime":180,"delay":0,"occupancy":"medium","phase":"inProgress","progress":0.4}"#
        } else {
            aps += #","dismissal-date":\#(now)"#
        }
        if event == "start" {
            // As a backend that updates what it starts: iOS 18 mints the update token then.
            aps += #","input-push-token":1"#
            aps += #","attributes-type":"TripLiveActivityAttributes","attributes":{"tripId":"e2e","line":"RNV 7","destination":"Schriesheim"},"alert":{"title":"RNV 7","body":"Los geht's"}"#
        }
        return #"{"activity-id":"\#(id)","aps":{\#(aps)}}"#
    }
}

extension Optional {
    func orThrow() throws -> Wrapped {
        guard let self else { throw ChildProcessFailure(message: "nil") }
        return self
    }
}

/// One answer as `curl -i` printed it.
struct CurlAnswer {
    let status: Int
    let headers: [String: String]
    let body: String

    var reason: String? {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["reason"] as? String
    }

    /// Every answer of one `curl -s -i` run (several with `--next`).
    static func parse(_ output: String) -> [CurlAnswer] {
        var answers: [CurlAnswer] = []
        let blocks = output.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "HTTP/2 ").dropFirst()
        for block in blocks {
            let parts = block.components(separatedBy: "\n\n")
            let head = parts[0].split(separator: "\n")
            let status = Int(head.first?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            var headers: [String: String] = [:]
            for line in head.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            answers.append(CurlAnswer(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\n\n").trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return answers
    }
}

enum Curl {
    static let executable = ["/usr/bin/curl", "/usr/local/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether this curl speaks HTTP/2 (`curl -V` lists HTTP2).
    static let hasHTTP2: Bool = {
        guard let executable, let result = try? ProcessResult.run(URL(fileURLWithPath: executable), ["-V"]) else { return false }
        return result.output.contains("HTTP2")
    }()

    static func run(_ arguments: [String]) throws -> [CurlAnswer] {
        let result = try ProcessResult.run(URL(fileURLWithPath: executable!), ["-s", "-i", "--max-time", "30"] + arguments)
        return CurlAnswer.parse(result.output)
    }
}

/// The Python with the `h2` package: `ISLAND_PYTHON` (set by scripts/test), else the virtual
/// environment scripts/setup makes in .build, else the system's if it has h2.
enum APNsPython {
    static let executable: String? = {
        var candidates: [String] = []
        if let given = ProcessInfo.processInfo.environment["ISLAND_PYTHON"] { candidates.append(given) }
        candidates.append(IslandBinary.packageRoot.appendingPathComponent(".build/apns-venv/bin/python3").path)
        candidates.append("/usr/bin/python3")
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            if let result = try? ProcessResult.run(URL(fileURLWithPath: candidate), ["-c", "import h2"]), result.status == 0 {
                return candidate
            }
        }
        return nil
    }()

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("apns_client.py").path
}
