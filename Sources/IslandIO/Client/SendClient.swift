import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `island send`: connects to a dashboard's socket, sends the payloads of its inputs and
/// reports every line the dashboard sends back, until the dashboard has answered each line
/// it sent (with `follow`, until the dashboard goes away).
///
/// The dashboard answers every line exactly once, with its per-connection line number: an
/// `ack` for an applied line, a `reply` for an ignored or rejected one (see `SocketServer`).
/// Reading and sending interleave in one `poll` loop, so a long input cannot fill the socket
/// while answers pile up unread. Like the dashboard's sources it can also be driven step by
/// step (`pollRequests`, `handle`), which is how tests run it against an in-process server.
///
/// With a pace (`--pace`, `--speed N`) each line waits until its time: the gaps between the
/// lines' `aps.timestamp`s, divided by the speed (see `PaceQueue`).
///
/// Every answer names the input line it answers: the dashboard's `"line"` (its count of the
/// connection's lines) becomes the line's number in its input, with `"file"` beside it (see
/// `SendOrigin`, `SendAnswer`). Each line from the dashboard is parsed once, here; what is
/// printed reads that parse (`SendAnswer`).
package final class SendClient {
    package let socketPath: String
    package let follow: Bool
    /// `--speed N` of `--pace`; nil: every line as soon as it is read.
    package let pace: Double?
    package private(set) var outcome = SendOutcome()

    private var socket: Int32
    private var incoming = LineSplitter()
    private var outgoing = ByteQueue()
    private var readers: [SendInputReader]
    private var current = 0
    private var outputs: [SendOutput] = []
    private var connectionClosed = false
    private var paceQueue: PaceQueue<SendOrigin>?
    /// Where each line sent and not yet answered came from, by the dashboard's count.
    private var origins: [Int: SendOrigin] = [:]
    private let monotonic: @Sendable () -> Double

    /// Input is read only while less than this waits to be sent.
    static let highWater = 64 * 1024
    static let chunkSize = 64 * 1024

    /// Opens every file first (so a typo sends nothing), then connects.
    /// - Parameters:
    ///   - pace: send each line when its time comes, at this speed; nil: at once.
    ///   - monotonic: the clock the pace is kept on (tests pass their own).
    package init(socketPath: String, inputs: [SendInput], follow: Bool, pace: Double? = nil,
                monotonic: @escaping @Sendable () -> Double = VirtualClock.monotonicSeconds) throws(SendError) {
        self.socketPath = socketPath
        self.follow = follow
        self.pace = pace
        self.monotonic = monotonic
        paceQueue = pace.map(PaceQueue.init(speed:))
        var readers: [SendInputReader] = []
        for input in inputs {
            switch input {
            case .file(let path):
                let fd = open(path, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else {
                    let error = SystemError("open \(path)")
                    for reader in readers where reader.ownsDescriptor { Descriptor.close(reader.descriptor) }
                    throw .cannotRead(path: path, reason: Sentence(.plainReason, ["reason": error.reason]))
                }
                readers.append(SendInputReader(input: input, descriptor: fd, ownsDescriptor: true))
            case .standardInput(let fd):
                readers.append(SendInputReader(input: input, descriptor: fd, ownsDescriptor: false))
            }
        }
        do {
            socket = try DashboardSocket.connect(path: socketPath)
        } catch {
            for reader in readers where reader.ownsDescriptor { Descriptor.close(reader.descriptor) }
            throw error
        }
        self.readers = readers
    }

    /// Done: every line answered (or, with `follow`, the dashboard gone), or the connection lost.
    package var isFinished: Bool {
        if connectionClosed { return true }
        return !follow && current >= readers.count && outgoing.isEmpty && paceQueue?.isEmpty != false
            && outcome.answered >= outcome.sent
    }

    /// When the next paced line is due, on the `monotonic` clock; nil when none waits.
    package var nextDeadline: Double? { connectionClosed ? nil : paceQueue?.nextDue }

    /// Moves the paced lines whose time has come to the socket. `handle` does this too; a
    /// driver calls it when `nextDeadline` has passed and no descriptor was ready.
    package func releaseDue() {
        guard var queue = paceQueue, !connectionClosed else { return }
        for line in queue.takeDue(now: monotonic()) { send(line.bytes, from: line.tag) }
        paceQueue = queue
        flush()
    }

    package var pollRequests: [PollRequest] {
        guard !connectionClosed else { return [] }
        var requests = [PollRequest(descriptor: socket, events: Int16(POLLIN) | (outgoing.isEmpty ? 0 : Int16(POLLOUT)))]
        if current < readers.count, outgoing.count + (paceQueue?.byteCount ?? 0) < Self.highWater {
            requests.append(PollRequest(descriptor: readers[current].descriptor, events: Int16(POLLIN)))
        }
        return requests
    }

    /// A descriptor of `pollRequests` is ready: read or send what is there.
    package func handle(descriptor: Int32, revents: Int16) -> [SendOutput] {
        releaseDue()
        if descriptor == socket, !connectionClosed {
            if revents & Int16(POLLOUT) != 0 { flush() }
            if revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { readSocket() }
        } else if current < readers.count, descriptor == readers[current].descriptor {
            readInput()
        }
        if !connectionClosed { flush() }
        defer { outputs = [] }
        return outputs
    }

    /// Runs to the end, passing each output to `output` as it happens, escaped for printing
    /// (`SendOutput.escaped`); closes the connection. `turnEnded` is called whenever what was
    /// ready has been handled, before the client waits again: a caller that buffers what it
    /// prints flushes there, so nothing waits while the client sleeps.
    package func run(output print: (SendOutput) -> Void, turnEnded: () -> Void = {}) -> SendOutcome {
        func output(_ item: SendOutput) { print(item.escaped) }
        defer { turnEnded() }
        while !isFinished {
            turnEnded()
            var descriptors = pollRequests.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
            guard !descriptors.isEmpty else { break }
            var timeout: Int32 = -1
            if let due = nextDeadline {
                timeout = Int32(min(max(0, ((due - monotonic()) * 1000).rounded(.up)), Double(Int32.max)))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                output(.problem("poll: \(SystemError("poll").reason)"))
                outcome.connectionLost = true
                break
            }
            if ready == 0 {
                releaseDue()
                for item in outputs { output(item) }
                outputs = []
            }
            for ready in descriptors where ready.revents != 0 {
                for item in handle(descriptor: ready.fd, revents: ready.revents) { output(item) }
            }
        }
        close()
        return outcome
    }

    package func close() {
        if socket >= 0 { Descriptor.close(socket) }
        socket = -1
        connectionClosed = true
        for index in current..<readers.count where readers[index].ownsDescriptor {
            Descriptor.close(readers[index].descriptor)
        }
        current = readers.count
    }

    // MARK: The dashboard's side

    private func readSocket() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var budget = 4 * Self.chunkSize
        while budget > 0 {
            switch Descriptor.read(socket, into: buffer) {
            case .bytes(let count):
                budget -= count
                for body in incoming.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { receive(body) }
            case .wouldBlock:
                return
            case .endOfFile:
                closedByDashboard(nil)
                return
            case .failed(let code):
                closedByDashboard(SystemError("read", code: code).reason)
                return
            }
        }
    }

    private func receive(_ body: IncomingLine.Body) {
        guard case .bytes(let bytes) = body else {
            outputs.append(.problem("the dashboard sent a line over 64 KiB; skipped"))
            return
        }
        var answer = SendAnswer(line: bytes)
        if let verdict = answer.verdict, verdict.line >= 1, verdict.line <= outcome.sent {
            if verdict.applied { outcome.applied += 1 } else { outcome.notApplied += 1 }
            answer.origin = origins.removeValue(forKey: verdict.line)
        }
        outputs.append(.received(answer))
    }

    private func closedByDashboard(_ reason: String?) {
        connectionClosed = true
        let unanswered = outcome.sent - outcome.answered
        let waiting = paceQueue?.count ?? 0
        if unanswered > 0 || current < readers.count || !outgoing.isEmpty || waiting > 0 {
            outcome.connectionLost = true
            let why = reason.map { " (\($0))" } ?? ""
            let unsent = current < readers.count || waiting > 0 ? " and before all input was sent" : ""
            outputs.append(.problem("the dashboard closed the connection\(why) before answering \(unanswered) line\(unanswered == 1 ? "" : "s")\(unsent)"))
        }
    }

    private func flush() {
        while !outgoing.isEmpty {
            switch outgoing.withBytes({ Descriptor.send(socket, $0) }) {
            case .success(0):
                return
            case .success(let count):
                outgoing.removeFirst(count)
            case .failure(let error):
                closedByDashboard(error.reason)
                return
            }
        }
    }

    // MARK: The inputs

    /// One read per readiness report: standard input stays blocking (its flags are shared with
    /// the shell), and one read after POLLIN cannot block.
    private func readInput() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var reader = readers[current]
        switch Descriptor.read(reader.descriptor, into: buffer) {
        case .bytes(let count):
            for body in reader.splitter.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                take(body, from: &reader)
            }
            readers[current] = reader
        case .wouldBlock:
            break
        case .endOfFile:
            if let last = reader.splitter.finish() { take(last, from: &reader) }
            for line in reader.framer.finish() { enqueue(line, from: reader) }
            finishInput(reader)
        case .failed(let code):
            outputs.append(.problem("cannot read \(reader.name): \(SystemError("read", code: code).reason)"))
            outcome.notSent += 1
            finishInput(reader)
        }
    }

    private func take(_ body: IncomingLine.Body, from reader: inout SendInputReader) {
        reader.lineNumber += 1
        switch body {
        case .tooLong(let count):
            let origin = SendOrigin(file: reader.input.fileName, line: reader.lineNumber)
            outputs.append(.problem("\(origin.description): \(count) bytes, over the \(IncomingLine.maximumLength / 1024) KiB limit of a line; not sent"))
            outcome.notSent += 1
        case .bytes(let bytes):
            for line in reader.framer.feed(bytes, number: reader.lineNumber) { enqueue(line, from: reader) }
        }
    }

    private func enqueue(_ line: PayloadFramer.Line, from reader: SendInputReader) {
        let origin = SendOrigin(file: reader.input.fileName, line: line.number)
        guard line.bytes.count <= IncomingLine.maximumLength else {
            outputs.append(.problem("\(origin.description): a document of \(line.bytes.count) bytes is over the \(IncomingLine.maximumLength / 1024) KiB limit of a line; not sent"))
            outcome.notSent += 1
            return
        }
        if paceQueue != nil {
            paceQueue?.add(line.bytes, tag: origin, now: monotonic())
            releaseDue()
        } else {
            send(line.bytes, from: origin)
        }
    }

    /// Puts a line in the socket's queue; it counts as sent from here on.
    private func send(_ line: [UInt8], from origin: SendOrigin) {
        outgoing.append(line)
        outgoing.append(CollectionOfOne(0x0A))
        outcome.sent += 1
        origins[outcome.sent] = origin
    }

    private func finishInput(_ reader: SendInputReader) {
        if reader.ownsDescriptor { Descriptor.close(reader.descriptor) }
        current += 1
    }
}
