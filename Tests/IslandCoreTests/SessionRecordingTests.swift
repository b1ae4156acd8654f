import IslandText
import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandJSON
@testable import IslandSimulator

/// What `--record` keeps: every input, the simulator's pushes, the source entries of the events
/// pane, the clock's speed and pause — and not the keys that steer the clock or quit.
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
        #expect(SessionRecording.initial(model, at: t0.addingTimeInterval(1)) == [
            RecordedLine(arrival: t0, input: .log(.info, "listening on /tmp/x.sock")),
            RecordedLine(arrival: t0.addingTimeInterval(1), input: .clock(speed: 1, paused: false)),
        ])
        let events: [AppEvent] = [
            .sourceStatus(SourceStatus(name: "socket", state: .clients(0))),
            .sourceStatus(SourceStatus(name: "socket", state: .clients(1))),
            .sourceError(name: "tail a", message: Sentence(.sourceTruncated, ["path": "a"])),
        ]
        var recorded: [RecordedInput] = []
        for event in events {
            let before = model
            _ = AppReducer.update(&model, event, now: t0)
            recorded += SessionRecording.played(by: event, from: before, to: model)
        }
        // A client coming or going is counted in the status line, not an entry of the pane;
        // an error is recorded as its English text and as its sentence, which a replay words in
        // its own screen's language.
        #expect(recorded == [.log(.error, .sourceError(name: "tail a", message: Sentence(.sourceTruncated, ["path": "a"])))])
        let line = RecordedLine(arrival: t0, input: recorded[0]).line
        #expect(line.contains(#""source":"log","level":"error","text":"tail a: a was truncated""#), "\(line)")
        #expect(line.contains(#""sentence":{"key":"sourceTruncated","arguments":{"path":"a"}}"#), "\(line)")
        #expect(ReplayScript.items(fromLines: [Array(line.utf8)], file: "x").first?.input == recorded[0], "read back typed")
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

    @Test func theClockIsRecordedAsItStartsAndAsItChanges() {
        var model = AppModel(speed: 10)
        #expect(SessionRecording.initial(model, at: t0).last == RecordedLine(arrival: t0, input: .clock(speed: 10, paused: false)))
        var recorded: [RecordedInput] = []
        for key in ["+", "p", "l", "p", "-", "-"] {
            let event = AppEvent.key(.character(Character(key)))
            #expect(SessionRecording.input(of: event, in: model) == (key == "l" ? .key(.character("l")) : nil))
            let before = model
            _ = AppReducer.update(&model, event, now: t0)
            recorded += SessionRecording.played(by: event, from: before, to: model)
        }
        #expect(recorded == [
            .clock(speed: 30, paused: false), .clock(speed: 30, paused: true), .clock(speed: 30, paused: false),
            .clock(speed: 10, paused: false), .clock(speed: 5, paused: false),
        ])
    }

    @Test func clockRecordsRoundTrip() {
        let records = [
            RecordedLine(arrival: t0, input: .clock(speed: 10, paused: false)),
            RecordedLine(arrival: t0.addingTimeInterval(1.5), input: .clock(speed: 0.25, paused: true)),
        ]
        #expect(records.map(\.line) == [
            #"{"arrival":1764421200.000,"source":"clock","speed":10,"paused":false}"#,
            #"{"arrival":1764421201.500,"source":"clock","speed":0.25,"paused":true}"#,
        ])
        func read(_ line: String) -> RecordedLine? {
            (try? JSONParser.parse(Array(line.utf8)).objectValue).flatMap(RecordedLine.init)
        }
        #expect(records.map { read($0.line) } == records)
        #expect(read(#"{"arrival":1,"source":"clock","speed":0}"#) == nil, "a speed must be above 0")
        #expect(read(#"{"arrival":1,"source":"clock","speed":1e19}"#) == nil, "a speed beyond ClockSpeed.range would overflow the clock")
    }
}
