import IslandTypes
import IslandJSON
import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `--apns [HOST:]PORT`: APNs's provider API on the dashboard's poll loop — HTTP/2 over TLS
/// (ALPN `h2`) or, with `--apns-cleartext`, HTTP/2 with prior knowledge. A request APNs would
/// refuse is answered at once with APNs's status and `{"reason":…}` (and said in the events
/// pane); one APNs would accept becomes a line for the device (`LineSource.apns`), and its
/// stream is answered 200 when the reducer's verdict comes back (`AppEffect.reply`), in the
/// same loop turn, with island's verdict in `x-island-*` headers.
///
/// No thread per connection and no blocking call: each connection reads at most `readBudget`
/// bytes a turn, keeps at most `outgoingLimit` bytes to send (and stops reading while they
/// wait, so a client that does not read is held back by TCP, not buffered), and carries at most
/// `maximumStreams` streams of bounded headers and bodies: memory per connection is bounded.
package final class APNsServer: EventSource, EffectSink {
    package let name = "apns"
    package let host: String
    /// The port listened on (the one the kernel chose when asked for 0).
    package let port: UInt16
    package let usesTLS: Bool

    static let maximumConnections = 128
    static let maximumStreams: UInt32 = 256
    static let outgoingLimit = 256 * 1024
    static let readBudget = 256 * 1024
    static let chunkSize = 16 * 1024
    static let acceptBudget = 64

    private let tls: TLSContext?
    private let auth: APNsAuthPolicy
    private let wallClock: () -> Date
    private var listener: Int32
    private let wake: WakeDescriptor
    private var connections: [Int32: APNsConnection] = [:]
    private var register = TokenRegister()
    /// The apps' broadcast channels (`/1/apps/<bundle>/channels`).
    private var channels = BroadcastChannels()
    /// Forced failures (`--apns-fault`, `POST /island/faults`).
    package var faults = APNsFaultPlan()
    /// Requests a forced delay holds, due on the dashboard's clock.
    private var held: [(due: Date, connection: APNsConnection, stream: Int32, message: HTTP2Message, number: Int)] = []
    /// The dashboard's clock at the last event, for the due time of a held request.
    private var loopNow = Date()
    /// Requests handed to the device, by request number: the stream that waits for its verdict.
    private var waiting: [Int: (connection: APNsConnection, stream: Int32)] = [:]
    private var queued: [AppEvent] = []
    private var nextRequest = 1
    private var nextConnectionID = 1
    private var status: SourceStatus

    /// - Parameters:
    ///   - tls: nil for cleartext HTTP/2 (prior knowledge).
    ///   - wallClock: the time provider tokens are judged by: real time, as APNs's, whatever
    ///     speed the dashboard's clock runs at.
    package init(host: String, port: UInt16, tls: TLSContext?, auth: APNsAuthPolicy, wallClock: @escaping () -> Date = Date.init) throws(APNsServerError) {
        self.host = host
        self.tls = tls
        self.usesTLS = tls != nil
        self.auth = auth
        self.wallClock = wallClock
        do throws(SystemError) {
            listener = try TCPSocket.listen(host: host, port: port)
        } catch {
            throw .listen(host: host, port: port, error)
        }
        self.port = TCPSocket.localPort(listener) ?? port
        do {
            wake = try WakeDescriptor()
        } catch {
            Descriptor.close(listener)
            throw .system(error)
        }
        status = SourceStatus(name: name, state: .clients(0))
        queued = [.sourceStatus(status)]
    }

    /// `https://127.0.0.1:2197` (brackets around an IPv6 address).
    package var url: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(usesTLS ? "https" : "http")://\(shownHost):\(port)"
    }

    package var connectionCount: Int { connections.count }

    // MARK: EventSource

    package var pollRequests: [PollRequest] {
        guard listener >= 0 else { return [] }
        var requests = [PollRequest(descriptor: listener, events: Int16(POLLIN))]
        for connection in connections.values.sorted(by: { $0.id < $1.id }) {
            var events: Int16 = 0
            // While answers wait to be sent, the client's next requests wait in its socket.
            if !connection.closing, connection.outgoing.count < Self.outgoingLimit { events |= Int16(POLLIN) }
            if !connection.outgoing.isEmpty || connection.tlsWantsWrite { events |= Int16(POLLOUT) }
            requests.append(PollRequest(descriptor: connection.descriptor, events: events))
        }
        if !queued.isEmpty { requests.append(wake.request) }
        return requests
    }

    package func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        loopNow = now
        if descriptor == listener {
            acceptClients()
        } else if let connection = connections[descriptor] {
            if revents & Int16(POLLNVAL) != 0 {
                disconnect(connection, because: nil)
            } else {
                if revents & Int16(POLLOUT) != 0 {
                    connection.tlsWantsWrite = false
                    flush(connection)
                }
                if connections[descriptor] === connection, revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    read(connection)
                }
            }
        }
        defer { queued = [] }
        return queued
    }

    package var nextDeadline: Date? { held.map(\.due).min() }

    /// Held requests whose delay is over are checked and answered as any other.
    package func handleDeadline(now: Date) -> [AppEvent] {
        loopNow = now
        let due = held.filter { $0.due <= now }
        held.removeAll { $0.due <= now }
        for entry in due where connections[entry.connection.descriptor] === entry.connection {
            answer(entry.message, number: entry.number, on: entry.stream, of: entry.connection)
            flush(entry.connection)
        }
        defer { queued = [] }
        return queued
    }

    // MARK: EffectSink

    package func deliver(_ effect: AppEffect) {
        switch effect {
        case .output(let record):
            register.note(record)
        case .reply(.apns(let delivery), let verdict):
            guard let entry = waiting.removeValue(forKey: delivery.request),
                  connections[entry.connection.descriptor] === entry.connection else { return }
            let answer = APNsAnswer.accepted(apnsID: delivery.apnsID, verdict: verdict.json,
                                             uniqueID: auth.environment.sendsUniqueID ? UUID().uuidString.lowercased() : nil,
                                             idHeader: delivery.channelID == nil ? "apns-id" : "apns-request-id")
            entry.connection.http.respond(stream: entry.stream, status: answer.status, headers: answer.headers, body: answer.body)
            flush(entry.connection)
        case .reply, .bell, .setClock, .quit:
            break
        }
    }

    /// Says GOAWAY to every client, sends what it can without waiting, and closes.
    package func close() {
        guard listener >= 0 else { return }
        for connection in connections.values {
            connection.http.goAway()
            flush(connection)
            connection.tls?.shutdown()
            Descriptor.close(connection.descriptor)
        }
        connections = [:]
        waiting = [:]
        held = []
        Descriptor.close(listener)
        listener = -1
        wake.close()
        queued = []
    }

    // MARK: Connections

    private func acceptClients() {
        for _ in 0..<Self.acceptBudget {
            switch UnixSocket.accept(listener) {
            case .success(nil):
                return
            case .success(let fd?):
                admit(fd)
            case .failure(let error):
                queued.append(.sourceError(name: name, message: "cannot accept a client: \(error.reason)"))
                return
            }
        }
    }

    private func admit(_ fd: Int32) {
        guard connections.count < Self.maximumConnections else {
            Descriptor.close(fd)
            queued.append(.sourceError(name: name, message: "refused a connection: \(Self.maximumConnections) are open already"))
            return
        }
        TCPSocket.setNoDelay(fd)
        do {
            let stream = try tls.map { context throws(OpenSSLError) in try TLSStream(context: context, descriptor: fd, server: true) }
            let http = try HTTP2Session(role: .server, maximumConcurrentStreams: Self.maximumStreams,
                                        maximumBodyBytes: APNsRequestCheck.bodyLimit + 1)
            let connection = APNsConnection(id: nextConnectionID, descriptor: fd, tls: stream, http: http)
            nextConnectionID += 1
            http.onMessage = { [unowned self, unowned connection] stream, message in
                self.received(message, on: stream, of: connection)
            }
            http.onClose = { [unowned self, unowned connection] stream, _ in
                self.closed(stream, of: connection)
            }
            connections[fd] = connection
            updateStatus()
            if stream == nil { flush(connection) } else { continueHandshake(connection) }
        } catch {
            Descriptor.close(fd)
            queued.append(.sourceError(name: name, message: "cannot set up a connection: \(error)"))
        }
    }

    private func continueHandshake(_ connection: APNsConnection) {
        guard let tls = connection.tls else { return }
        switch tls.handshake() {
        case .bytes:
            flush(connection)
        case .wantRead:
            break
        case .wantWrite:
            connection.tlsWantsWrite = true
        case .closed:
            disconnect(connection, because: nil)
        case .failed(let reason):
            disconnect(connection, because: "TLS handshake failed (does the client trust island's certificate? curl --cacert …): \(reason)")
        }
    }

    private func read(_ connection: APNsConnection) {
        if connection.handshaking {
            continueHandshake(connection)
            if connection.handshaking || connections[connection.descriptor] !== connection { return }
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var budget = Self.readBudget
        while budget > 0, connections[connection.descriptor] === connection, !connection.closing,
              connection.outgoing.count < Self.outgoingLimit {
            let count: Int
            if let tls = connection.tls {
                switch tls.read(into: buffer) {
                case .bytes(let read): count = read
                case .wantRead: return flush(connection)
                case .wantWrite:
                    connection.tlsWantsWrite = true
                    return flush(connection)
                case .closed: return disconnect(connection, because: nil)
                case .failed(let reason): return disconnect(connection, because: reason)
                }
            } else {
                switch Descriptor.read(connection.descriptor, into: buffer) {
                case .bytes(let read): count = read
                case .wouldBlock: return flush(connection)
                case .endOfFile: return disconnect(connection, because: nil)
                case .failed(let code):
                    return disconnect(connection, because: code == ECONNRESET ? nil : SystemError("read", code: code).reason)
                }
            }
            budget -= count
            if !connection.http.receive(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                // nghttp2 queued a GOAWAY saying why; send it, then close.
                connection.closing = true
                queued.append(.sourceError(name: name, message: "connection #\(connection.id) broke the HTTP/2 protocol (is it speaking HTTP/2? --apns-cleartext needs prior knowledge, e.g. curl --http2-prior-knowledge)"))
            }
        }
        flush(connection)
    }

    /// Sends what nghttp2 has, as far as the socket takes it now; closes a finished connection.
    private func flush(_ connection: APNsConnection) {
        guard connections[connection.descriptor] === connection, !connection.handshaking else { return }
        while true {
            if !connection.http.drainOutput(into: &connection.outgoing, limit: Self.outgoingLimit) {
                return disconnect(connection, because: "HTTP/2 session failed")
            }
            if connection.outgoing.isEmpty { break }
            let sent: Int
            if let tls = connection.tls {
                switch connection.outgoing.withBytes({ tls.write($0) }) {
                case .bytes(let count): sent = count
                case .wantWrite, .wantRead: sent = 0
                case .closed: return disconnect(connection, because: nil)
                case .failed(let reason): return disconnect(connection, because: reason)
                }
            } else {
                switch connection.outgoing.withBytes({ Descriptor.send(connection.descriptor, $0) }) {
                case .success(let count): sent = count
                case .failure(let error):
                    return disconnect(connection, because: error.code == EPIPE || error.code == ECONNRESET ? nil : error.reason)
                }
            }
            guard sent > 0 else { break }
            connection.outgoing.removeFirst(sent)
        }
        if connection.outgoing.isEmpty, connection.closing || connection.http.isFinished {
            disconnect(connection, because: nil)
        }
    }

    private func disconnect(_ connection: APNsConnection, because problem: String?) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        connection.tls?.shutdown()
        Descriptor.close(connection.descriptor)
        waiting = waiting.filter { $0.value.connection !== connection }
        held.removeAll { $0.connection === connection }
        if let problem { queued.append(.sourceError(name: name, message: "connection #\(connection.id): \(problem)")) }
        updateStatus()
    }

    // MARK: Requests

    /// island's own path beside APNs's: `GET /island/tokens`, the current token announcements as
    /// NDJSON (what `island tokens` prints).
    static let tokensPath = "/island/tokens"

    private func received(_ message: HTTP2Message, on stream: Int32, of connection: APNsConnection) {
        if message.field(":method") == "GET", message.field(":path") == Self.tokensPath {
            let body = register.current.map { $0.line + "\n" }.joined()
            connection.http.respond(stream: stream, status: 200, headers: [("content-type", "application/x-ndjson")], body: Array(body.utf8))
            return
        }
        if message.field(":method") == "GET", message.field(":path") == Self.channelsPath {
            let body = channels.all.map { channel in
                JSONWriter.string(.object(JSONObject([("app", .string(channel.app)), ("channel-id", .string(channel.id)),
                                                      ("message-storage-policy", .number(JSONNumber(channel.policy.rawValue))),
                                                      ("broadcasts", .number(JSONNumber(channel.broadcasts)))]))) + "\n"
            }.joined()
            connection.http.respond(stream: stream, status: 200, headers: [("content-type", "application/x-ndjson")], body: Array(body.utf8))
            return
        }
        if message.field(":path") == Self.faultsPath {
            let (status, body) = APNsFaultControl.answer(message, plan: &faults)
            connection.http.respond(stream: stream, status: status, headers: [("content-type", "text/plain; charset=utf-8")], body: Array(body.utf8))
            if status == 200, message.field(":method") == "POST" {
                queued.append(.sourceError(name: name, message: "faults now: \(faults.summary.isEmpty ? "none" : faults.summary.joined(separator: "; "))"))
            }
            return
        }
        let number = nextRequest
        nextRequest += 1
        switch faults.take(message, number: number) {
        case .answer(let answer, let log)?:
            send(answer, on: stream, of: connection)
            queued.append(.sourceError(name: name, message: log))
        case .delay(let seconds, let log)?:
            held.append((loopNow.addingTimeInterval(seconds), connection, stream, message, number))
            queued.append(.sourceError(name: name, message: log))
        case nil:
            answer(message, number: number, on: stream, of: connection)
        }
    }

    /// island's path for forced failures: `GET` lists them, `POST` with a spec (or `off`)
    /// changes them (`island apns fault`).
    static let faultsPath = "/island/faults"
    /// island's path for the channels of every app, NDJSON (`island channels`).
    static let channelsPath = "/island/channels"

    private func send(_ answer: APNsAnswer, on stream: Int32, of connection: APNsConnection) {
        connection.http.respond(stream: stream, status: answer.status, headers: answer.headers, body: answer.body)
        if answer.endsConnection { connection.http.goAwayAfterAnswers(debugData: answer.body) }
    }

    private func answer(_ message: HTTP2Message, number: Int, on stream: Int32, of connection: APNsConnection) {
        let outcome = BroadcastRequestCheck.handles(message.field(":path") ?? "")
            ? BroadcastRequestCheck.check(message, number: number, auth: auth, tokenUse: &connection.tokenUse, channels: &channels, now: wallClock())
            : APNsRequestCheck.check(message, number: number, auth: auth, tokenUse: &connection.tokenUse, register: register, now: wallClock())
        switch outcome {
        case .answer(let answer, let log):
            send(answer, on: stream, of: connection)
            queued.append(.sourceError(name: name, message: log))
        case .deliver(let delivery, let body):
            waiting[number] = (connection, stream)
            queued.append(.line(IncomingLine(body: .bytes(body), source: .apns(delivery), number: 0)))
        }
    }

    /// A stream reset by the client before its answer: nothing waits for the verdict any more.
    private func closed(_ stream: Int32, of connection: APNsConnection) {
        if let number = waiting.first(where: { $0.value.connection === connection && $0.value.stream == stream })?.key {
            waiting[number] = nil
        }
        held.removeAll { $0.connection === connection && $0.stream == stream }
    }

    private func updateStatus() {
        let state = SourceStatus.State.clients(connections.count)
        guard status.state != state else { return }
        status.state = state
        queued.append(.sourceStatus(status))
    }
}
