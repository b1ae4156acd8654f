import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A client that never stops sending: always ready (a pipe kept full), and each turn it hands
/// the loop a bounded batch of lines, numbered turn × 1000 + index.
final class RunLoopFloodSource: EventSource {
    let linesPerTurn: Int
    private let readEnd: Int32
    private let writeEnd: Int32
    private(set) var turns = 0
    var onTurn: (Int) -> Void = { _ in }

    init(linesPerTurn: Int) {
        self.linesPerTurn = linesPerTurn
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe: \(errno)")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Makes the source ready: one byte that is never read stands for the endless backlog.
    func start() {
        var byte: UInt8 = 0x2E
        precondition(write(writeEnd, &byte, 1) == 1)
    }

    var pollRequests: [PollRequest] { [PollRequest(descriptor: readEnd, events: Int16(POLLIN))] }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        turns += 1
        defer { onTurn(turns) }
        let line = #"{"currentStop":"A","nextStop":"B","nextStopTime":786114810,"remainingTime":60,"delay":0,"occupancy":"low","phase":"inProgress","progress":0.5}"#
        return (0..<linesPerTurn).map { .line(IncomingLine(line, source: .socket(client: 1), number: turns * 1000 + $0)) }
    }

    func close() {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
