import Foundation
import IslandCore
import IslandIO
import IslandUI

// Benchmarks of the hot paths, each against a peer measured in the same run, so the ratio
// means the same on any machine. Run with `swift run -c release island-bench`.

let start = Date(timeIntervalSince1970: 1_764_417_600)
let trip = TripSimulator(seed: 42, start: start)
let lines: [[UInt8]] = trip.schedule.indices.map { index in
    let push = trip.push(at: index)
    var aps = JSONObject()
    aps["timestamp"] = .number(JSONNumber(push.timestamp!.timeIntervalSince1970))
    aps["event"] = .string(push.event.rawValue)
    aps["content-state"] = push.contentState.map(JSONValue.object)
    if let attributes = push.attributes {
        aps["attributes-type"] = .string(TripLiveActivityAttributes.typeName)
        aps["attributes"] = .object(attributes)
        aps["alert"] = ["title": "RNV 5", "body": "Abfahrt"]
    }
    return Array(JSONWriter.string(["aps": .object(aps), "activity-id": "rnv5-trip"]).utf8)
}

print("island-bench — \(ProcessInfo.processInfo.processorCount) cores\n")

let decode = Benchmark(name: "island: decode + validate + apply", itemsPerCall: lines.count, unit: "lines") {
    var system = LiveActivitySystem()
    for (index, line) in lines.enumerated() {
        let incoming = IncomingLine(body: .bytes(line), source: .stdin, number: index + 1)
        if case .success(let push) = PushDecoder.decode(incoming) {
            _ = system.receive(push, now: push.timestamp ?? start)
        }
    }
}.run()
let peer = Benchmark(name: "peer: JSONSerialization parse only", itemsPerCall: lines.count, unit: "lines") {
    for line in lines { _ = try? JSONSerialization.jsonObject(with: Data(line)) }
}.run()
// The intake decodes built-in content states with Foundation's own JSONDecoder (exactly what
// iOS accepts), so it costs several bare parses; the target is that a 10 000-line burst (the
// sources' test size) is taken in well under a second.
let burstMilliseconds = 10_000 / decode.itemsPerSecond * 1000
Report.compare("Intake: one line from bytes to the lifecycle", decode, against: peer,
               target: String(format: "a 10 000-line burst in %.0f ms; target under 1 000 ms", burstMilliseconds))

// A frame: the whole dashboard at 120×40 in the middle of the trip, against the bare cost of
// writing the same text into a grid. Rendering must stay far below a terminal's frame time.
var model = AppModel(simulations: [SimulationRun(trip)])
let midTrip = trip.departure.addingTimeInterval(trip.arrival.timeIntervalSince(trip.departure) / 2)
_ = AppReducer.update(&model, .tick, now: midTrip)
let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
let frameLines = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context).lines
let frame = Benchmark(name: "island: dashboard frame 120×40", itemsPerCall: 1, unit: "frames") {
    _ = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
}.run()
let textOnly = Benchmark(name: "peer: the same text written into a grid", itemsPerCall: 1, unit: "frames") {
    var grid = Grid(width: 120, height: 40)
    for (y, line) in frameLines.enumerated() { grid.text(line, x: 0, y: y) }
}.run()
Report.compare("Render: one frame of the dashboard", frame, against: textOnly,
               target: String(format: "%.0f µs a frame; a 60 Hz terminal allows 16 667 µs", frame.secondsPerCall * 1e6))

// Lines from a socket or a followed file: splitting 10 000 NDJSON lines in 64 KiB reads,
// against Foundation splitting the same bytes at newlines.
let stream: [UInt8] = Array((0..<10_000).map { lines[$0 % lines.count] + [0x0A] }.joined())
let chunks = stride(from: 0, to: stream.count, by: 65_536).map { Array(stream[$0..<min($0 + 65_536, stream.count)]) }
let splitter = Benchmark(name: "island: LineSplitter, 64 KiB reads", itemsPerCall: 10_000, unit: "lines") {
    var splitter = LineSplitter()
    var count = 0
    for chunk in chunks { count += splitter.append(chunk).count }
    precondition(count == 10_000)
}.run()
let foundationSplit = Benchmark(name: "peer: Data.split(separator: newline)", itemsPerCall: 10_000, unit: "lines") {
    let data = Data(stream)
    precondition(data.split(separator: 0x0A).count == 10_000)
}.run()
Report.compare("Sources: splitting a burst of lines", splitter, against: foundationSplit,
               target: "at least as fast as Foundation's split, with the 64 KiB limit enforced")
