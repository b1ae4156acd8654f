import Foundation
import IslandCore
import IslandInput
import IslandSimulator
import IslandTestSupport
import Testing

/// What a headless dashboard writes for the intake's streams, byte for byte: every events-pane
/// entry as its NDJSON line (`--headless`, `--log`), every ack or reply a socket client reads,
/// every output record (lifecycle changes, intents) — for the trip whose countdowns drift
/// (every line warned `WARN_INCONSISTENT_CONTENT`), the consistent one, the four-type mix and
/// the faulty backend's lines sent over the socket. The golden files were recorded before the
/// warning path was made cheaper: a speed-up that changes one byte of them fails here.
@Suite struct WarningPathBytesTests {
    /// The lines `pushes` make, from socket client 1, one every 10 ms from the first push's time.
    static func socketLines(_ pushes: [Push]) -> [IncomingLine] {
        pushes.enumerated().map { index, push in
            IncomingLine(body: .bytes(Array(PushEncoder.line(push).utf8)), source: .socket(client: 1), number: index + 1)
        }
    }

    /// The reducer as a headless dashboard runs it (every shipped type, a listener for
    /// intents), fed `lines` at `time(index)`, then `keys`; the bytes each sink writes,
    /// labelled: `log` the NDJSON line, `answer` the socket's ack or reply, `output` a record.
    static func written(_ lines: [IncomingLine], time: (Int) -> Date, keys: [Character] = []) -> String {
        var model = AppModel(system: BuiltInTypes.system())
        model.intentListeners.insert("headless")
        var out = ""
        var logged = 0
        var now = time(0)
        func take(_ event: AppEvent) {
            let effects = AppReducer.update(&model, event, now: now)
            let entries = model.log.entries
            for index in max(logged, model.log.firstNumber) - model.log.firstNumber ..< entries.count {
                var bytes: [UInt8] = []
                entries[index].writeJSONLine(stamp: LogEntry.Stamp(entries[index].time), into: &bytes)
                out += "log " + String(decoding: bytes, as: UTF8.self) + "\n"
            }
            logged = model.log.total
            for effect in effects {
                switch effect {
                case .reply(_, let answer):
                    var bytes: [UInt8] = []
                    answer.write(into: &bytes)
                    out += "answer " + String(decoding: bytes, as: UTF8.self) + "\n"
                case .output(let record):
                    out += "output " + record.line + "\n"
                default:
                    break
                }
            }
        }
        for (index, line) in lines.enumerated() {
            now = time(index)
            take(.line(line))
        }
        for key in keys { take(.key(.character(key))) }
        return out
    }

    static func every10ms(from start: Date) -> (Int) -> Date {
        { start.addingTimeInterval(Double($0) / 100) }
    }

    func verify(_ text: String, named name: String) {
        if let failure = Snapshot.verify(text, named: name) { Issue.record(Comment(rawValue: failure)) }
    }

    /// The drifting trip: every update applied, warned, and acked with its warning; then the
    /// user ends the trip (`b`, confirmed), so an intent goes out too.
    @Test func theDriftingTripWritesWhatItWrote() {
        let lines = Self.socketLines(IntakeStream.trip(count: 120, countdown: .drifting))
        let text = Self.written(lines, time: Self.every10ms(from: IntakeStream.start), keys: ["b", "y"])
        #expect(text.components(separatedBy: "WARN_INCONSISTENT_CONTENT").count > 100)
        #expect(text.contains("output {\"type\":\"intent\""))
        verify(text, named: "warning-path-drifting-trip")
    }

    @Test func theConsistentTripWritesWhatItWrote() {
        let lines = Self.socketLines(IntakeStream.trip(count: 60, countdown: .consistent))
        let text = Self.written(lines, time: Self.every10ms(from: IntakeStream.start))
        #expect(!text.contains("WARN_INCONSISTENT_CONTENT"))
        verify(text, named: "warning-path-consistent-trip")
    }

    @Test func theFourTypeMixWritesWhatItWrote() {
        let lines = Self.socketLines(IntakeStream.mix(count: 80))
        let text = Self.written(lines, time: Self.every10ms(from: IntakeStream.start.addingTimeInterval(60)))
        verify(text, named: "warning-path-four-type-mix")
    }

    /// Every kind of warning and refusal the demo's faulty backend makes, as socket lines:
    /// warnings with their codes and messages in the ack, rejections in replies.
    @Test func theFaultyBackendWritesWhatItWrote() {
        let lines = FaultyBackendSession.lines.map { IncomingLine(body: $0.body, source: .socket(client: 1), number: $0.number) }
        let text = Self.written(lines, time: { FaultyBackendSession.time(ofLine: $0 + 1) })
        #expect(text.contains("\"warnings\":[") && text.contains("\"type\":\"reply\""))
        verify(text, named: "warning-path-faulty-backend")
    }
}
