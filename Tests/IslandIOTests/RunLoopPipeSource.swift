import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A keyboard made of a pipe: every byte written to it arrives as a key press.
final class RunLoopPipeSource: EventSource {
    let readEnd: Int32
    let writeEnd: Int32
    private(set) var reads = 0

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe: \(errno)")
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    /// Types keys: they wait in the pipe until the loop polls.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        let written = write(writeEnd, bytes, bytes.count)
        precondition(written == bytes.count)
    }

    var pollRequests: [PollRequest] { [PollRequest(descriptor: readEnd, events: Int16(POLLIN))] }
    var isUserInput: Bool { true }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        reads += 1
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &buffer, buffer.count)
        guard count > 0 else { return [] }
        return buffer[0..<count].map { .key(.character(Character(Unicode.Scalar($0)))) }
    }

    func close() {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
