import Foundation
import IslandCore
import IslandSimulator

/// The lint input of several types with schemas: the four simulated apps (trip, ride,
/// delivery, workout — each type decoded through its schema) started, then their updates in
/// turn, a tenth of a second apart (`IntakeStream.mix`). About as long a line as the trip's,
/// but four schemas, enums, optionals and dates.
struct MixLines {
    /// The same lines as an NDJSON file in a temporary directory (removed by `remove()`).
    let file: String

    init(count: Int) throws {
        file = try TripLines.write(IntakeStream.mix(count: count).map { Array(PushEncoder.line($0).utf8) }, name: "type-mix.ndjson")
    }

    /// Removes the file (the directory is the trip file's too).
    func remove() {
        try? FileManager.default.removeItem(atPath: file)
    }
}
