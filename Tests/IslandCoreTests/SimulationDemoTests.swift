import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandTypes

/// The recorded scenarios in `demo/`: reproducible from their generator, parseable, and
/// linting with the verdicts `demo/README.md` promises.
@Suite(.serialized) struct SimulationDemoTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("demo")
    static var recording: Bool { ProcessInfo.processInfo.environment["ISLAND_RECORD_DEMO"] == "1" }

    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    static func lines(of name: String) throws -> [[UInt8]] {
        let data = try Data(contentsOf: demo.appendingPathComponent(name))
        var lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last == [] { lines.removeLast() }
        return lines
    }

    @Test(arguments: SimulationDemoScenarios.all.map(\.name))
    func committedFilesAreWhatTheGeneratorMakes(name: String) throws {
        let scenario = try #require(SimulationDemoScenarios.all.first { $0.name == name })
        var files = [("\(name).ndjson", Self.text(scenario.lines.map(\.line)))]
        if scenario.writesExpected { files.append(("\(name).expected", Self.text(scenario.lines.map(\.expected)))) }
        for (file, content) in files {
            let url = Self.demo.appendingPathComponent(file)
            if Self.recording {
                try FileManager.default.createDirectory(at: Self.demo, withIntermediateDirectories: true)
                try Data(content.utf8).write(to: url)
            }
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == content, "demo/\(file) differs from its generator; ISLAND_RECORD_DEMO=1 swift test --filter SimulationDemoTests rewrites it")
        }
    }

    @Test(arguments: ["trip.ndjson", "ride.ndjson", "two-apps.ndjson"])
    func storyScenariosAreAppliedLineByLine(file: String) throws {
        var system = BuiltInTypes.system()
        let lines = try Self.lines(of: file)
        #expect(lines.count > 20)
        for (number, bytes) in lines.enumerated() {
            let push = try PushDecoder.decode(bytes: bytes).get()
            let now = try #require(push.timestamp, "line \(number + 1) has a timestamp")
            let outcome = system.receive(push, now: now)
            #expect(outcome.verdict.isApplied && outcome.verdict.activityID == push.activityID, "\(file) line \(number + 1): \(outcome.verdict)")
        }
    }

    @Test func theTripArrivesWithADelayBuildingUp() throws {
        let pushes = try Self.lines(of: "trip.ndjson").map { try PushDecoder.decode(bytes: $0).get() }
        let delays = pushes.compactMap { $0.contentState?["delay"]?.exactInt }
        #expect(delays.first == 0)
        #expect(zip(delays, delays.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((delays.last ?? 0) >= 3)
        #expect(pushes.contains { $0.contentState?["phase"]?.string == "arrived" })
        #expect(pushes.filter { $0.alert?.title?.hasPrefix("Verspätung") == true }.count >= 3)
        #expect(pushes.last?.event == .end)
    }

    @Test func theRideReconnectsStepsItsBatteryAndFaultsAndStopsBeforeItsEnd() throws {
        let pushes = try Self.lines(of: "ride.ndjson").map { try PushDecoder.decode(bytes: $0).get() }
        let phases = pushes.compactMap { $0.contentState?["phase"]?.string }
        #expect(phases.contains("reconnecting") && phases.contains("rescanning"))
        #expect(pushes.contains { $0.contentState?["faultCode"] != nil })
        #expect(Set(pushes.compactMap { $0.contentState?["batteryPercent"] }).count >= 5)
        // The presenter ends it with Stop ride.
        #expect(!pushes.contains { $0.event == .end })
    }

    @Test func twoAppsShareTheIsland() throws {
        let pushes = try Self.lines(of: "two-apps.ndjson").map { try PushDecoder.decode(bytes: $0).get() }
        let starts = pushes.filter { $0.event == .start }
        #expect(Set(starts.compactMap(\.app)).count == 2)
        #expect(Set(starts.compactMap(\.relevanceScore)).count == 2)
        #expect(pushes.filter { $0.event == .end }.count == 2)
    }

    /// Lints `faulty-backend.ndjson` with the engine `island lint` runs: every verdict and
    /// every warning is exactly the one its expected file names.
    @Test func theFaultyBackendGetsTheVerdictsItsExpectedFileNames() throws {
        let url = Self.demo.appendingPathComponent("faulty-backend.ndjson")
        let input = LintInput(name: "faulty-backend.ndjson", bytes: Array(try Data(contentsOf: url)))
        let results = LintEngine.run([input], types: BuiltInTypes.registry)
        let expected = try Self.lines(of: "faulty-backend.expected").map { String(decoding: $0, as: UTF8.self) }
        #expect(results.count == expected.count)
        for (result, verdict) in zip(results, expected) {
            let actual: [String]
            switch result.verdict {
            case .applied(_, let warnings): actual = ["applied"] + warnings.map(\.code.rawValue).sorted()
            case .notApplied(let rejection, _): actual = [result.verdict.word, rejection.code.rawValue]
            }
            let words = verdict.split(separator: " ").map(String.init)
            #expect(actual == [words[0]] + words.dropFirst().sorted(), "faulty-backend.ndjson line \(result.line)")
        }
        // Every reason a backend's payload can get from the newest iOS shows up (the Settings
        // switch's refusal needs the user, not a payload).
        let codes = Set(expected.flatMap { $0.split(separator: " ").dropFirst().map(String.init) })
        let payloadCodes = ReasonCode.allCases.filter { $0 != .rejectedUnsupportedIOS && $0 != .rejectedActivitiesDisabled }
        #expect(codes.isSuperset(of: payloadCodes.map(\.rawValue)))
    }

    @Test func theFaultyBackendHasItsPromisedFaults() throws {
        let lines = try Self.lines(of: "faulty-backend.ndjson")
        #expect(lines.contains { $0.count > 5000 && $0.count < 6000 }, "a 5 KB payload")
        #expect(lines.contains { $0.count > IncomingLine.maximumLength })
        #expect(lines.contains { String(decoding: $0, as: UTF8.self).contains(#"\u001b["#) }, "escape sequences in a stop name")
    }

    @Test func theReadmeDescribesEveryScenario() throws {
        let readme = try String(contentsOf: Self.demo.appendingPathComponent("README.md"), encoding: .utf8)
        for scenario in SimulationDemoScenarios.all {
            #expect(readme.contains("`\(scenario.name).ndjson`"))
        }
        #expect(readme.contains("`faulty-backend.expected`"))
    }
}
