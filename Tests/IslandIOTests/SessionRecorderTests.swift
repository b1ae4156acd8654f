import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandJSON
import IslandTypes
import IslandSimulator
#endif

/// `--record FILE` in the real run loop: the recorder sees every event before it is applied
/// and the model after, and the file it writes replays to the same ending.
@Suite struct SessionRecorderTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func records(in path: String) throws -> [RecordedLine] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try ReplayScript.lines(of: Array(data)).map { line in
            let object = try #require(try JSONParser.parse(line).objectValue)
            return try #require(RecordedLine(object), "\(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test func aSessionIsRecordedAndItsRecordingReplaysToTheSameEnd() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("session.ndjson")
        let recorder = try SessionRecorder(path: path)
        defer { recorder.close() }

        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        let frontend = RunLoopRecordingFrontend(journal: RunLoopJournal())
        var typed = false
        frontend.onPresent = { model, _ in
            if model.system.activity("rnv5-trip") != nil, !typed {
                typed = true
                // A clock key, unlock, Beenden: the first is not recorded, the others are.
                keyboard.type("+lb")
            } else if model.system.activity("rnv5-trip")?.endRequest != nil {
                keyboard.type("q")
            }
        }
        var model = AppModel(system: LiveActivitySystem(types: BuiltInTypes.registry), simulations: [SimulationRun(TripSimulator(seed: 1, start: start))])
        model.log.append(LogEntry(time: start, level: .info, text: "recording → session.ndjson"))
        let loop = RunLoop(model: model, clock: clock, sources: [keyboard], sinks: [recorder], frontend: frontend,
                           observers: [recorder])
        let final = loop.run()
        #expect(final.system.activity("rnv5-trip")?.endRequest != nil, "the simulated app has the intent")

        let recorded = try records(in: path)
        #expect(recorded.count == recorder.count)
        #expect(recorded.map(\.input) == [
            .log(.info, "recording → session.ndjson"),
            .clock(speed: 1, paused: false),
            .line(IncomingLine(body: .bytes(Array(PushEncoder.line(TripSimulator(seed: 1, start: start).push(at: 0)).utf8)),
                               source: .simulator, number: 0)),
            .clock(speed: 2, paused: false),
            .key(.character("l")),
            .key(.character("b")),
        ], "the session's first entry and clock, the simulator's start, + as the clock it set, and the keys but + and q")
        #expect(recorded.allSatisfy { $0.arrival == start }, "the manual clock never moved")

        // The replay of the file ends the trip the same way, at the same moment.
        var replay = AppModel(system: LiveActivitySystem(types: BuiltInTypes.registry))
        replay.replay = ReplayRun(items: ReplayScript.items(fromLines: try ReplayScript.lines(of: Array(Data(contentsOf: URL(fileURLWithPath: path)))), file: path))
        let effects = AppReducer.update(&replay, .tick, now: start)
        #expect(replay.system.activity("rnv5-trip")?.endRequest != nil)
        #expect(effects.contains(.output(.intent(Intent(name: "EndTripIntent", activityID: "rnv5-trip", app: TripSimulator.app), at: start))))
        #expect(replay.log.entries.map(\.text) == final.log.entries.map(\.text))
        #expect(replay.speed == 2, "the replay runs at the speed the session ran at")
        #expect(effects.contains(.setClock(speed: 2, paused: false)))
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() {
        #expect(throws: RecordFileError.self) { try SessionRecorder(path: "/nonexistent-dir/x.ndjson") }
    }

    @Test func recordsAreAppended() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("r.ndjson")
        FileWriter.append("{\"earlier\":true}\n", to: path)
        let recorder = try SessionRecorder(path: path)
        recorder.willApply(.key(.tab), to: AppModel(), now: start)
        recorder.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "{\"earlier\":true}\n{\"arrival\":1764417600.000,\"source\":\"clock\",\"speed\":1,\"paused\":false}\n"
            + "{\"arrival\":1764417600.000,\"source\":\"keyboard\",\"key\":\"tab\"}\n")
    }
}
