import IslandText
import Foundation
import IslandJSON
import IslandTypes
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
/// The listening, the table, the deadlines and the moving of bytes (plain or TLS) are the
/// `ConnectionServer`'s, shared with the Unix socket; this type is HTTP/2 on top. Nobody can
/// lock it up:
/// - a client that has not finished its TLS handshake and sent its first bytes within
///   `handshakeTimeout` is closed; one idle for `idleTimeout` gets GOAWAY
///   `{"reason":"IdleTimeout"}`, as APNs sends (Apple, "Handling notification responses from
///   APNs"; the duration is island's choice, Apple does not publish its own);
/// - at a full table the oldest idle client goes, not the newcomer; the table stays well
///   inside the descriptor limit, and accepting rests (said once) when descriptors run out;
/// - one stream at a time until a request carries a valid provider token, then
///   `maximumStreams` (as APNs; nghttp2 refuses the streams over the limit with
///   REFUSED_STREAM, which clients retry); without token auth, `maximumStreams` from the start;
/// - at most `maximumBufferedBytes` of headers and bodies per connection; a body is answered
///   413 as its byte 4 097 arrives;
/// - each client is read at most its share of a turn's bytes, so keys and frames keep their
///   latency under any load; at most `outgoingLimit` bytes wait to be sent to one (it is not
///   read while they do, so a client that does not read is held back by TCP, not buffered).
package final class APNsServer: EventSource, EffectSink, ConnectionHandler {
    package typealias Connection = ServedConnection<APNsConnection>

    package let name = "apns"
    package let host: String
    /// The port listened on (the one the kernel chose when asked for 0).
    package let port: UInt16
    package let usesTLS: Bool

    static let maximumConnections = 128
    static let maximumStreams: UInt32 = 256
    /// Streams a connection may open before a request carried a valid provider token.
    static let untrustedStreams: UInt32 = 1
    static let maximumBufferedBytes = 256 * 1024
    static let outgoingLimit = 256 * 1024
    package static let handshakeTimeout: Double = 10
    package static let idleTimeout: Double = 10 * 60

    private let tls: TLSContext?
    private let auth: APNsAuthPolicy
    private let wallClock: () -> Date
    private var server: ConnectionServer<APNsServer>!
    private var register = TokenRegister()
    /// The apps' broadcast channels (`/1/apps/<bundle>/channels`).
    private var channels = BroadcastChannels()
    /// Forced failures (`--apns-fault`, `POST /island/faults`).
    package var faults = APNsFaultPlan()
    /// Requests a forced delay holds, due on the dashboard's clock.
    private var held: [(due: Date, connection: Connection, stream: Int32, message: HTTP2Message, number: Int)] = []
    /// The dashboard's clock at the last event, for the due time of a held request.
    private var loopNow = Date()
    /// Requests handed to the device, by request number: the stream that waits for its verdict.
    private var waiting: [Int: (connection: Connection, stream: Int32)] = [:]
    private var nextRequest = 1
    /// `POST /island/tokens/rotate` streams waiting for the new token's announcement, by activity.
    private var rotating: [String: [(connection: Connection, stream: Int32)]] = [:]

    /// - Parameters:
    ///   - tls: nil for cleartext HTTP/2 (prior knowledge).
    ///   - wallClock: the time provider tokens are judged by: real time, as APNs's, whatever
    ///     speed the dashboard's clock runs at.
    ///   - limits: the table, deadlines and budgets (tests pass small ones); nil: island's.
    ///   - monotonic: the clock the deadlines are kept on (the run loop's frame clock).
    package init(host: String, port: UInt16, tls: TLSContext?, auth: APNsAuthPolicy, wallClock: @escaping () -> Date = Date.init,
                 limits: ConnectionLimits? = nil, monotonic: @escaping () -> Double = VirtualClock.monotonicSeconds) throws(APNsServerError) {
        self.host = host
        self.tls = tls
        self.usesTLS = tls != nil
        self.auth = auth
        self.wallClock = wallClock
        let listener: Int32
        do throws(SystemError) {
            listener = try TCPSocket.listen(host: host, port: port)
        } catch {
            throw .listen(host: host, port: port, error)
        }
        self.port = TCPSocket.localPort(listener) ?? port
        server = ConnectionServer(name: name, listener: listener, limits: limits ?? Self.limits, handler: self, monotonic: monotonic)
    }

    /// island's limits for the endpoint. A turn reads at most 64 KiB of all clients together
    /// (a few hundred requests): the loop comes back to the keyboard and the screen between.
    package static var limits: ConnectionLimits {
        ConnectionLimits(maximumConnections: ConnectionLimits.connections(atMost: maximumConnections),
                         handshakeTimeout: handshakeTimeout, idleTimeout: idleTimeout,
                         turnReadBytes: 64 * 1024, minimumReadBytes: 4 * 1024, maximumOutgoingBytes: outgoingLimit)
    }

    /// `https://127.0.0.1:2197` (brackets around an IPv6 address).
    package var url: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(usesTLS ? "https" : "http")://\(shownHost):\(port)"
    }

    package var connectionCount: Int { server.count }

    // MARK: EventSource

    package var pollRequests: [PollRequest] { server.pollRequests }

    package func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        loopNow = now
        server.handle(descriptor: descriptor, revents: revents)
        return server.takeEvents()
    }

    /// What TLS decrypted ahead of a turn's share, and what the server has to say.
    package var hasPendingEvents: Bool { server.hasEvents || server.hasPendingInput }

    package func handlePending(now: Date) -> [AppEvent] {
        loopNow = now
        server.readPendingInput()
        return server.takeEvents()
    }

    package var nextMonotonicDeadline: Double? { server.nextDeadline }

    package func handleMonotonicDeadline(_ seconds: Double, now: Date) -> [AppEvent] {
        loopNow = now
        server.handleDeadline(seconds)
        return server.takeEvents()
    }

    package var nextDeadline: Date? { held.map(\.due).min() }

    /// Held requests whose delay is over are checked and answered as any other.
    package func handleDeadline(now: Date) -> [AppEvent] {
        loopNow = now
        let due = held.filter { $0.due <= now }
        held.removeAll { $0.due <= now }
        for entry in due where server.isOpen(entry.connection) {
            answer(entry.message, number: entry.number, on: entry.stream, of: entry.connection)
            server.flush(entry.connection)
        }
        return server.takeEvents()
    }

    /// A backend waits for each answer: its requests are never held back to the next frame.
    package var awaitsAnswers: Bool { true }

    // MARK: EffectSink

    package func deliver(_ effect: AppEffect) {
        switch effect {
        case .output(let record):
            register.note(record)
            if case .token(let announcement, _) = record, let id = announcement.activityID, let waiters = rotating.removeValue(forKey: id) {
                for waiter in waiters where server.isOpen(waiter.connection) {
                    waiter.connection.session.http.respond(stream: waiter.stream, status: 200, headers: [("content-type", "application/x-ndjson")], body: Array((record.line + "\n").utf8))
                    server.flush(waiter.connection)
                }
            }
        case .reply(.apns(let delivery), let verdict):
            guard let entry = waiting.removeValue(forKey: delivery.request), server.isOpen(entry.connection) else { return }
            entry.connection.session.waiting[entry.stream] = nil
            let answer = APNsAnswer.accepted(apnsID: delivery.apnsID, verdict: verdict.json,
                                             uniqueID: auth.environment.sendsUniqueID ? UUID().uuidString.lowercased() : nil,
                                             idHeader: delivery.channelID == nil ? "apns-id" : "apns-request-id")
            entry.connection.session.http.respond(stream: entry.stream, status: answer.status, headers: answer.headers, body: answer.body)
            server.flush(entry.connection)
        case .apnsFaults(let command):
            // The dashboard's fault key: said in the events pane as the command's are.
            switch faults.apply(command) {
            case .success(let summary):
                server.emit(.sourceError(name: name, message: Self.faultsNow(summary)))
            case .failure(let error):
                server.emit(.sourceError(name: name, message: Sentence(.apnsFaultCommandFailed, ["command": command, "error": error.description])))
            }
        case .reply, .bell, .setClock, .quit:
            break
        }
    }

    package func takeEvents() -> [AppEvent] { server.takeEvents() }

    /// Says GOAWAY to every client, sends what it can without waiting, and closes.
    package func close() {
        guard server.listener >= 0 else { return }
        for connection in server.connections { connection.session.http.goAway() }
        server.close()
        waiting = [:]
        held = []
        rotating = [:]
    }

    // MARK: ConnectionHandler

    package func open(descriptor fd: Int32, id: Int) -> Result<(stream: any ByteStream, session: APNsConnection), ConnectionRefusal> {
        TCPSocket.setNoDelay(fd)
        do {
            let stream: any ByteStream = try tls.map { context throws(OpenSSLError) in try TLSStream(context: context, descriptor: fd, server: true) }
                ?? PlainStream(descriptor: fd)
            // Without token auth (--apns-no-auth) there is no token to wait for.
            let http = try HTTP2Session(role: .server, maximumConcurrentStreams: auth.required ? Self.untrustedStreams : Self.maximumStreams,
                                        maximumBodyBytes: APNsRequestCheck.bodyLimit + 1, maximumBufferedBytes: Self.maximumBufferedBytes)
            let session = APNsConnection(http: http)
            session.trusted = !auth.required
            return .success((stream, session))
        } catch {
            return .failure(ConnectionRefusal(Sentence(.apnsCannotSetUp, ["reason": "\(error)"])))
        }
    }

    package func opened(_ connection: Connection) {
        let http = connection.session.http
        http.onMessage = { [unowned self, unowned connection] stream, message in
            self.received(message, on: stream, of: connection)
        }
        http.onOversize = { [unowned self, unowned connection] stream, message in
            self.received(message, on: stream, of: connection)
        }
        http.onClose = { [unowned self, unowned connection] stream, _ in
            self.closed(stream, of: connection)
        }
    }

    package func received(_ bytes: UnsafeRawBufferPointer, on connection: Connection) {
        let session = connection.session
        switch session.greeting.verdict {
        case .http2:
            feed(bytes, to: connection)
        case .http1:
            break
        case .undecided:
            session.held.append(contentsOf: bytes.prefix(HTTP1Refusal.preface.count - session.held.count))
            switch session.greeting.look(at: bytes) {
            case .undecided:
                break
            case .http2:
                let held = session.held
                session.held = []
                // What was held (the preface, or the start of what nghttp2 will refuse), then
                // the rest of this read.
                held.withUnsafeBytes { feed($0, to: connection) }
                if bytes.count > held.count { feed(UnsafeRawBufferPointer(rebasing: bytes[held.count...]), to: connection) }
            case .http1:
                session.held = []
                connection.outgoing.append(HTTP1Refusal.response(url: url))
                connection.closing = true
                server.emit(.sourceError(name: name, message: Sentence(.apnsSpokeHTTP1, ["id": String(connection.id)])))
            }
        }
    }

    private func feed(_ bytes: UnsafeRawBufferPointer, to connection: Connection) {
        guard !connection.closing else { return }
        if !connection.session.http.receive(bytes) {
            // nghttp2 queued a GOAWAY saying why; send it, then close.
            connection.closing = true
            server.emit(.sourceError(name: name, message: Sentence(.apnsBrokeHTTP2, ["id": String(connection.id)])))
        }
    }

    /// While answers wait to be sent, the client's next requests wait in its socket.
    package func wantsInput(_ connection: Connection) -> Bool {
        connection.outgoing.count < Self.outgoingLimit
    }

    /// nghttp2 says nothing (not even its SETTINGS) before the client is known to speak HTTP/2.
    package func produceOutput(for connection: Connection) -> Bool {
        guard connection.session.greeting.verdict == .http2 else { return true }
        return connection.session.http.drainOutput(into: &connection.outgoing, limit: Self.outgoingLimit)
    }

    package func isFinished(_ connection: Connection) -> Bool {
        connection.session.greeting.verdict == .http2 && connection.session.http.isFinished
    }

    package func inputEnded(on connection: Connection) -> Bool { false }

    package func isIdle(_ connection: Connection) -> Bool {
        connection.session.waiting.isEmpty && connection.session.http.openStreams == 0
    }

    package func retire(_ connection: Connection, because reason: ConnectionRetirement) {
        guard connection.session.greeting.verdict == .http2 else { return }
        switch reason {
        case .idleTimeout, .makeRoom:
            connection.session.http.goAway(debugData: Array(#"{"reason":"IdleTimeout"}"#.utf8))
        case .handshakeTimeout:
            connection.session.http.goAway()
        }
    }

    package func closed(_ connection: Connection) {
        for number in connection.session.waiting.values { waiting[number] = nil }
        for id in rotating.keys { rotating[id]?.removeAll { $0.connection === connection } }
        held.removeAll { $0.connection === connection }
        connection.session.waiting = [:]
        let http = connection.session.http
        http.onMessage = { _, _ in }
        http.onOversize = nil
        http.onClose = { _, _ in }
    }

    // MARK: Requests

    /// island's own path beside APNs's: `GET /island/tokens`, the current token announcements as
    /// NDJSON (what `island tokens` prints).
    static let tokensPath = "/island/tokens"

    private func received(_ message: HTTP2Message, on stream: Int32, of connection: Connection) {
        if message.field(":method") == "GET", message.field(":path") == Self.tokensPath {
            let body = register.current.map { $0.line + "\n" }.joined()
            connection.session.http.respond(stream: stream, status: 200, headers: [("content-type", "application/x-ndjson")], body: Array(body.utf8))
            return
        }
        if message.field(":method") == "GET", message.field(":path") == Self.channelsPath {
            let body = channels.all.map { channel in
                JSONWriter.string(.object(JSONObject([("app", .string(channel.app)), ("channel-id", .string(channel.id)),
                                                      ("message-storage-policy", .number(JSONNumber(channel.policy.rawValue))),
                                                      ("broadcasts", .number(JSONNumber(channel.broadcasts)))]))) + "\n"
            }.joined()
            connection.session.http.respond(stream: stream, status: 200, headers: [("content-type", "application/x-ndjson")], body: Array(body.utf8))
            return
        }
        if message.field(":method") == "POST", message.field(":path") == Self.rotatePath {
            let id = String(decoding: message.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard register.currentToken(ofActivity: id) != nil else {
                let text = "no activity \(DiagnosticText.quote(id, limit: 80)) with a push token (island tokens lists them)\n"
                connection.session.http.respond(stream: stream, status: 404, headers: [("content-type", "text/plain; charset=utf-8")], body: Array(text.utf8))
                return
            }
            // Answered with the new token's announcement, when the device has made it.
            rotating[id, default: []].append((connection, stream))
            server.emit(.rotatePushToken(activityID: id))
            return
        }
        if message.field(":path") == Self.faultsPath {
            let (status, body) = APNsFaultControl.answer(message, plan: &faults)
            connection.session.http.respond(stream: stream, status: status, headers: [("content-type", "text/plain; charset=utf-8")], body: Array(body.utf8))
            if status == 200, message.field(":method") == "POST" {
                server.emit(.sourceError(name: name, message: Self.faultsNow(faults.summary)))
            }
            return
        }
        let number = nextRequest
        nextRequest += 1
        switch faults.take(message, number: number) {
        case .answer(let answer, let log)?:
            send(answer, on: stream, of: connection)
            server.emit(.sourceError(name: name, message: log))
        case .delay(let seconds, let log)?:
            held.append((loopNow.addingTimeInterval(seconds), connection, stream, message, number))
            server.emit(.sourceError(name: name, message: log))
        case nil:
            answer(message, number: number, on: stream, of: connection)
        }
    }

    /// What the forced failures are now, after a change.
    private static func faultsNow(_ summary: [String]) -> Sentence {
        summary.isEmpty ? Sentence(.apnsFaultsNone) : Sentence(.apnsFaultsNow, ["faults": summary.joined(separator: "; ")])
    }

    /// island's path for forced failures: `GET` lists them, `POST` with a spec (or `off`)
    /// changes them (`island apns fault`).
    static let faultsPath = "/island/faults"
    /// island's path for rotating an activity's push token: `POST` with the activity id
    /// (`island tokens --rotate ID`), answered with the new token's announcement.
    static let rotatePath = "/island/tokens/rotate"
    /// island's path for the channels of every app, NDJSON (`island channels`).
    static let channelsPath = "/island/channels"

    private func send(_ answer: APNsAnswer, on stream: Int32, of connection: Connection) {
        connection.session.http.respond(stream: stream, status: answer.status, headers: answer.headers, body: answer.body)
        if answer.endsConnection { connection.session.http.goAway(debugData: answer.body) }
    }

    private func answer(_ message: HTTP2Message, number: Int, on stream: Int32, of connection: Connection) {
        let session = connection.session
        let outcome = BroadcastRequestCheck.handles(message.field(":path") ?? "")
            ? BroadcastRequestCheck.check(message, number: number, auth: auth, tokenUse: &session.tokenUse, channels: &channels, now: wallClock())
            : APNsRequestCheck.check(message, number: number, auth: auth, tokenUse: &session.tokenUse, register: register, now: wallClock())
        switch outcome {
        case .answer(let answer, let log):
            send(answer, on: stream, of: connection)
            server.emit(.sourceError(name: name, message: log))
        case .deliver(let delivery, let body):
            waiting[number] = (connection, stream)
            session.waiting[stream] = number
            server.emit(.line(IncomingLine(body: .bytes(body), source: .apns(delivery), number: 0)))
        }
        trustIfShown(outcome, on: connection)
    }

    /// The first request with a valid provider token opens the connection to the advertised
    /// number of streams.
    private func trustIfShown(_ outcome: APNsRequestCheck.Outcome, on connection: Connection) {
        let session = connection.session
        guard !session.trusted, session.tokenUse.count > 0 else { return }
        session.trusted = true
        session.http.allowConcurrentStreams(Self.maximumStreams)
    }

    /// A stream reset by the client before its answer: nothing waits for the verdict any more.
    private func closed(_ stream: Int32, of connection: Connection) {
        if let number = connection.session.waiting.removeValue(forKey: stream) { waiting[number] = nil }
        for id in rotating.keys { rotating[id]?.removeAll { $0.connection === connection && $0.stream == stream } }
        held.removeAll { $0.connection === connection && $0.stream == stream }
    }

}
