import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Ends a benchmark's run loop: when another thread writes to `descriptor` (the feeder has
/// had every answer), or at a moment on the app clock (the idle run).
final class StopSource: EventSource {
    private let readEnd: Int32
    /// Write one byte here, from any thread, to stop the loop.
    let descriptor: Int32
    let nextDeadline: Date?

    init(at deadline: Date? = nil) {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe: \(errno)")
        readEnd = ends[0]
        descriptor = ends[1]
        nextDeadline = deadline
    }

    var pollRequests: [PollRequest] { [PollRequest(descriptor: readEnd, events: Int16(POLLIN))] }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] { [.terminate(signal: "benchmark done")] }

    func handleDeadline(now: Date) -> [AppEvent] { [.terminate(signal: "benchmark done")] }

    func close() {
        Glibc.close(readEnd)
        Glibc.close(descriptor)
    }
}
