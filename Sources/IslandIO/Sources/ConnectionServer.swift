import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// The one listener on the poll loop, for the Unix socket and the APNs endpoint alike: it
/// accepts, keeps the connection table, moves bytes through each client's `ByteStream` (plain
/// or TLS), and leaves what the bytes mean to its `ConnectionHandler`.
///
/// - Accepting: at most `acceptBudget` a turn. When accepting fails (out of descriptors:
///   EMFILE, ENFILE) the listener leaves the poll set for `acceptPause` and the new clients
///   wait in the kernel's queue; the trouble is said once, and so is its end — never a loop
///   that spins on a listener it cannot serve, nor a line per failure.
/// - The table: at most `maximumConnections`; a newcomer at a full table takes the place of
///   the oldest idle client (never one accepted in the same round: its first bytes are read
///   first); when none is idle, new clients wait in the kernel's queue while the listener
///   rests, said once per spell.
/// - Deadlines on the monotonic clock: a client that has not finished its handshake and sent
///   its first bytes within `handshakeTimeout`, or that sat idle for `idleTimeout`, is retired
///   (the handler's last words, e.g. a GOAWAY, then closed).
/// - Fair turns: a client is read at most its share of `turnReadBytes` per turn of the loop,
///   so keys and frames keep their latency however many clients flood; what TLS decrypted
///   ahead is read as pending work on the next turn.
/// - Bounded output: at most `maximumOutgoingBytes` wait for a client; the handler stops
///   reading while they do, and `send` disconnects a client that does not read.
package final class ConnectionServer<Handler: ConnectionHandler> {
    package typealias Connection = ServedConnection<Handler.Session>

    package let name: String
    package let limits: ConnectionLimits
    package private(set) var listener: Int32
    package private(set) var status: SourceStatus
    private unowned let handler: Handler
    private let monotonic: () -> Double
    private var table: [Int32: Connection] = [:]
    /// The clients in the order they came (ids rise), for fair turns and the oldest idle.
    private var ordered: [Connection] = []
    private var nextID = 1
    private var events: [AppEvent] = []
    /// When the listener is polled again after accepting failed.
    private var acceptResumesAt: Double?
    /// Why accepting failed, from the first failure until a client is accepted again.
    private var acceptTrouble: String?
    /// Spells of trouble said once each, until they end.
    private var saidTableFull = false
    private var saidHandshakeTimeout = false
    /// Clients closed since the heap was last trimmed.
    private var closedSinceTrim = 0
    /// Counts calls of `accept` (see `ServedConnection.acceptRound`).
    private var acceptRound = 0
    private var buffer: UnsafeMutableRawBufferPointer

    package static var acceptBudget: Int { 64 }

    /// - Parameters:
    ///   - listener: a listening, non-blocking socket; the server closes it in `close()`.
    ///   - monotonic: the clock deadlines are kept on (the run loop's frame clock).
    package init(name: String, listener: Int32, limits: ConnectionLimits, handler: Handler,
                 monotonic: @escaping () -> Double = VirtualClock.monotonicSeconds) {
        self.name = name
        self.listener = listener
        self.limits = limits
        self.handler = handler
        self.monotonic = monotonic
        buffer = .allocate(byteCount: max(1, limits.minimumReadBytes, min(limits.turnReadBytes, 64 * 1024)), alignment: 1)
        status = SourceStatus(name: name, state: .clients(0))
        events = [.sourceStatus(status)]
    }

    deinit { buffer.deallocate() }

    package var count: Int { ordered.count }
    package var connections: [Connection] { ordered }

    /// What the server and its handler said since the last call.
    package func takeEvents() -> [AppEvent] {
        defer { events = [] }
        return events
    }

    package func emit(_ event: AppEvent) { events.append(event) }
    package var hasEvents: Bool { !events.isEmpty }

    package func connection(at descriptor: Int32) -> Connection? { table[descriptor] }

    /// Whether `connection` is still in the table.
    package func isOpen(_ connection: Connection) -> Bool { table[connection.descriptor] === connection }

    // MARK: For the loop

    package var pollRequests: [PollRequest] {
        guard listener >= 0 else { return [] }
        var requests: [PollRequest] = []
        requests.reserveCapacity(ordered.count + 1)
        for connection in ordered {
            var events: Int16 = 0
            if !connection.stream.handshakeDone {
                events = Int16(POLLIN)
            } else if !connection.inputClosed, !connection.closing, handler.wantsInput(connection) {
                // After the client shut down its sending side only a hangup (always reported)
                // or room to send matters: asking for POLLIN at EOF would spin.
                events = Int16(POLLIN)
            }
            if !connection.outgoing.isEmpty || connection.wantsWrite { events |= Int16(POLLOUT) }
            requests.append(PollRequest(descriptor: connection.descriptor, events: events))
        }
        // Last: the clients accepted in the round before are read before the next round may
        // make room by closing them.
        if acceptResumesAt == nil { requests.append(PollRequest(descriptor: listener, events: Int16(POLLIN))) }
        return requests
    }

    /// Clients whose TLS layer holds bytes poll will not announce, ready to be read.
    package var hasPendingInput: Bool {
        ordered.contains { $0.stream.handshakeDone && $0.stream.hasBufferedInput && !$0.inputClosed && !$0.closing && handler.wantsInput($0) }
    }

    /// Reads what TLS decrypted ahead (one share each).
    package func readPendingInput() {
        for connection in ordered where connection.stream.hasBufferedInput && isOpen(connection) && !connection.closing
            && !connection.inputClosed && handler.wantsInput(connection) {
            read(connection, hungUp: false)
        }
    }

    package func handle(descriptor: Int32, revents: Int16) {
        if descriptor == listener {
            accept()
            return
        }
        guard let connection = table[descriptor] else { return }
        if revents & Int16(POLLNVAL) != 0 {
            return disconnect(connection, because: nil)
        }
        if revents & Int16(POLLOUT) != 0 {
            connection.wantsWrite = false
            if connection.stream.handshakeDone { flush(connection) } else { continueHandshake(connection) }
        }
        guard isOpen(connection) else { return }
        let hungUp = revents & Int16(POLLHUP | POLLERR) != 0
        if revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            if !connection.stream.handshakeDone {
                continueHandshake(connection)
                if isOpen(connection), connection.stream.handshakeDone, !connection.closing { read(connection, hungUp: hungUp) }
            } else if !connection.inputClosed, !connection.closing {
                read(connection, hungUp: hungUp)
            } else if hungUp {
                disconnect(connection, because: nil)
            }
        }
    }

    /// The next handshake or idle deadline, or the end of the listener's rest.
    package var nextDeadline: Double? {
        var next = acceptResumesAt
        guard limits.handshakeTimeout != nil || limits.idleTimeout != nil else { return next }
        for connection in ordered {
            if let due = deadline(of: connection) { next = next.map { min($0, due) } ?? due }
        }
        return next
    }

    package func handleDeadline(_ now: Double) {
        if let resume = acceptResumesAt, resume <= now {
            acceptResumesAt = nil
            accept()
        }
        for connection in ordered {
            guard let due = deadline(of: connection), due <= now else { continue }
            if connection.established {
                retire(connection, because: .idleTimeout)
            } else {
                if !saidHandshakeTimeout {
                    saidHandshakeTimeout = true
                    emit(.sourceError(name: name, message: Sentence(.serverHandshakeTimeout, ["time": Self.seconds(limits.handshakeTimeout ?? 0)])))
                }
                retire(connection, because: .handshakeTimeout)
            }
        }
    }

    private func deadline(of connection: Connection) -> Double? {
        if !connection.established { return limits.handshakeTimeout.map { connection.openedAt + $0 } }
        guard let idle = limits.idleTimeout, handler.isIdle(connection), connection.outgoing.isEmpty else { return nil }
        return connection.lastActivity + idle
    }

    // MARK: Sending

    /// Queues `bytes` for the client; one that lets more than `maximumOutgoingBytes` wait is
    /// disconnected as not reading. Sent at the end of the turn (`flushAll`, after the log),
    /// so a burst of answers costs a few sends; once `batchBytes` wait for a client,
    /// `hasFullBatch` asks the loop to finish the turn after the event.
    package func send(_ bytes: [UInt8], to connection: Connection) {
        if connection.outgoing.count + bytes.count > batchBytes { hasFullBatch = true }
        if connection.outgoing.count + bytes.count > limits.maximumOutgoingBytes {
            disconnect(connection, because: Sentence(.serverClientNotReading, ["bytes": String(connection.outgoing.count + bytes.count), "limit": String(limits.maximumOutgoingBytes / 1024)]))
            return
        }
        connection.outgoing.append(bytes)
    }

    private var batchBytes: Int { min(32 * 1024, limits.maximumOutgoingBytes / 4) }

    /// Whether a client has a full batch of answers waiting: sent before the next event.
    package private(set) var hasFullBatch = false

    /// Sends what the handler has and the socket takes now; the rest waits for POLLOUT. A
    /// finished or closing connection closes once its output is gone.
    package func flush(_ connection: Connection) {
        guard isOpen(connection), connection.stream.handshakeDone else { return }
        while true {
            guard handler.produceOutput(for: connection) else {
                return disconnect(connection, because: Sentence(.serverSessionFailed))
            }
            if connection.outgoing.isEmpty { break }
            let outcome = connection.outgoing.withBytes { connection.stream.write($0) }
            switch outcome {
            case .bytes(let sent) where sent > 0:
                connection.outgoing.removeFirst(sent)
                connection.lastActivity = monotonic()
                continue
            case .bytes, .wantWrite, .wantRead:
                connection.wantsWrite = outcome == .wantRead
            case .closed:
                return disconnect(connection, because: nil)
            case .failed(let reason):
                return disconnect(connection, because: Sentence(.serverStreamFailed, ["reason": reason]))
            }
            break
        }
        if connection.outgoing.isEmpty, connection.closing || handler.isFinished(connection) {
            disconnect(connection, because: nil)
        }
    }

    /// Sends what waits for every client (before a frame: answers reach their senders first).
    package func flushAll() {
        hasFullBatch = false
        for connection in ordered where !connection.outgoing.isEmpty { flush(connection) }
    }

    // MARK: Accepting

    private func accept() {
        guard listener >= 0 else { return }
        acceptRound += 1
        for _ in 0..<Self.acceptBudget {
            if let maximum = limits.maximumConnections, ordered.count >= maximum {
                // Room is made only for a client that is there.
                guard UnixSocket.hasPendingConnection(listener) else { return endAcceptTrouble() }
                if let idle = oldestIdle() {
                    retire(idle, because: .makeRoom)
                } else {
                    // Only clients of this round are idle: the rest wait in the kernel's queue
                    // for the next round. None idle at all: the listener rests, said once.
                    if !ordered.contains(where: { handler.isIdle($0) }) { tableFull(maximum) }
                    return
                }
            }
            switch UnixSocket.accept(listener) {
            case .success(nil):
                return endAcceptTrouble()
            case .success(let fd?):
                admit(fd)
            case .failure(let error):
                return pauseAccepting(because: error)
            }
        }
        endAcceptTrouble()
    }

    /// Every waiting client is accepted (or the turn's budget is, without a failure): a spell
    /// of trouble is over, and said to be.
    private func endAcceptTrouble() {
        guard acceptTrouble != nil else { return }
        acceptTrouble = nil
        emit(.sourceError(name: name, message: Sentence(.serverAcceptingAgain)))
    }

    /// EMFILE and friends: the pending clients stay in the kernel's queue while the listener
    /// rests; said once per spell of trouble, not on every retry. An idle client makes room.
    private func pauseAccepting(because error: SystemError) {
        if acceptTrouble == nil {
            emit(.sourceError(name: name, message: Sentence(.serverCannotAccept, ["reason": error.reason, "time": Self.seconds(limits.acceptPause)])))
        }
        acceptTrouble = error.reason
        acceptResumesAt = monotonic() + limits.acceptPause
        if let idle = oldestIdle() { retire(idle, because: .makeRoom) }
    }

    /// Every client is busy: new ones wait in the kernel's queue while the listener rests.
    private func tableFull(_ maximum: Int) {
        if !saidTableFull {
            saidTableFull = true
            emit(.sourceError(name: name, message: Sentence(.serverAllBusy, ["count": String(maximum), "time": Self.seconds(limits.acceptPause)])))
        }
        acceptResumesAt = monotonic() + limits.acceptPause
    }

    private func admit(_ fd: Int32) {
        saidTableFull = false
        let id = nextID
        nextID += 1
        switch handler.open(descriptor: fd, id: id) {
        case .failure(let refusal):
            Descriptor.close(fd)
            emit(.sourceError(name: name, message: refusal.reason))
        case .success(let made):
            let now = monotonic()
            let connection = Connection(id: id, descriptor: fd, stream: made.stream, session: made.session, now: now)
            connection.acceptRound = acceptRound
            table[fd] = connection
            ordered.append(connection)
            updateStatus()
            handler.opened(connection)
            // What the client sent with its connect is read in this turn, not the next.
            if made.stream.handshakeDone { read(connection, hungUp: false) } else { continueHandshake(connection) }
        }
    }

    /// The idle client that has been quiet longest.
    private func oldestIdle() -> Connection? {
        var oldest: Connection?
        for connection in ordered where !connection.closing && connection.acceptRound != acceptRound && handler.isIdle(connection) {
            if oldest.map({ connection.lastActivity < $0.lastActivity }) ?? true { oldest = connection }
        }
        return oldest
    }

    // MARK: Moving bytes

    private func continueHandshake(_ connection: Connection) {
        switch connection.stream.handshake() {
        case .bytes:
            saidHandshakeTimeout = false
            connection.lastActivity = monotonic()
            flush(connection)
        case .wantRead:
            break
        case .wantWrite:
            connection.wantsWrite = true
        case .closed:
            disconnect(connection, because: nil)
        case .failed(let reason):
            disconnect(connection, because: Sentence(.serverTLSHandshakeFailed, ["reason": reason]))
        }
    }

    /// Reads at most this turn's share (see the type's comment).
    private func read(_ connection: Connection, hungUp: Bool) {
        var allowance = max(limits.minimumReadBytes, limits.turnReadBytes / max(1, ordered.count))
        while allowance > 0, isOpen(connection), !connection.closing, !connection.inputClosed, handler.wantsInput(connection) {
            let chunk = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, allowance)])
            switch connection.stream.read(into: chunk) {
            case .bytes(let count):
                allowance -= count
                connection.lastActivity = monotonic()
                if !connection.established {
                    connection.established = true
                    saidHandshakeTimeout = false
                }
                handler.received(UnsafeRawBufferPointer(rebasing: chunk[0..<count]), on: connection)
                // A short read took what there was: the next would only say so (EAGAIN). More
                // that arrives meanwhile is announced by the next poll, and what TLS holds is
                // pending input.
                if count < chunk.count { break }
                continue
            case .wantRead:
                break
            case .wantWrite:
                connection.wantsWrite = true
            case .closed:
                if hungUp || !handler.inputEnded(on: connection) {
                    return disconnect(connection, because: nil)
                }
                connection.inputClosed = true
            case .failed(let reason):
                return disconnect(connection, because: Sentence(.serverStreamFailed, ["reason": reason]))
            }
            break
        }
        flush(connection)
    }

    /// Retires a client: the handler's last words go out if the socket takes them now, then it
    /// closes (a client that does not read is not waited for).
    package func retire(_ connection: Connection, because reason: ConnectionRetirement) {
        guard isOpen(connection) else { return }
        handler.retire(connection, because: reason)
        connection.closing = true
        flush(connection)
        disconnect(connection, because: nil)
    }

    package func disconnect(_ connection: Connection, because problem: Sentence?) {
        guard table.removeValue(forKey: connection.descriptor) != nil else { return }
        ordered.removeAll { $0 === connection }
        connection.stream.shutdown()
        Descriptor.close(connection.descriptor)
        handler.closed(connection)
        if let problem { emit(.sourceError(name: name, message: Sentence(.serverClientProblem, ["id": String(connection.id)], sentences: ["problem": problem]))) }
        updateStatus()
        // After many clients left (an abusive crowd), their buffers' memory goes back.
        closedSinceTrim += 1
        if closedSinceTrim >= 64 || (ordered.isEmpty && closedSinceTrim >= 16) {
            HeapTrim.now()
            closedSinceTrim = 0
        }
    }

    /// Closes every client and the listener (what waits goes out if the client takes it now).
    package func close() {
        guard listener >= 0 else { return }
        for connection in ordered { flush(connection) }
        for connection in ordered {
            connection.stream.shutdown()
            Descriptor.close(connection.descriptor)
        }
        table = [:]
        ordered = []
        Descriptor.close(listener)
        listener = -1
        events = []
    }

    private func updateStatus() {
        let state = SourceStatus.State.clients(ordered.count)
        guard status.state != state else { return }
        status.state = state
        emit(.sourceStatus(status))
    }

    private static func seconds(_ value: Double) -> String {
        value < 1 ? "\(Int((value * 1000).rounded())) ms" : "\(Int(value.rounded())) s"
    }
}
