import Foundation
import IslandJSON

/// Turns a recorded or hand-written NDJSON stream into timed inputs for `island replay`.
/// A `--record` file carries each input's arrival time, source and line number. A plain file
/// of push payloads is timed by `aps.timestamp` (see `PushPacing`); a line without one (a
/// bare state, a broken line) comes with the line before it, and the first timed line sets
/// the start for everything before it. Blank lines are skipped (line numbers still count
/// them); a line over the 64 KiB limit arrives as `tooLong`, as a live source delivers it.
package enum ReplayScript {
    /// - Parameters:
    ///   - lines: the file's lines without their newlines; line numbers count from 1. Plain
    ///     payload lines come from `LineSource.replay` ("replay line 12" in the events pane).
    ///   - file: the file's name.
    ///   - untimedStart: when a file without any timed line plays (all of it at once).
    package static func items(fromLines lines: [[UInt8]], file: String,
                             untimedStart: Date = Date(timeIntervalSince1970: 0)) -> [ReplayItem] {
        var items: [ReplayItem] = []
        var pendingUntimed: [IncomingLine] = []
        var lastTime: Date?
        var pacing = PushPacing()
        for (offset, bytes) in lines.enumerated() {
            let number = offset + 1
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            // A record may be longer than a line may be (its line is escaped JSON): parse it whole.
            let object = try? JSONParser.parse(bytes).objectValue
            if let object, var record = RecordedLine(object) {
                // A hand-written record without a source island knows or a line number: the
                // events pane names the replay file's line.
                if case .line(var line) = record.input, line.source == .replay, line.number == 0 {
                    line.number = number
                    record.input = .line(line)
                }
                items.append(ReplayItem(time: record.arrival, input: record.input))
                lastTime = max(record.arrival, lastTime ?? record.arrival)
                continue
            }
            // A plain line over the limit arrives as a live source delivers it: unread, so
            // untimed (it comes with the line before).
            let tooLong = bytes.count > IncomingLine.maximumLength
            let line = IncomingLine(body: tooLong ? .tooLong(byteCount: bytes.count) : .bytes(bytes), source: .replay, number: number)
            if let time = pacing.time(of: tooLong ? nil : object) {
                let feedTime = max(time, lastTime ?? time)
                items += pendingUntimed.map { ReplayItem(time: feedTime, line: $0) }
                pendingUntimed.removeAll()
                items.append(ReplayItem(time: feedTime, line: line))
                lastTime = feedTime
            } else if let lastTime {
                items.append(ReplayItem(time: lastTime, line: line))
            } else {
                pendingUntimed.append(line)
            }
        }
        items += pendingUntimed.map { ReplayItem(time: untimedStart, line: $0) }
        return items
    }

    /// Splits a file's bytes into lines at `\n` (a last line without one counts too).
    package static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
