import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON

/// One recorded sequence, three readers: `island lint` of the record file, the dashboard taking
/// the lines as they arrived, and `island replay` of the same file reach the same verdict and
/// code for every line — the device clock, the 8-hour end, staleness and future timestamps are
/// one set of rules, whoever reads the stream.
@Suite struct VerdictAgreementTests {
    typealias P = PayloadBuilder

    /// Arrivals in seconds after t0, each with its line: arrivals differ from timestamps where
    /// a backend's clock runs ahead or a push comes late, and the stream crosses the 8-hour end.
    static let sequence: [(arrival: TimeInterval, line: IncomingLine)] = [
        (0, P.start(at: 0, stale: 600)),
        (30, P.update(at: 30)),
        (31, P.update(at: 20)),                                             // older than the last: ignored
        (40, P.update(at: 40, timestamp: .number(JSONNumber((P.t0.timeIntervalSince1970 + 40) * 1000)))),  // milliseconds
        (50, IncomingLine("{\"aps\":")),                                    // broken
        (900, P.update(at: 900, state: ["delay": 2])),                      // after the stale date, keys missing
        (1000, P.update(at: 1000, stale: 500)),                             // stale date before its timestamp
        (8 * 3600 + 60, P.update(at: 8 * 3600 + 60)),                       // after the 8-hour end
        (8 * 3600 + 70, P.start("evening", at: 8 * 3600 + 70)),             // a new trip after it
        (8 * 3600 + 80, P.end("evening", at: 8 * 3600 + 80, dismissal: P.unix(8 * 3600 + 80))),
        (8 * 3600 + 90, P.update("evening", at: 8 * 3600 + 90)),            // after the end: ignored
    ]

    static var records: [RecordedLine] {
        sequence.enumerated().map { index, item in
            var line = item.line
            line.source = .socket(client: 1)
            line.number = index + 1
            return RecordedLine(arrival: P.at(item.arrival), input: .line(line))
        }
    }

    /// A verdict as the three readers can all say it: "applied" or the reason code.
    static func word(_ message: LogMessage) -> String? {
        switch message {
        case .applied: return "applied"
        case .notApplied(let rejection, _): return rejection.code.rawValue
        default: return nil
        }
    }

    static func lintVerdicts() -> [String] {
        let file = records.map(\.line).joined(separator: "\n") + "\n"
        return LintEngine.run([LintInput(name: "session.record", text: file)], types: BuiltInTypes.registry,
                              options: SystemOptions())
            .map { $0.verdict.code?.rawValue ?? "applied" }
    }

    static func dashboardVerdicts() -> [String] {
        var model = AppModel(system: BuiltInTypes.system())
        var verdicts: [String] = []
        for record in records {
            let before = model.log.entries.count
            guard case .line(let line) = record.input else { continue }
            _ = AppReducer.update(&model, .line(line), now: record.arrival)
            verdicts += model.log.entries.dropFirst(before).compactMap { word($0.message) }
        }
        return verdicts
    }

    static func replayVerdicts() -> [String] {
        let lines = records.map { Array($0.line.utf8) }
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "session.record"))
        var verdicts: [String] = []
        // Wake as the live loop would for what changes verdicts: the replay's next input and the
        // lifecycle's deadlines (stale, 8 hours, dismissal); the status line's clock turns are
        // left out, they change nothing here.
        var now = P.t0
        while let next = [model.replay?.nextTime, model.system.nextDeadline(after: now)].compactMap({ $0 }).min() {
            now = max(now, next)
            let before = model.log.entries.count
            _ = AppReducer.update(&model, .tick, now: now)
            verdicts += model.log.entries.dropFirst(before).compactMap { word($0.message) }
            if model.replay?.nextTime == nil { break }
        }
        return verdicts
    }

    @Test func lintTheDashboardAndReplayAgreeOnEveryLine() {
        let lint = Self.lintVerdicts()
        #expect(lint.count == Self.sequence.count)
        #expect(Self.dashboardVerdicts() == lint)
        #expect(Self.replayVerdicts() == lint)
        // The sequence is worth comparing: it has every kind of verdict in it.
        #expect(lint == ["applied", "applied", "IGNORED_OLDER_TIMESTAMP", "IGNORED_FUTURE_TIMESTAMP", "REJECTED_INVALID_JSON",
                         "REJECTED_KEY_NOT_FOUND", "applied", "IGNORED_AFTER_END", "applied", "applied", "IGNORED_AFTER_END"])
    }
}
