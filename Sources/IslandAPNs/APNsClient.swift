import IslandText
import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/2 client for the endpoint (`island send --apns`, `island tokens`): one
/// connection, many concurrent streams, blocking in `poll` — a command-line tool's loop, never
/// the dashboard's.
package final class APNsClient {
    package struct Response: Sendable {
        package var status: Int
        package var message: HTTP2Message
        package var body: String { String(decoding: message.body, as: UTF8.self) }
    }

    package struct Failure: Error, WordedError, CustomStringConvertible {
        package let sentence: Sentence
        package init(_ sentence: Sentence) { self.sentence = sentence }
        /// Another layer's error, in its own words.
        package init(_ error: any Error) {
            sentence = (error as? any WordedError)?.sentence ?? Sentence(.plainReason, ["reason": "\(error)"])
        }
        package var description: String { sentence.english }
    }

    let descriptor: Int32
    let tls: TLSStream?
    let http: HTTP2Session
    let authority: String
    let scheme: String
    private var outgoing = ByteQueue()
    private var responses: [Int32: Response] = [:]
    private var failed: [Int32: UInt32] = [:]
    /// How long to wait for the endpoint without hearing anything.
    let timeoutMilliseconds: Int32 = 30_000

    /// `url`: `https://HOST:PORT` or `http://HOST:PORT` (cleartext, prior knowledge).
    /// `caFile`: the certificate to trust for https (island's own by default).
    package init(url: String, caFile: String?) throws(Failure) {
        guard let parsed = URL(string: url), let scheme = parsed.scheme, scheme == "https" || scheme == "http", let host = parsed.host else {
            throw Failure(Sentence(.clientNotAURL, ["url": url]))
        }
        let port = UInt16(parsed.port ?? (scheme == "https" ? 443 : 80))
        self.scheme = scheme
        authority = "\(host.contains(":") ? "[\(host)]" : host):\(port)"
        do throws(SystemError) {
            descriptor = try TCPSocket.connect(host: host, port: port)
        } catch {
            throw Failure(Sentence(.clientCannotConnect, ["url": url, "reason": error.reason]))
        }
        do {
            http = try HTTP2Session(role: .client, maximumFieldBytes: 64 * 1024, maximumBodyBytes: 1 << 20)
            if scheme == "https" {
                let context = try TLSContext.client(caFile: caFile)
                tls = try TLSStream(context: context, descriptor: descriptor, server: false, hostName: host)
            } else {
                tls = nil
            }
        } catch {
            Descriptor.close(descriptor)
            throw Failure(error)
        }
        http.onMessage = { [unowned self] stream, message in
            let status = message.field(":status").flatMap(Int.init) ?? 0
            self.responses[stream] = Response(status: status, message: message)
        }
        http.onClose = { [unowned self] stream, code in
            if code != 0, self.responses[stream] == nil { self.failed[stream] = code }
        }
        if let tls { try handshake(tls, url: url) }
    }

    deinit {
        tls?.shutdown()
        Descriptor.close(descriptor)
    }

    /// Sends the requests on concurrent streams and returns their responses in order.
    package func exchange(_ requests: [(method: String, path: String, headers: [(String, String)], body: [UInt8])]) throws(Failure) -> [Response] {
        var streams: [Int32] = []
        for request in requests {
            let fields = [(":method", request.method), (":scheme", scheme), (":authority", authority), (":path", request.path)] + request.headers
            guard let stream = http.request(fields, body: request.body) else { throw Failure(Sentence(.clientRequestRefused)) }
            streams.append(stream)
        }
        while !streams.allSatisfy({ responses[$0] != nil || failed[$0] != nil }) {
            try pump()
        }
        var answers: [Response] = []
        for stream in streams {
            guard let response = responses.removeValue(forKey: stream) else {
                throw Failure(Sentence(.clientStreamReset, ["stream": String(stream), "code": String(failed[stream] ?? 0)]))
            }
            answers.append(response)
        }
        return answers
    }

    /// One round: send what is queued, then wait for and read what arrives.
    private func pump() throws(Failure) {
        guard http.drainOutput(into: &outgoing, limit: 1 << 20) else { throw Failure(Sentence(.clientSessionFailed)) }
        var events = Int16(POLLIN)
        if !outgoing.isEmpty { events |= Int16(POLLOUT) }
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = poll(&entry, 1, timeoutMilliseconds)
        if ready < 0, errno == EINTR { return }
        guard ready > 0 else { throw Failure(Sentence(.clientNoAnswer, ["seconds": String(timeoutMilliseconds / 1000)])) }
        if entry.revents & Int16(POLLOUT) != 0 { try write() }
        if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { try read() }
    }

    private func write() throws(Failure) {
        while !outgoing.isEmpty {
            let sent: Int
            if let tls {
                switch outgoing.withBytes({ tls.write($0) }) {
                case .bytes(let count): sent = count
                case .wantRead, .wantWrite: return
                case .closed: throw Failure(Sentence(.clientClosed))
                case .failed(let reason): throw Failure(Sentence(.plainReason, ["reason": reason]))
                }
            } else {
                switch outgoing.withBytes({ Descriptor.send(descriptor, $0) }) {
                case .success(let count): sent = count
                case .failure(let error): throw Failure(Sentence(.clientSendFailed, ["reason": error.reason]))
                }
            }
            if sent == 0 { return }
            outgoing.removeFirst(sent)
        }
    }

    private func read() throws(Failure) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count: Int
            if let tls {
                switch tls.read(into: buffer) {
                case .bytes(let read): count = read
                case .wantRead, .wantWrite: return
                case .closed: throw Failure(Sentence(.clientClosed))
                case .failed(let reason): throw Failure(Sentence(.plainReason, ["reason": reason]))
                }
            } else {
                switch Descriptor.read(descriptor, into: buffer) {
                case .bytes(let read): count = read
                case .wouldBlock: return
                case .endOfFile: throw Failure(Sentence(.clientClosed))
                case .failed(let code): throw Failure(Sentence(.clientReadFailed, ["reason": String(cString: strerror(code))]))
                }
            }
            guard http.receive(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) else {
                throw Failure(Sentence(.clientBrokeHTTP2))
            }
        }
    }

    private func handshake(_ tls: TLSStream, url: String) throws(Failure) {
        while true {
            var events: Int16
            switch tls.handshake() {
            case .bytes:
                guard tls.negotiatedProtocol == "h2" else { throw Failure(Sentence(.clientNoH2, ["url": url])) }
                return
            case .wantRead: events = Int16(POLLIN)
            case .wantWrite: events = Int16(POLLOUT)
            case .closed: throw Failure(Sentence(.clientClosedInHandshake, ["url": url]))
            case .failed(let reason): throw Failure(Sentence(.clientTLSFailed, ["url": url, "reason": reason]))
            }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            guard poll(&entry, 1, timeoutMilliseconds) > 0 else { throw Failure(Sentence(.clientHandshakeTimeout, ["url": url])) }
        }
    }
}
