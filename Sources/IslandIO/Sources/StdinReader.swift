import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--stdin`: lines from standard input. At end of input the last line is handed over even
/// without its newline, the status says EOF, and the descriptor is no longer polled (a pipe or
/// file at EOF is always "ready": polling it would spin).
///
/// Standard input's flags are left alone: O_NONBLOCK would change the open file description
/// island shares with the shell (a tty left non-blocking breaks the shell after island exits).
/// Instead the reader makes exactly one `read` per readiness report, which cannot block.
package final class StdinReader: EventSource {
    package let descriptor: Int32
    package let name: String
    package private(set) var status: SourceStatus
    private var splitter = LineSplitter()
    private var lineNumber = 0
    private var atEnd = false
    private var queued: [AppEvent]

    static let chunkSize = 64 * 1024

    /// Reads `descriptor` (standard input unless a test passes a pipe). The descriptor is not
    /// closed by `close()`: it is the process's standard input.
    package init(descriptor: Int32 = STDIN_FILENO, name: String = "stdin") {
        self.descriptor = descriptor
        self.name = name
        status = SourceStatus(name: name, state: .running)
        queued = [.sourceStatus(status)]
    }

    package var pollRequests: [PollRequest] {
        var requests: [PollRequest] = []
        if !atEnd { requests.append(PollRequest(descriptor: descriptor, events: Int16(POLLIN))) }
        return requests
    }

    /// The first status, before anything is read.
    package var hasPendingEvents: Bool { !queued.isEmpty }

    package func handlePending(now: Date) -> [AppEvent] {
        defer { queued = [] }
        return queued
    }

    package func handle(descriptor ready: Int32, revents: Int16, now: Date) -> [AppEvent] {
        if ready == descriptor, !atEnd { readOnce(revents: revents) }
        defer { queued = [] }
        return queued
    }

    package func close() {
        atEnd = true
        queued = []
    }

    private func readOnce(revents: Int16) {
        if revents & Int16(POLLNVAL) != 0 {
            queued.append(.sourceError(name: name, message: Sentence(.stdinNotOpen)))
            finish()
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        switch Descriptor.read(descriptor, into: buffer) {
        case .bytes(let count):
            for body in splitter.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                emit(body)
            }
        case .wouldBlock:
            break
        case .endOfFile:
            finish()
        case .failed(let code):
            queued.append(.sourceError(name: name, message: Sentence(.stdinReadFailed, ["reason": SystemError("read", code: code).reason])))
            finish()
        }
    }

    private func emit(_ body: IncomingLine.Body) {
        lineNumber += 1
        queued.append(.line(IncomingLine(body: body, source: .stdin, number: lineNumber)))
    }

    private func finish() {
        if let last = splitter.finish() { emit(last) }
        atEnd = true
        status.state = .endOfInput
        queued.append(.sourceStatus(status))
    }
}
