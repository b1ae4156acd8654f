import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport

/// What `--record` keeps: every input, the simulator's pushes, the source entries of the events
/// pane — and not the keys that steer the clock or quit.
@Suite struct SessionRecordingTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    @Test func linesKeysAndClicksAreRecordedBeforeTheyAreApplied() {
        let model = AppModel(system: BuiltInTypes.system())
        let line = IncomingLine(#"{"delay":1}"#, source: .socket(client: 2), number: 4)
        #expect(SessionRecording.input(of: .line(line), in: model) == .line(line))
        #expect(SessionRecording.input(of: .key(.tab), in: model) == .key(.tab))
        #expect(SessionRecording.input(of: .key(.character("b")), in: model) == .key(.character("b")))
        #expect(SessionRecording.input(of: .activate(.stopButton(activityID: "a")), in: model) == .click(.stopButton(activityID: "a")))
        #expect(SessionRecording.input(of: .tick, in: model) == nil)
        #expect(SessionRecording.input(of: .terminate(signal: "SIGINT"), in: model) == nil)
    }

    @Test func clockAndQuitKeysAreNotRecorded() {
        var model = AppModel(system: BuiltInTypes.system())
        for key in ["p", "+", "=", "-", "_", "q", "Q"] {
            #expect(!SessionRecording.isReplayable(.character(Character(key)), in: model), "\(key)")
        }
        model.showHelp = true
        #expect(SessionRecording.isReplayable(.character("q"), in: model), "q closes the help")
        #expect(!SessionRecording.isReplayable(.character("p"), in: model), "p pauses even under the help")
        model.showHelp = false
        model.pending = .endAll(app: "com.example")
        #expect(SessionRecording.isReplayable(.character("y"), in: model), "the prompt's answer is recorded")
    }

    @Test func simulatorPushesAreRecordedAsThePayloadsTheyAre() throws {
        let trip = TripSimulator(seed: 2, start: t0)
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(trip)])
        let before = model
        _ = AppReducer.update(&model, .tick, now: trip.schedule[2])
        let played = SessionRecording.played(by: .tick, from: before, to: model)
        #expect(played == (0...2).map { .line(IncomingLine(body: .bytes(Array(PushEncoder.line(trip.push(at: $0)).utf8)), source: .simulator, number: 0)) })
        let again = model
        _ = AppReducer.update(&model, .tick, now: trip.schedule[2].addingTimeInterval(0.5))
        #expect(SessionRecording.played(by: .tick, from: again, to: model).isEmpty)
    }

    @Test func sourceEntriesOfTheEventsPaneAreRecorded() {
        var model = AppModel(system: BuiltInTypes.system())
        model.log.append(LogEntry(time: t0, level: .info, text: "listening on /tmp/x.sock"))
        #expect(SessionRecording.initial(model) == [RecordedLine(arrival: t0, input: .log(.info, "listening on /tmp/x.sock"))])
        let events: [AppEvent] = [
            .sourceStatus(SourceStatus(name: "socket", state: .clients(0))),
            .sourceStatus(SourceStatus(name: "socket", state: .clients(1))),
            .sourceError(name: "tail a", message: "gone"),
        ]
        var recorded: [RecordedInput] = []
        for event in events {
            let before = model
            _ = AppReducer.update(&model, event, now: t0)
            recorded += SessionRecording.played(by: event, from: before, to: model)
        }
        #expect(recorded == [.log(.info, "socket: 1 client"), .log(.error, "tail a: gone")])
    }

    @Test func aReplayRecordedAgainKeepsItsInputs() {
        let items = [
            ReplayItem(time: t0, input: .key(.character("l"))),
            ReplayItem(time: t0.addingTimeInterval(1), input: .log(.warning, "note")),
        ]
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: items)
        let before = model
        _ = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(1))
        #expect(SessionRecording.played(by: .tick, from: before, to: model) == items.map(\.input))
        #expect(model.log.entries.last?.text == "note")
        #expect(!model.locked)
    }
}
