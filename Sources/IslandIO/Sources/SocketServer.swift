import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--socket [PATH]`: a Unix stream socket that producers write NDJSON lines to and that talks
/// back. Every client receives every output record (intents and lifecycle changes) and the
/// replies to its own lines (see `SocketProtocol`).
///
/// Clients take turns: what a client sends is read into its own queue of complete lines, and
/// each turn of the loop hands over at most `lineBudget` lines of each client, clients in
/// rotating order (served last in the turn, through the wake descriptor). A client's socket is
/// read again only when its queue is nearly empty, so a flood backs up in the kernel, not in
/// island, and a new client's first line waits for at most one budget of every other client.
///
/// Only the user who runs island may connect (the directory is 0700, the socket 0600, and
/// each peer's uid is checked with SO_PEERCRED). A client cannot hurt the loop: lines over
/// 64 KiB are counted, not buffered; what waits to be sent to it is bounded, and a client that
/// does not read is disconnected; a client that went away costs a failed send, never SIGPIPE.
/// When accepting fails (out of descriptors: EMFILE, ENFILE), the listener leaves the poll set
/// for `acceptPauseMilliseconds` and the new clients wait in the kernel's queue; the trouble is
/// said once, and so is its end — never a loop that spins on a listener it cannot serve.
package final class SocketServer: EventSource, EffectSink {
    package let path: String
    package let name: String
    package private(set) var status: SourceStatus
    /// What may wait to be sent to one client before it is disconnected as not reading.
    package let maximumOutgoingBytes: Int

    private var listener: Int32
    private let identity: FileIdentity?
    private let allowedUID: UInt32
    private let wake: WakeDescriptor
    /// Brings the listener back after a pause in accepting (made up front: when accepting
    /// fails for want of descriptors, no new one could be made).
    private let acceptTimer: TimerDescriptor
    private var acceptPaused = false
    /// Why accepting failed, from the first failure until a client is accepted again.
    private var acceptTrouble: String?
    private var connections: [Int32: SocketConnection] = [:]
    private var nextClientID = 1
    private var queued: [AppEvent] = []
    /// The answer being written (see `deliver`).
    private var answer: [UInt8] = []
    /// The client that was answered last: a client's answers come one after another.
    private var lastAnswered: SocketConnection?
    /// The push tokens announced so far: a client hears the current ones first (see `admit`).
    private var tokens = TokenRegister()

    static let chunkSize = 64 * 1024
    /// Lines handed over per turn from all clients together, shared out evenly...
    static let turnLineBudget = 1024
    /// ...but never fewer than this per client.
    static let minimumLineBudget = 16
    /// Where the next turn's round of clients starts (rotates, so no client is always first).
    private var roundStart = 0
    static let acceptBudget = 64
    static let acceptPauseMilliseconds = 500

    /// Opens the socket at `path` (nil: `SocketPath.defaultPath()`). Throws when another
    /// dashboard answers there, when a non-socket file has the name, or when the directory
    /// cannot be made private. A stale socket file (nobody listening) is replaced.
    package convenience init(path: String? = nil, maximumOutgoingBytes: Int = 256 * 1024) throws(SocketServerError) {
        try self.init(path: path, maximumOutgoingBytes: maximumOutgoingBytes, allowedUID: getuid())
    }

    /// `allowedUID` is the uid a peer must have; tests pass another to see a refusal.
    init(path: String?, maximumOutgoingBytes: Int, allowedUID: UInt32) throws(SocketServerError) {
        let resolved = path ?? SocketPath.defaultPath()
        self.path = resolved
        self.name = "socket"
        self.maximumOutgoingBytes = maximumOutgoingBytes
        self.allowedUID = allowedUID
        try Self.prepareDirectory(SocketPath.directory(of: resolved), isDefault: path == nil)
        if case .untrusted(let reason) = SocketPlace.verdict(for: resolved, user: getuid()) {
            throw .untrustedPlace(path: resolved, reason: reason)
        }
        try Self.removeStaleSocket(at: resolved)
        listener = try Self.listen(at: resolved)
        identity = try? FileStatus.ofLink(path: resolved).get().identity
        do throws(SystemError) {
            wake = try WakeDescriptor()
            acceptTimer = try TimerDescriptor()
        } catch {
            Descriptor.close(listener)
            unlink(resolved)
            throw .system(error)
        }
        status = SourceStatus(name: name, state: .clients(0))
        queued = [.sourceStatus(status)]
    }

    package var clientCount: Int { connections.count }

    package var pollRequests: [PollRequest] {
        guard listener >= 0 else { return [] }
        var requests = [acceptPaused ? acceptTimer.request : PollRequest(descriptor: listener, events: Int16(POLLIN))]
        for connection in connections.values.sorted(by: { $0.id < $1.id }) {
            var events: Int16 = 0
            // After the client shut down its sending side, only a hangup (always reported)
            // or room to send matters: asking for POLLIN at EOF would spin.
            if !connection.inputClosed, connection.pending.count < lineBudget { events |= Int16(POLLIN) }
            if !connection.outgoing.isEmpty { events |= Int16(POLLOUT) }
            requests.append(PollRequest(descriptor: connection.descriptor, events: events))
        }
        if !queued.isEmpty || connections.values.contains(where: { !$0.pending.isEmpty }) { requests.append(wake.request) }
        return requests
    }

    /// Lines one client may hand over per turn: the turn's budget shared among the clients.
    package var lineBudget: Int {
        max(Self.minimumLineBudget, Self.turnLineBudget / max(1, connections.count))
    }

    package func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        if descriptor == listener {
            acceptClients()
        } else if descriptor == wake.descriptor {
            handOverPendingLines()
        } else if descriptor == acceptTimer.descriptor {
            acceptTimer.acknowledge()
            acceptPaused = false
            acceptClients()
        } else if let connection = connections[descriptor] {
            if revents & Int16(POLLOUT) != 0 { flush(connection) }
            if connections[descriptor] != nil {
                if !connection.inputClosed, revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    read(connection, hungUp: revents & Int16(POLLHUP | POLLERR) != 0)
                } else if revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    disconnect(connection, because: nil)
                }
            }
        }
        defer { queued = [] }
        return queued
    }

    package func deliver(_ effect: AppEffect) {
        switch effect {
        case .output(let record):
            tokens.note(record)
            let bytes = Array((record.line + "\n").utf8)
            for connection in connections.values.sorted(by: { $0.id < $1.id }) {
                send(bytes, to: connection)
            }
        case .reply(.socket(let client), let lineAnswer):
            guard let connection = connection(client) else { return }
            // Written as bytes into a buffer kept from answer to answer: one per line taken in.
            answer.removeAll(keepingCapacity: true)
            lineAnswer.write(into: &answer)
            answer.append(0x0A)
            send(answer, to: connection)
        case .reply, .bell, .setClock, .quit:
            break
        }
    }

    /// The connected client with number `id`.
    private func connection(_ id: Int) -> SocketConnection? {
        if let last = lastAnswered, last.id == id, connections[last.descriptor] === last { return last }
        lastAnswered = connections.values.first(where: { $0.id == id })
        return lastAnswered
    }

    /// Disconnects every client, closes the socket and removes its file (if it is still the
    /// one this server made).
    package func close() {
        guard listener >= 0 else { return }
        // What the last turn queued goes out if the client takes it now.
        for connection in connections.values { flush(connection) }
        for connection in connections.values { Descriptor.close(connection.descriptor) }
        connections = [:]
        Descriptor.close(listener)
        listener = -1
        if let identity, case .success(let info) = FileStatus.ofLink(path: path), info.identity == identity {
            unlink(path)
        }
        wake.close()
        acceptTimer.close()
        queued = []
    }

    // MARK: Clients

    private func acceptClients() {
        for _ in 0..<Self.acceptBudget {
            switch UnixSocket.accept(listener) {
            case .success(nil):
                endAcceptTrouble()
                return
            case .success(let fd?):
                admit(fd)
            case .failure(let error):
                pauseAccepting(because: error)
                return
            }
        }
        endAcceptTrouble()
    }

    /// Every waiting client is accepted (or the turn's budget is, without a failure): a spell
    /// of trouble is over, and said to be.
    private func endAcceptTrouble() {
        guard acceptTrouble != nil else { return }
        acceptTrouble = nil
        queued.append(.sourceError(name: name, message: "accepting clients again"))
    }

    /// EMFILE and friends: the pending clients stay in the kernel's queue while the listener
    /// rests; said once per spell of trouble, not on every retry.
    private func pauseAccepting(because error: SystemError) {
        if acceptTrouble == nil {
            queued.append(.sourceError(name: name, message: "cannot accept a client: \(error.reason); new clients wait, and island tries again every \(Self.acceptPauseMilliseconds) ms until it can"))
        }
        acceptTrouble = error.reason
        do {
            try acceptTimer.arm(milliseconds: Self.acceptPauseMilliseconds)
            acceptPaused = true
        } catch {
            // Without the timer the listener stays polled: retrying on every turn is worse
            // than a pause, but better than never accepting again.
            acceptPaused = false
        }
    }

    private func admit(_ fd: Int32) {
        switch PeerCredentials.of(socket: fd) {
        case .success(let peer) where peer.uid == allowedUID:
            let connection = SocketConnection(id: nextClientID, descriptor: fd)
            nextClientID += 1
            connections[fd] = connection
            updateStatus()
            // A producer learns where to push before anything else, as an app that starts
            // observing pushTokenUpdates gets the current token first.
            for record in tokens.current {
                send(Array((record.line + "\n").utf8), to: connection)
            }
        case .success(let peer):
            Descriptor.close(fd)
            queued.append(.sourceError(name: name, message: "refused a client of uid \(peer.uid) (pid \(peer.pid)): only uid \(allowedUID) may connect"))
        case .failure(let error):
            Descriptor.close(fd)
            queued.append(.sourceError(name: name, message: "refused a client whose uid is unknown: \(error.reason)"))
        }
    }

    /// Reads one chunk into the client's queue of complete lines (they are handed over by
    /// `handOverPendingLines`, in turn with the other clients).
    private func read(_ connection: SocketConnection, hungUp: Bool) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        switch Descriptor.read(connection.descriptor, into: buffer) {
        case .bytes(let count):
            connection.pending += connection.splitter.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            // A hangup with data still unread: the rest, and the end, come on the next turns.
        case .wouldBlock:
            break
        case .endOfFile:
            if hungUp {
                disconnect(connection, because: nil)
            } else {
                // Shut down for writing only (`nc -N`, socat): it may still read replies.
                connection.inputClosed = true
                dropUnfinishedLine(of: connection, reason: "stopped sending")
            }
        case .failed(let code):
            disconnect(connection, because: code == ECONNRESET ? nil : "read: \(SystemError("read", code: code).reason)")
        }
    }

    /// One round: each client with lines waiting hands over at most `lineBudget` of them.
    private func handOverPendingLines() {
        let waiting = connections.values.filter { !$0.pending.isEmpty }.sorted { $0.id < $1.id }
        guard !waiting.isEmpty else { return }
        let budget = lineBudget
        let start = roundStart % waiting.count
        roundStart &+= 1
        for connection in waiting[start...] + waiting[..<start] {
            handOver(from: connection, limit: budget)
        }
    }

    private func handOver(from connection: SocketConnection, limit: Int) {
        let count = min(limit, connection.pending.count)
        for body in connection.pending.prefix(count) {
            connection.lineNumber += 1
            queued.append(.line(IncomingLine(body: body, source: .socket(client: connection.id), number: connection.lineNumber)))
        }
        connection.pending.removeFirst(count)
    }

    /// Queues `bytes` for the client. What a turn of the loop sends a client goes out together
    /// when the loop next polls (the socket is asked for POLLOUT while anything waits), so a
    /// burst of lines costs a few sends and wake-ups of the client, not one per answer. A queue
    /// is sent early once it holds `batchBytes`, so only a client that does not read reaches
    /// the limit.
    private func send(_ bytes: [UInt8], to connection: SocketConnection) {
        if connection.outgoing.count + bytes.count > batchBytes {
            flush(connection)
            guard connections[connection.descriptor] === connection else { return }
        }
        if connection.outgoing.count + bytes.count > maximumOutgoingBytes {
            disconnect(connection, because: "not reading: \(connection.outgoing.count + bytes.count) bytes waiting, over the \(maximumOutgoingBytes / 1024) KiB limit; disconnected")
            return
        }
        connection.outgoing.append(bytes)
    }

    /// How much a client's queue may hold before it is sent without waiting for the next poll.
    private var batchBytes: Int { min(32 * 1024, maximumOutgoingBytes / 4) }

    /// Sends what the socket takes now; the rest waits for POLLOUT.
    private func flush(_ connection: SocketConnection) {
        while !connection.outgoing.isEmpty {
            switch connection.outgoing.withBytes({ Descriptor.send(connection.descriptor, $0) }) {
            case .success(0):
                return
            case .success(let sent):
                connection.outgoing.removeFirst(sent)
            case .failure(let error):
                // EPIPE, ECONNRESET: the client left; nothing to say beyond the count.
                let gone = error.code == EPIPE || error.code == ECONNRESET
                disconnect(connection, because: gone ? nil : "send: \(error.reason)")
                return
            }
        }
    }

    private func disconnect(_ connection: SocketConnection, because problem: String?) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        Descriptor.close(connection.descriptor)
        // Lines it sent in full are applied, though nobody hears the answers any more.
        handOver(from: connection, limit: connection.pending.count)
        if let problem {
            queued.append(.sourceError(name: name, message: "client #\(connection.id) \(problem)"))
        }
        if !connection.inputClosed { dropUnfinishedLine(of: connection, reason: "disconnected") }
        updateStatus()
    }

    private func dropUnfinishedLine(of connection: SocketConnection, reason: String) {
        let dropped = connection.splitter.reset()
        guard dropped > 0 else { return }
        queued.append(.sourceError(name: name, message: "client #\(connection.id) \(reason) in the middle of line \(connection.lineNumber + connection.pending.count + 1); its \(dropped) bytes are dropped"))
    }

    private func updateStatus() {
        let state = SourceStatus.State.clients(connections.count)
        guard status.state != state else { return }
        status.state = state
        queued.append(.sourceStatus(status))
    }

    // MARK: Setting up

    /// Makes the directory (0700) when missing. The default directory must be the user's own
    /// and private; a directory the user named is left as it is.
    static func prepareDirectory(_ directory: String, isDefault: Bool) throws(SocketServerError) {
        switch FileStatus.of(path: directory) {
        case .success(let info):
            guard info.isDirectory else { throw .unsafeDirectory(path: directory, reason: "is not a directory") }
            guard isDefault else { return }
            guard info.owner == getuid() else {
                throw .unsafeDirectory(path: directory, reason: "belongs to uid \(info.owner), not to you (uid \(getuid()))")
            }
            if info.permissions != 0o700, chmod(directory, 0o700) != 0 {
                throw .unsafeDirectory(path: directory, reason: "cannot be made private: \(SystemError("chmod").reason)")
            }
        case .failure(let error) where error.code == ENOENT:
            let parent = SocketPath.directory(of: directory)
            if parent != directory { try prepareDirectory(parent, isDefault: false) }
            if mkdir(directory, 0o700) != 0, errno != EEXIST {
                throw .system(SystemError("mkdir \(directory)"))
            }
            // mkdir's mode passes through the umask; say 0700 outright.
            chmod(directory, 0o700)
        case .failure(let error):
            throw .system(error)
        }
    }

    /// A socket file nobody answers on is left over from a dashboard that died: remove it.
    /// One that answers belongs to a running dashboard.
    static func removeStaleSocket(at path: String) throws(SocketServerError) {
        let info: FileStatus
        switch FileStatus.ofLink(path: path) {
        case .success(let found): info = found
        case .failure(let error) where error.code == ENOENT: return
        case .failure(let error): throw .system(error)
        }
        guard info.isSocket else { throw .notASocket(path: path) }
        let address: UnixSocketAddress
        let probe: Int32
        do throws(SystemError) {
            address = try UnixSocketAddress(path: path)
            probe = try UnixSocket.make(nonBlocking: true)
        } catch {
            throw .system(error)
        }
        let result = UnixSocket.connect(probe, to: address)
        Descriptor.close(probe)
        switch result {
        case 0, EAGAIN, EINPROGRESS:
            throw .alreadyRunning(path: path)
        case ECONNREFUSED:
            if unlink(path) != 0, errno != ENOENT { throw .system(SystemError("remove the stale socket \(path)")) }
        case ENOENT:
            return
        default:
            throw .system(SystemError("connect \(path)", code: result))
        }
    }

    /// Binds and listens. The socket inode is made 0600 before `bind` (Linux gives the file
    /// the socket's mode minus the umask), so no moment exists in which others could connect;
    /// unlike changing the umask, this does not touch process-wide state other threads see.
    static func listen(at path: String) throws(SocketServerError) -> Int32 {
        let fd: Int32
        do throws(SystemError) {
            let address = try UnixSocketAddress(path: path)
            fd = try UnixSocket.make(nonBlocking: true)
            guard fchmod(fd, 0o600) == 0 else {
                let error = SystemError("fchmod the socket")
                Descriptor.close(fd)
                throw error
            }
            let bound = address.withSockaddr { Glibc.bind(fd, $0, $1) }
            guard bound == 0 else {
                let error = SystemError("bind \(path)")
                Descriptor.close(fd)
                throw error
            }
        } catch {
            if error.code == EADDRINUSE { throw .alreadyRunning(path: path) }
            throw .system(error)
        }
        chmod(path, 0o600)
        guard Glibc.listen(fd, 64) == 0 else {
            let error = SystemError("listen \(path)")
            Descriptor.close(fd)
            unlink(path)
            throw .system(error)
        }
        return fd
    }
}
