import Foundation
import IslandCore

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
Report.compare("Intake: one line from bytes to the lifecycle", decode, against: peer, target: "the whole intake within 4× of bare Foundation parsing")
