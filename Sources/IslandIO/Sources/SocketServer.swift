import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--socket [PATH]`: a Unix stream socket that producers write NDJSON lines to and that talks
/// back. Every client receives every output record (intents and lifecycle changes) and the
/// replies to its own lines (see `SocketProtocol`).
///
/// The listening, the connection table and the moving of bytes are the `ConnectionServer`'s,
/// which the APNs endpoint shares; this type is the NDJSON protocol on top.
///
/// Clients take turns: what a client sends is read into its own queue of complete lines, and
/// each turn of the loop hands over at most `lineBudget` lines of each client, clients in
/// rotating order (served last in the turn, as pending events). A client's socket is
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
package final class SocketServer: EventSource, EffectSink, ConnectionHandler {
    package typealias Connection = ServedConnection<SocketConnection>

    package let path: String
    package let name: String
    package var status: SourceStatus { server.status }
    /// What may wait to be sent to one client before it is disconnected as not reading.
    package let maximumOutgoingBytes: Int

    private var server: ConnectionServer<SocketServer>!
    private let identity: FileIdentity?
    private let allowedUID: UInt32
    /// The answer being written (see `deliver`).
    private var answer: [UInt8] = []
    /// The client that was answered last: a client's answers come one after another.
    private var lastAnswered: Connection?
    /// The push tokens announced so far: a client hears the current ones first (see `opened`).
    private var tokens = TokenRegister()

    static let chunkSize = 64 * 1024
    /// Lines handed over per turn from all clients together, shared out evenly...
    static let turnLineBudget = 1024
    /// ...but never fewer than this per client.
    static let minimumLineBudget = 16
    /// Where the next turn's round of clients starts (rotates, so no client is always first).
    private var roundStart = 0
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
        let listener = try Self.listen(at: resolved)
        identity = try? FileStatus.ofLink(path: resolved).get().identity
        // A producer may connect only to listen (intents, lifecycle changes) and stay silent for
        // hours: no handshake or idle deadline on the socket, and no table limit but descriptors.
        // One read a turn, and only while its queue of lines is nearly empty (see `wantsInput`).
        let limits = ConnectionLimits(turnReadBytes: Self.chunkSize, minimumReadBytes: Self.chunkSize,
                                      maximumOutgoingBytes: maximumOutgoingBytes,
                                      acceptPause: Double(Self.acceptPauseMilliseconds) / 1000)
        server = ConnectionServer(name: name, listener: listener, limits: limits, handler: self)
    }

    package var clientCount: Int { server.count }

    package var pollRequests: [PollRequest] { server.pollRequests }

    /// Lines one client may hand over per turn: the turn's budget shared among the clients.
    package var lineBudget: Int {
        max(Self.minimumLineBudget, Self.turnLineBudget / max(1, server.count))
    }

    package func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        server.handle(descriptor: descriptor, revents: revents)
        return server.takeEvents()
    }

    /// Lines read and not yet handed over, and what the server has to say.
    package var hasPendingEvents: Bool {
        server.hasEvents || server.connections.contains { !$0.session.pending.isEmpty }
    }

    package func handlePending(now: Date) -> [AppEvent] {
        handOverPendingLines()
        return server.takeEvents()
    }

    package var nextMonotonicDeadline: Double? { server.nextDeadline }

    package func handleMonotonicDeadline(_ seconds: Double, now: Date) -> [AppEvent] {
        server.handleDeadline(seconds)
        return server.takeEvents()
    }

    package func deliver(_ effect: AppEffect) {
        switch effect {
        case .output(let record):
            tokens.note(record)
            let bytes = Array((record.line + "\n").utf8)
            for connection in server.connections {
                server.send(bytes, to: connection)
            }
        case .reply(.socket(let client), let lineAnswer):
            guard let connection = connection(client) else { return }
            // Written as bytes into a buffer kept from answer to answer: one per line taken in.
            answer.removeAll(keepingCapacity: true)
            lineAnswer.write(into: &answer)
            answer.append(0x0A)
            server.send(answer, to: connection)
        case .reply, .bell, .setClock, .quit, .apnsFaults:
            break
        }
    }

    package func takeEvents() -> [AppEvent] { server.takeEvents() }

    package func finishTurn() { server.flushAll() }

    package var wantsToFinishTurn: Bool { server.hasFullBatch }

    /// The connected client with number `id`.
    private func connection(_ id: Int) -> Connection? {
        if let last = lastAnswered, last.id == id, server.isOpen(last) { return last }
        lastAnswered = server.connections.first(where: { $0.id == id })
        return lastAnswered
    }

    /// Disconnects every client, closes the socket and removes its file (if it is still the
    /// one this server made).
    package func close() {
        guard server.listener >= 0 else { return }
        server.close()
        lastAnswered = nil
        if let identity, case .success(let info) = FileStatus.ofLink(path: path), info.identity == identity {
            unlink(path)
        }
    }

    // MARK: ConnectionHandler

    package func open(descriptor fd: Int32, id: Int) -> Result<(stream: any ByteStream, session: SocketConnection), ConnectionRefusal> {
        switch PeerCredentials.of(socket: fd) {
        case .success(let peer) where peer.uid == allowedUID:
            return .success((PlainStream(descriptor: fd), SocketConnection()))
        case .success(let peer):
            return .failure(ConnectionRefusal(Sentence(.socketRefusedUID, ["uid": String(peer.uid), "pid": String(peer.pid), "allowed": String(allowedUID)])))
        case .failure(let error):
            return .failure(ConnectionRefusal(Sentence(.socketRefusedUnknownUID, ["reason": error.reason])))
        }
    }

    /// A producer learns where to push before anything else, as an app that starts observing
    /// pushTokenUpdates gets the current token first.
    package func opened(_ connection: Connection) {
        for record in tokens.current {
            server.send(Array((record.line + "\n").utf8), to: connection)
        }
    }

    /// Complete lines go into the client's queue; they are handed over by
    /// `handOverPendingLines`, in turn with the other clients.
    package func received(_ bytes: UnsafeRawBufferPointer, on connection: Connection) {
        connection.session.pending += connection.session.splitter.append(bytes)
    }

    /// Read again only when its queue is nearly empty: a flood backs up in the kernel.
    package func wantsInput(_ connection: Connection) -> Bool {
        connection.session.pending.count < lineBudget
    }

    package func produceOutput(for connection: Connection) -> Bool { true }
    package func isFinished(_ connection: Connection) -> Bool { false }

    /// Shut down for writing only (`nc -N`, socat): it may still read replies.
    package func inputEnded(on connection: Connection) -> Bool {
        dropUnfinishedLine(of: connection, reason: .socketClientStoppedSending)
        return true
    }

    package func isIdle(_ connection: Connection) -> Bool { connection.session.pending.isEmpty }

    package func retire(_ connection: Connection, because reason: ConnectionRetirement) {}

    package func closed(_ connection: Connection) {
        // Lines it sent in full are applied, though nobody hears the answers any more.
        handOver(from: connection, limit: connection.session.pending.count)
        if !connection.inputClosed { dropUnfinishedLine(of: connection, reason: .socketClientDisconnected) }
        if lastAnswered === connection { lastAnswered = nil }
    }

    // MARK: Lines

    /// One round: each client with lines waiting hands over at most `lineBudget` of them.
    private func handOverPendingLines() {
        let waiting = server.connections.filter { !$0.session.pending.isEmpty }
        guard !waiting.isEmpty else { return }
        let budget = lineBudget
        let start = roundStart % waiting.count
        roundStart &+= 1
        for connection in waiting[start...] + waiting[..<start] {
            handOver(from: connection, limit: budget)
        }
    }

    private func handOver(from connection: Connection, limit: Int) {
        let session = connection.session
        let count = min(limit, session.pending.count)
        for body in session.pending.prefix(count) {
            session.lineNumber += 1
            server.emit(.line(IncomingLine(body: body, source: .socket(client: connection.id), number: session.lineNumber)))
        }
        session.pending.removeFirst(count)
    }

    private func dropUnfinishedLine(of connection: Connection, reason: StringKey) {
        let session = connection.session
        let dropped = session.splitter.reset()
        guard dropped > 0 else { return }
        server.emit(.sourceError(name: name, message: Sentence(reason, ["id": String(connection.id), "line": String(session.lineNumber + session.pending.count + 1), "bytes": String(dropped)])))
    }

    // MARK: Setting up

    /// Makes the directory (0700) when missing. The default directory must be the user's own
    /// and private; a directory the user named is left as it is.
    static func prepareDirectory(_ directory: String, isDefault: Bool) throws(SocketServerError) {
        switch FileStatus.of(path: directory) {
        case .success(let info):
            guard info.isDirectory else { throw .unsafeDirectory(path: directory, reason: Sentence(.socketDirectoryNotDirectory)) }
            guard isDefault else { return }
            guard info.owner == getuid() else {
                throw .unsafeDirectory(path: directory, reason: Sentence(.socketDirectoryNotYours, ["owner": String(info.owner), "user": String(getuid())]))
            }
            if info.permissions != 0o700, chmod(directory, 0o700) != 0 {
                throw .unsafeDirectory(path: directory, reason: Sentence(.socketDirectoryNotPrivate, ["reason": SystemError("chmod").reason]))
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
