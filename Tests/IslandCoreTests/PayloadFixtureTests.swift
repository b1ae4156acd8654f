import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandTypes
@testable import IslandSimulator

/// The table of rules and codes: one fixture per code and variant, run through the lint engine
/// (the dashboard's own path), checked for the verdict of every payload.
@Suite struct PayloadFixtureTests {
    static let fixtures = (try? FixtureFiles.payloadFixtures()) ?? []

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 70)
    }

    /// A fixture runs as `island lint` would with the options in its `NAME.args` beside it
    /// (`--ios VERSION`, `--frequent-updates`, `--type FILE` relative to the fixtures), if any.
    static func lint(_ name: String) throws -> [LintResult] {
        var types = BuiltInTypes.registry
        var options = SystemOptions(warnsBareContentState: true)
        let arguments = (try? FixtureFiles.text("payloads/\(name).args"))?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let value = argument == "--frequent-updates" ? nil : rest.popFirst()
            switch argument {
            case "--ios": options.ios = try #require(value.flatMap(IOSVersion.init(rawValue:)), "\(name).args: --ios VERSION")
            case "--frequent-updates": options.frequentUpdates = true
            case "--type": try types.add(TypeFile.parse(try FixtureFiles.bytes(try #require(value, "\(name).args: --type FILE"))))
            default: Issue.record("\(name).args: unknown option \(argument)")
            }
        }
        return LintEngine.run([LintInput(name: name, bytes: try FixtureFiles.bytes("payloads/\(name)"))], types: types, options: options)
    }

    /// Each fixture's whole verdict, as `island lint` prints it — verdict, code, message,
    /// every further problem and warning, the activity and its state — is golden: a change in
    /// any of them shows as a diff (`ISLAND_RECORD_SNAPSHOTS=1` re-records).
    @Test(arguments: fixtures.map(\.name))
    func fixtureVerdictsAreExactlyAsRecorded(name: String) throws {
        let text = try Self.lint(name).map(LintFormatter.text).joined(separator: "\n") + "\n"
        if let failure = Snapshot.verify(text, named: "lint-" + name) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test(arguments: fixtures.map(\.name))
    func fixtureGivesItsVerdict(name: String) throws {
        let expected = String(name.components(separatedBy: "__")[0])
        let results = try Self.lint(name)
        try #require(!results.isEmpty)
        for result in results.dropLast() {
            #expect(result.verdict.isApplied, "setup line \(result.line) of \(name): \(LintFormatter.text(result))")
        }
        let last = results.last!
        if expected == "applied" {
            #expect(last.verdict.isApplied, "\(LintFormatter.text(last))")
        } else if let code = ReasonCode(rawValue: expected) {
            #expect(last.verdict.code == code, "\(LintFormatter.text(last))")
        } else if let warning = WarningCode(rawValue: expected) {
            #expect(last.warnings.contains { $0.code == warning }, "\(LintFormatter.text(last))")
        } else {
            Issue.record("fixture \(name) names no code")
        }
    }

    /// Every reason and warning has a fixture (the line-length limit is built in a test:
    /// a 64 KiB fixture file is not worth keeping).
    @Test func everyCodeHasAFixture() {
        let covered = Set(Self.fixtures.map(\.expected))
        // The line limit is built in a test (a 64 KiB fixture is not worth keeping); a start
        // refused because the user turned the app off needs the Settings switch, not a payload
        // (SettingsSwitchTests make it).
        for code in ReasonCode.allCases where code != .rejectedLineTooLong && code != .rejectedActivitiesDisabled {
            #expect(covered.contains(code.rawValue), "no fixture for \(code.rawValue)")
        }
        // Only an APNs request carries these three (its provider token, its apns-priority header,
        // a start to the push-to-start token):
        // IslandAPNsTests make them.
        for code in WarningCode.allCases where code != .providerTokenNotJOSE && code != .priorityNotForLiveActivity && code != .noPushToken {
            #expect(covered.contains(code.rawValue), "no fixture for \(code.rawValue)")
        }
    }

    @Test func everyCodeHasAStableSummary() {
        let summaries = ReasonCode.allCases.map(\.summary) + WarningCode.allCases.map(\.summary)
        #expect(Set(summaries).count == summaries.count)
        #expect(summaries.allSatisfy { $0.count > 20 })
    }

    /// Messages name the key path and what was expected; dates say how iOS encodes them.
    @Test(arguments: [
        ("REJECTED_KEY_NOT_FOUND__content-state.ndjson", ["content-state.occupancy", "\"low\", \"medium\", \"high\", \"full\""]),
        ("REJECTED_KEY_NOT_FOUND__attributes.ndjson", ["attributes.line", "a string"]),
        ("REJECTED_VALUE_NOT_FOUND__null-int.ndjson", ["content-state.delay", "null", "Int"]),
        ("REJECTED_KEY_NOT_FOUND__date.ndjson", ["content-state.nextStopTime: missing", "2001-01-01", "978307200"]),
        ("REJECTED_TYPE_MISMATCH__string-for-int.ndjson", ["content-state.delay", "Int", "\"3\""]),
        ("REJECTED_TYPE_MISMATCH__iso-date.ndjson", ["content-state.nextStopTime", "2001-01-01", "978307200", "send 786110700"]),
        ("REJECTED_TYPE_MISMATCH__aps-timestamp-string.ndjson", ["aps.timestamp: expected a number", "without quotes"]),
        ("REJECTED_TYPE_MISMATCH__aps-content-state-string.ndjson", ["aps.content-state: expected an object"]),
        ("REJECTED_DATA_CORRUPTED__unknown-enum.ndjson", ["content-state.occupancy", "\"crowded\""]),
        ("REJECTED_DATA_CORRUPTED__fractional-int.ndjson", ["content-state.delay", "2.5"]),
        ("REJECTED_MISSING_CONTENT_STATE__misspelt.ndjson", ["aps.contentState", "did you mean aps.content-state"]),
        ("IGNORED_FUTURE_TIMESTAMP__milliseconds.ndjson", ["looks like milliseconds", "send 1764417630"]),
        ("IGNORED_AFTER_END__nine-hours-later.ndjson", ["ended at", "time-limit"]),
        ("REJECTED_TOO_LARGE__apns-body.ndjson", ["4096", "413"]),
        ("REJECTED_TOO_LARGE__attributes-and-content.ndjson", ["4 KB", "attributes"]),
        ("REJECTED_START_MISSING_ALERT__start.ndjson", ["aps.alert", "silently"]),
        ("IGNORED_AFTER_END__update.ndjson", ["ended", "end-event"]),
    ])
    func messageSaysWhy(name: String, fragments: [String]) throws {
        let message = try #require(try Self.lint(name).last?.verdict.rejection?.english)
        for fragment in fragments {
            #expect(message.contains(fragment), "\(message)")
        }
    }

    @Test(arguments: [
        ("WARN_DATE_LOOKS_LIKE_UNIX_EPOCH__next-stop-time.ndjson", ["content-state.nextStopTime", "31 years ahead", "978307200", "send 786110700"]),
        ("WARN_TIMESTAMP_LOOKS_LIKE_MILLISECONDS__stale-date.ndjson", ["aps.stale-date", "milliseconds", "send 1764418200"]),
        ("WARN_TIMESTAMP_LOOKS_LIKE_MILLISECONDS__content-date.ndjson", ["content-state.nextStopTime", "milliseconds", "send 786110700"]),
        ("WARN_UNKNOWN_KEYS__aps.ndjson", ["aps.priority"]),
        ("WARN_UNKNOWN_KEYS__content-state.ndjson", ["content-state.platform", "TripLiveActivityAttributes.ContentState"]),
        ("WARN_CONTROL_CHARACTERS__escape.ndjson", ["content-state.currentStop"]),
        ("WARN_CONTROL_CHARACTERS__bidi-alert.ndjson", ["aps.alert.title"]),
        ("WARN_UNVALIDATED_TYPE__start.ndjson", ["\"ParkingAttributes\"", "--type FILE"]),
    ])
    func warningSaysWhy(name: String, fragments: [String]) throws {
        let text = try #require(try Self.lint(name).last).warnings.map(\.english).joined(separator: "\n")
        for fragment in fragments {
            #expect(text.contains(fragment), "\(text)")
        }
    }

    @Test func lineOverTheLimitIsRejectedWithoutItsBytes() {
        let line = IncomingLine(body: .tooLong(byteCount: 70_000), source: .socket(client: 1), number: 3)
        var system = BuiltInTypes.system()
        let outcome = system.receive(line, now: Date(timeIntervalSince1970: 1_764_417_600))
        #expect(outcome.verdict.code == .rejectedLineTooLong)
        #expect(outcome.verdict.rejection?.english.contains("70000 bytes") == true)
        let long = "{\"aps\":{\"event\":\"update\",\"content-state\":{\"a\":\"" + String(repeating: "x", count: 66_000) + "\"}}}\n"
        let results = LintEngine.run([LintInput(name: "long", text: long)], types: BuiltInTypes.registry)
        #expect(results.map(\.verdict.code) == [.rejectedLineTooLong])
    }
}
