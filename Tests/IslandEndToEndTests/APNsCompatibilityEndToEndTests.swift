import Foundation
import IslandTestSupport
import IslandAPNs
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Real APNs client libraries from PyPI, unchanged but for the host (Support/apns_compat.py):
/// each starts a trip through the push-to-start token, updates and ends it through the
/// activity's token, and hears 410 Unregistered for a push after the end — over TLS with
/// island's certificate, with provider tokens verified against the key they were signed with
/// (`--apns-key-p8`) and with `--apns-no-auth`. `.ci/run` installs the libraries; without them
/// each test is skipped and says which is missing.
@Suite(.serialized)
struct APNsCompatibilityEndToEndTests {
    /// The venv's Python, and the extra path a library lives on (apns2-up and mopyapns both
    /// install a package named apns2, so each has a directory of its own).
    static var python: String? { APNsPython.executable }

    static func pythonPath(_ library: String) -> String? {
        let directory = IslandBinary.packageRoot.appendingPathComponent(".build/apns-venv/compat/\(library)").path
        return FileManager.default.fileExists(atPath: directory) ? directory : nil
    }

    /// Whether the library imports; the reason when not.
    static func missing(_ library: String) -> String? {
        guard let python else { return "no Python with h2 (.ci/run makes .build/apns-venv)" }
        let module = ["apns2-up": "apns2", "mopyapns": "apns2"][library] ?? library
        var environment = ProcessInfo.processInfo.environment
        if let path = pythonPath(library) { environment["PYTHONPATH"] = path } else if module == "apns2" { return "\(library) is not installed in .build/apns-venv/compat/\(library) (.ci/run installs it)" }
        guard let result = try? ProcessResult.run(URL(fileURLWithPath: python), ["-c", "import \(module)"], environment: environment), result.status == 0 else {
            return "\(library) is not installed in \(python) (.ci/run installs it)"
        }
        return nil
    }

    func send(_ library: String, harness: APNsHarness, key: String, token: String, payload: String) throws -> (status: Int, reason: String?) {
        var environment = ProcessInfo.processInfo.environment
        environment["SSL_CERT_FILE"] = harness.certificate
        if let path = Self.pythonPath(library) { environment["PYTHONPATH"] = path }
        let python = try #require(Self.python)
        let result = try ProcessResult.run(URL(fileURLWithPath: python), [Support.script, library, String(harness.port), token, harness.topic, payload, key, "ABCDE12345", "TEAM123456"],
                                           environment: environment)
        let line = try #require(result.output.split(separator: "\n").last, "\(library): no answer: \(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(library): \(line)")
        return (object["status"] as? Int ?? -1, object["reason"] as? String)
    }

    enum Support {
        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/apns_compat.py").path
    }

    @Test(.enabled(if: missing("aioapns") == nil, "aioapns from PyPI is needed in .build/apns-venv (.ci/run installs it)"), arguments: [true, false])
    func aioapns(verified: Bool) throws { try run("aioapns", verified: verified) }

    @Test(.enabled(if: missing("kalyke") == nil, "kalyke-apns from PyPI is needed in .build/apns-venv (.ci/run installs it)"), arguments: [true, false])
    func kalyke(verified: Bool) throws { try run("kalyke", verified: verified) }

    @Test(.enabled(if: missing("apns2-up") == nil, "apns2-up from PyPI is needed in .build/apns-venv/compat/apns2-up (.ci/run installs it)"), arguments: [true, false])
    func apns2Up(verified: Bool) throws { try run("apns2-up", verified: verified) }

    @Test(.enabled(if: missing("mopyapns") == nil, "mopyapns from PyPI is needed in .build/apns-venv/compat/mopyapns (.ci/run installs it)"), arguments: [true, false])
    func mopyapns(verified: Bool) throws { try run("mopyapns", verified: verified) }

    @Test(.enabled(if: missing("httpx") == nil, "httpx (with h2) from PyPI is needed in .build/apns-venv (.ci/run installs it)"), arguments: [true, false])
    func httpx(verified: Bool) throws { try run("httpx", verified: verified) }

    func run(_ library: String, verified: Bool) throws {
        let keys = TemporaryDirectory("island-p8")
        defer { keys.remove() }
        let key = keys.path("AuthKey_ABCDE12345.p8")
        try Data(try ProviderKey.generate().pem()).write(to: URL(fileURLWithPath: key))
        let harness = try APNsHarness(verified ? ["--apns-key-p8", key] : ["--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "\(harness.directory.read("err") ?? "")")
        let id = "compat-\(library)"

        let start = try send(library, harness: harness, key: key, token: pushToStart, payload: APNsHarness.trip("start", id: id))
        #expect(start.status == 200, "\(library) start: \(start)")
        let token = try #require(harness.activityToken(id), "\(library): the start made no activity")
        let update = try send(library, harness: harness, key: key, token: token, payload: APNsHarness.trip("update", id: id, stop: "Neuenheim"))
        #expect(update.status == 200, "\(library) update: \(update)")
        let end = try send(library, harness: harness, key: key, token: token, payload: APNsHarness.trip("end", id: id))
        #expect(end.status == 200, "\(library) end: \(end)")
        let after = try send(library, harness: harness, key: key, token: token, payload: APNsHarness.trip("update", id: id))
        #expect(after.status == 410 && after.reason == "Unregistered", "\(library) after the end: \(after)")
        let log = harness.directory.read("out") ?? ""
        #expect(!log.contains("TooManyProviderTokenUpdates") && !log.contains("InvalidProviderToken"), "\(library): \(log.suffix(1500))")
        #expect(harness.stop() == 128 + SIGTERM)
    }

}
