import Foundation
import IslandCore
import IslandSimulator

/// The lint input of several types with schemas: the four simulated apps (trip, ride,
/// delivery, workout — each type decoded through its schema) started, then their updates in
/// turn, a tenth of a second apart, so every activity stays within the 8-hour limit and in
/// order. About as long a line as the trip's, but four schemas, enums, optionals and dates.
struct MixLines {
    /// The same lines as an NDJSON file in a temporary directory (removed by `remove()`).
    let file: String

    init(count: Int) throws {
        let simulations = SimulationSet(.all, start: TripLines.start).simulations
        var lines: [[UInt8]] = simulations.map { Array(PushEncoder.line($0.push(at: 0)).utf8) }
        lines.reserveCapacity(count)
        var turns = Array(repeating: 0, count: simulations.count)
        while lines.count < count {
            let which = lines.count % simulations.count
            let simulation = simulations[which]
            // Updates only (not the start, not the end), each app's in its own order.
            let updates = simulation.schedule.count - 2
            let index = 1 + turns[which] % updates
            turns[which] += 1
            let timestamp = TripLines.start.addingTimeInterval(60 + Double(lines.count) / 10)
            var push: Push
            if let trip = simulation as? TripSimulator {
                // The one type with a consistency rule: its countdown moves with the timestamp.
                push = TripLines.update(trip, at: index, timestamp: timestamp)
            } else {
                push = simulation.push(at: index)
                push.timestamp = timestamp
                push.staleDate = timestamp.addingTimeInterval(120)
            }
            lines.append(Array(PushEncoder.line(push).utf8))
        }
        file = try TripLines.write(lines, name: "type-mix.ndjson")
    }

    /// Removes the file (the directory is the trip file's too).
    func remove() {
        try? FileManager.default.removeItem(atPath: file)
    }
}
