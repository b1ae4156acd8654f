import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A producer of payload lines on a pipe that takes one line per turn, as a source that
/// bounds its reads does: a burst of lines needs many turns of the loop. `onRead` runs after
/// each line (move a fake clock, write the next line, type a key).
final class RunLoopLineSource: EventSource {
    let readEnd: Int32
    let writeEnd: Int32
    private(set) var reads = 0
    var onRead: (Int) -> Void = { _ in }

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe: \(errno)")
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    /// Queues lines; they wait in the pipe until the loop reads them, one per turn.
    func write(_ lines: [String]) {
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
            precondition(written > 0, "the pipe is full")
            offset += written
        }
    }

    var pollRequests: [PollRequest] { [PollRequest(descriptor: readEnd, events: Int16(POLLIN))] }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1, byte != 0x0A { line.append(byte) }
        guard !line.isEmpty else { return [] }
        reads += 1
        defer { onRead(reads) }
        return [.line(IncomingLine(body: .bytes(line), source: .stdin, number: reads))]
    }

    func close() {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
